import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import { closeReaders } from "../../schema/index.js";
import { runPublish } from "../../sync/publish.js";
import { type CommandRun, UsageError } from "../io.js";
import { openRepository } from "../repository.js";
import { openCliService } from "../service.js";

const USAGE =
  "usage: contract-sync publish [--repo DIR] [--before REF] [--after REF] [--config FILE] [--api-url URL] [--repo-url URL]";

/**
 * Publishes the contracts a range of commits added, changed or deleted, with
 * their Git provenance (no reviewers outside GitHub). Without --before, every
 * contract at --after is published.
 */
export const run: CommandRun = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      repo: { type: "string" },
      before: { type: "string" },
      after: { type: "string" },
      config: { type: "string" },
      "api-url": { type: "string" },
      "repo-url": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'\n${USAGE}`);
  const git = await openRepository(resolve(io.cwd, values.repo ?? "."));
  const after = await git.resolveCommit(values.after ?? "HEAD");
  const before = values.before ? await git.resolveCommit(values.before) : "0".repeat(40);
  const { service, embedded, close } = await openCliService(values["api-url"], io.env);
  if (embedded)
    io.stderr("contract-sync: no --api-url: validated against the embedded service, nothing is kept\n");
  try {
    const outcome = await runPublish(
      { before, after, configPath: values.config ?? DEFAULT_CONFIG_PATH, repositoryUrl: values["repo-url"] },
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
