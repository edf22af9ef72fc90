import { resolve } from "node:path";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import { inertLogText } from "../../report/inert-log.js";
import { renderPlanTable } from "../../report/plan-table.js";
import { closeReaders } from "../../schema/index.js";
import { type PublishOutcome, runPublish } from "../../sync/publish.js";
import { parseByTable } from "../help.js";
import { type CommandRun, diagnosticLine } from "../io.js";
import { openRepository } from "../repository.js";
import { openCliService, requestLimitsOf } from "../service.js";

/**
 * Reconciles the service with the repository at --after: creates, updates and
 * archives contracts (with their Git provenance; no reviewers outside GitHub).
 * --dry-run prints the plan and changes nothing.
 */
export const run: CommandRun = async (args, io) => {
  const { text, values } = parseByTable(["publish"], args);
  const dryRun = values["dry-run"] === true;
  const requestLimits = requestLimitsOf(text);
  const git = await openRepository(resolve(io.cwd, text("repo") ?? "."));
  const after = await git.resolveCommit(text("after") ?? "HEAD");
  const beforeRef = text("before");
  const before = beforeRef ? await git.resolveCommit(beforeRef) : undefined;
  const { service, embedded, close } = await openCliService(text("api-url"), io.env);
  if (embedded)
    io.stderr("contract-sync: no --api-url: validated against the embedded service, nothing is kept\n");
  try {
    const outcome = await runPublish(
      {
        before,
        after,
        configPath: text("config") ?? DEFAULT_CONFIG_PATH,
        repositoryUrl: text("repo-url"),
        dryRun,
        requestLimits,
      },
      {
        git,
        service,
        log: {
          info: (m) => io.stderr(`contract-sync: ${inertLogText(m)}\n`),
          warn: (m) => io.stderr(`warning: ${inertLogText(m)}\n`),
        },
      },
    );
    for (const d of outcome.diagnostics) io.stderr(diagnosticLine(d));
    if (dryRun) io.stdout(renderPlanTable(outcome.plan));
    else io.stdout(`${JSON.stringify(summary(outcome), null, 2)}\n`);
    if (outcome.failure) {
      const { message, notApplied, assetsNotApplied } = outcome.failure;
      io.stderr(
        `contract-sync: ${inertLogText(message)}; not applied: ${notApplied.length} contracts, ${assetsNotApplied.length} assets (run publish again to finish)\n`,
      );
      return 1;
    }
    return outcome.diagnostics.some((d) => d.severity === "error") ? 1 : 0;
  } finally {
    await close();
    await closeReaders();
  }
};

/** What stdout carries after a publish: the counts and the contracts sent. */
function summary(outcome: PublishOutcome) {
  return {
    ...outcome.plan.counts,
    published: outcome.published.map((c) => ({
      id: c.id,
      name: c.contractSpec.name,
      filePath: c.filePath,
      version: c.version,
      gitHash: c.gitHash,
    })),
    archived: outcome.archived.map((c) => ({ id: c.id, name: c.contractSpec.name, filePath: c.filePath })),
    assetsRegistered: outcome.assetsRegistered,
    assets: outcome.assetPlan?.counts,
    ...(outcome.failure
      ? {
          notApplied: {
            contracts: outcome.failure.notApplied.map((e) => ({ action: e.action, id: e.id, name: e.name })),
            assets: outcome.failure.assetsNotApplied.map((a) => a.resourceName),
          },
        }
      : {}),
  };
}
