import { resolve } from "node:path";
import { writeStaticSite } from "../../catalog/static-site.js";
import { StoreCatalog } from "../../catalog/store-source.js";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import { inertLogText } from "../../report/inert-log.js";
import { closeReaders } from "../../schema/index.js";
import { startEmbeddedService } from "../../server/embedded.js";
import { DEFAULT_WORKSPACE_ID } from "../../service/keys.js";
import { openStore } from "../../store/open.js";
import { HISTORY_COMMITS, publishWithHistory } from "../../sync/publish-history.js";
import { parseByTable } from "../help.js";
import { type CommandRun, diagnosticLine, UsageError } from "../io.js";
import { openRepository } from "../repository.js";

/**
 * The catalog of a commit as a static site: the commit's contracts are published, as `publish`
 * would (provenance, waivers), into an embedded service in memory, after the commits before it
 * that changed them (`--history`, their versions), and its pages are written from that store by
 * the served catalog's own renderers. Nothing is kept but the files.
 */
export const run: CommandRun = async (args, io) => {
  const { text } = parseByTable(["catalog"], args);
  const outDir = resolve(io.cwd, text("out") ?? "");
  const git = await openRepository(resolve(io.cwd, text("repo") ?? "."));
  const after = await git.resolveCommit(text("ref") ?? "HEAD");
  const store = await openStore({ shared: true });
  const embedded = await startEmbeddedService(Promise.resolve(store));
  try {
    const history = text("history") === undefined ? HISTORY_COMMITS : Number(text("history"));
    if (!Number.isInteger(history) || history < 0)
      throw new UsageError(`--history wants a count of commits (0 or more), not ${text("history")}`);
    const { outcome, commits } = await publishWithHistory(
      { after, configPath: text("config") ?? DEFAULT_CONFIG_PATH, repositoryUrl: text("repo-url"), history },
      {
        git,
        service: embedded.client,
        log: { info: () => {}, warn: (m) => io.stderr(`warning: ${inertLogText(m)}\n`) },
      },
    );
    for (const d of outcome.diagnostics) io.stderr(diagnosticLine(d));
    const site = await writeStaticSite(new StoreCatalog(store).of(DEFAULT_WORKSPACE_ID), outDir);
    io.stderr(
      `contract-sync: wrote the catalog of ${site.contracts} contracts to ${outDir} (versions from ${commits + 1} commits, ${site.diffs} diffs)\n`,
    );
    return outcome.diagnostics.some((d) => d.severity === "error") ? 1 : 0;
  } finally {
    await embedded.close();
    await closeReaders();
  }
};
