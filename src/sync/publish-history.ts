import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Contract } from "../api/resources.js";
import type { GitRepository } from "../git/git-repository.js";
import type { Logger, ServicePort } from "./ports.js";
import { type PublishOutcome, type PublishRequest, runPublish } from "./publish.js";
import { listHeldContracts } from "./reconcile-apply.js";
import { archivedBody } from "./reconcile-plan.js";

const run = promisify(execFile);

/** Commits before the shown one published by default (each a version where it changed a contract). */
export const HISTORY_COMMITS = 20;

/**
 * The first-parent commits before `after`, oldest first, that changed any of `paths` (the commit's
 * contract files): at most `limit`, the newest ones. A shallow clone has the history it fetched.
 */
export async function commitsChanging(
  git: GitRepository,
  after: string,
  paths: readonly string[],
  limit: number,
): Promise<string[]> {
  if (limit <= 0 || paths.length === 0) return [];
  const { stdout } = await run(
    "git",
    [
      "-C",
      git.root,
      "log",
      "--first-parent",
      "--format=%H",
      `--max-count=${limit}`,
      `${after}^@`,
      "--",
      ...paths.map((p) => `:(literal)${p}`),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  ).catch(() => ({ stdout: "" })); // a root commit has no parent: no history
  return stdout.split("\n").filter(Boolean).reverse();
}

/**
 * Publishes `after` into the embedded service as `publish` would, after the commits before it
 * that changed its contract files (oldest first), so each contract holds a version per change
 * that reached the branch, as a service that ran publish on every merge would. Only `after`'s
 * diagnostics are returned (a file broken in an older commit is not this commit's problem).
 * Contracts the history held that `after` no longer has are archived, with or without a
 * repository address (publish archives only with one), unless their file is there but unreadable.
 */
export async function publishWithHistory(
  request: PublishRequest & { history: number },
  ports: { git: GitRepository; service: ServicePort; log: Logger },
): Promise<{ outcome: PublishOutcome; commits: number }> {
  const quiet = { ...ports, log: { info: () => {}, warn: () => {} } };
  const planned = await runPublish({ ...request, dryRun: true }, quiet);
  const paths = planned.plan.entries.flatMap((e) => (e.filePath ? [e.filePath] : []));
  const commits = await commitsChanging(ports.git, request.after, paths, request.history);
  for (const commit of commits) await runPublish({ ...request, after: commit }, quiet);
  const outcome = await runPublish(request, ports);
  if (commits.length > 0) {
    const kept = new Set(outcome.plan.entries.filter((e) => e.action !== "archive").map((e) => e.id));
    const unreadable = new Set(outcome.diagnostics.map((d) => d.file));
    const gone = (await listHeldContracts(ports.service)).filter(
      (c: Contract) =>
        !kept.has(c.id) && c.status !== "ARCHIVED" && !(c.filePath && unreadable.has(c.filePath)),
    );
    if (gone.length > 0) await ports.service.createContracts(gone.map(archivedBody));
  }
  return { outcome, commits: commits.length };
}
