import { resolve } from "node:path";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import { closeReaders } from "../../schema/index.js";
import { runPublish } from "../../sync/publish.js";
import { parseByTable } from "../help.js";
import type { CommandRun } from "../io.js";
import { openRepository } from "../repository.js";
import { openCliService } from "../service.js";

/**
 * Publishes the contracts a range of commits added, changed or deleted, with
 * their Git provenance (no reviewers outside GitHub). Without --before, every
 * contract at --after is published.
 */
export const run: CommandRun = async (args, io) => {
  const { text } = parseByTable(["publish"], args);
  const git = await openRepository(resolve(io.cwd, text("repo") ?? "."));
  const after = await git.resolveCommit(text("after") ?? "HEAD");
  const beforeRef = text("before");
  const before = beforeRef ? await git.resolveCommit(beforeRef) : "0".repeat(40);
  const { service, embedded, close } = await openCliService(text("api-url"), io.env);
  if (embedded)
    io.stderr("contract-sync: no --api-url: validated against the embedded service, nothing is kept\n");
  try {
    const outcome = await runPublish(
      { before, after, configPath: text("config") ?? DEFAULT_CONFIG_PATH, repositoryUrl: text("repo-url") },
      {
        git,
        service,
        log: { info: (m) => io.stderr(`contract-sync: ${m}\n`), warn: (m) => io.stderr(`warning: ${m}\n`) },
      },
    );
    for (const d of outcome.diagnostics)
      io.stderr(`${d.file}${d.line ? `:${d.line}` : ""}: ${d.severity}: ${d.message}\n`);
    io.stdout(
      `${JSON.stringify(
        {
          published: outcome.published.map((c) => ({
            id: c.id,
            name: c.contractSpec.name,
            filePath: c.filePath,
            version: c.version,
          })),
          archived: outcome.archived.map((c) => ({
            id: c.id,
            name: c.contractSpec.name,
            filePath: c.filePath,
          })),
          assetsRegistered: outcome.assetsRegistered,
        },
        null,
        2,
      )}\n`,
    );
    return outcome.diagnostics.some((d) => d.severity === "error") ? 1 : 0;
  } finally {
    await close();
    await closeReaders();
  }
};
