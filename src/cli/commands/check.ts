import { resolve } from "node:path";
import type { PageLimits } from "../../client/pages.js";
import { type FailOn, failsOn } from "../../compliance/verdict.js";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import type { GitRepository } from "../../git/git-repository.js";
import type { AssessedReport } from "../../outcome/model.js";
import { countsLine } from "../../report/counts-line.js";
import {
  renderGitLab,
  renderJson,
  renderJUnit,
  renderSarif,
  renderText,
} from "../../report/formats/index.js";
import { inertLogText } from "../../report/inert-log.js";
import { renderComment } from "../../report/markdown.js";
import { closeReaders } from "../../schema/index.js";
import { type CheckOutcome, runCheck } from "../../sync/check/pipeline.js";
import type { Format } from "../command-table.js";
import { parseByTable } from "../help.js";
import { type CliIO, type CommandRun, UsageError } from "../io.js";
import { deepen, openRepository, remoteDefaultBranch, resolveFetching } from "../repository.js";
import { openCliService, requestLimitsOf } from "../service.js";

const DEFAULT_BASES = ["origin/HEAD", "origin/main", "main", "origin/master", "master"];

/** The first of the usual names of a main branch that the clone has, else the remote's default branch. */
async function defaultBase(
  git: GitRepository,
  remote: string,
  log: (message: string) => void,
): Promise<string> {
  for (const ref of DEFAULT_BASES) {
    try {
      return await git.resolveCommit(ref);
    } catch {
      // try the next name
    }
  }
  const fetched = await remoteDefaultBranch(git, remote, log);
  if (fetched) return fetched;
  throw new UsageError(
    `no main branch found to compare with (tried ${DEFAULT_BASES.join(", ")}): name one with --base, or fetch it:`,
    `  git -C ${git.root} fetch --no-tags ${remote} main:refs/remotes/${remote}/main`,
  );
}

export interface CheckCliOptions {
  repo: string;
  base: string | undefined;
  head: string;
  config: string;
  /** --config was given: a path that does not exist is an error, not the defaults. */
  configExplicit?: boolean | undefined;
  apiUrl: string | undefined;
  format: Format;
  failOn?: FailOn | undefined;
  remote?: string | undefined;
  requestLimits?: Partial<PageLimits> | undefined;
}

/** The report in the asked format, from the outcome computed once. */
function render(outcome: CheckOutcome, options: CheckCliOptions, io: CliIO): string {
  switch (options.format) {
    case "json":
      return renderJson(outcome);
    case "sarif":
      return renderSarif(outcome, { toolVersion: io.env.CONTRACT_SYNC_VERSION ?? "0.1.0" });
    case "junit":
      return renderJUnit(outcome);
    case "gitlab":
      return renderGitLab(outcome, { fallbackPath: options.config });
    case "text":
      return renderText(outcome);
    case "markdown":
      return renderComment(
        outcome.report,
        { workflow: "cli", job: "check", maxLength: 1_000_000 },
        outcome.assessment,
      );
  }
}

/** Exit 1 when the verdict reaches --fail-on (the action's fail-on input: the same policy). */
export { failsOn };

/** The one line on stderr that sums up a check: verdict and the counts of the findings. */
export function verdictLine(outcome: AssessedReport): string {
  return `verdict ${outcome.verdict.verdict}: ${countsLine(outcome.report, outcome)}`;
}

/** Runs the PR check between two commits and prints the report; exit 1 when the verdict reaches --fail-on. */
export async function checkCommand(options: CheckCliOptions, io: CliIO): Promise<number> {
  const progress = (m: string) => io.stderr(`contract-sync: ${inertLogText(m)}\n`);
  const remote = options.remote ?? "origin";
  const git = await openRepository(options.repo);
  const head = await resolveFetching(git, options.head, remote, progress);
  if (!head) throw new UsageError(`--head ${options.head} is not a commit in ${git.root}`);
  const base = options.base
    ? await resolveFetching(git, options.base, remote, progress)
    : await defaultBase(git, remote, progress);
  if (!base) {
    throw new UsageError(
      `--base ${options.base} is not a commit in ${git.root}; fetch it:`,
      `  git -C ${git.root} fetch --no-tags ${remote} ${options.base?.replace(`${remote}/`, "")}`,
    );
  }
  await deepen(git, base, head, { base: options.base ?? base, remote }, progress);
  progress(`checking ${head.slice(0, 12)} against ${base.slice(0, 12)}`);
  const { service, embedded, close, warm } = await openCliService(options.apiUrl, io.env);
  if (embedded) progress("embedded service: contracts come from the repository at the base commit");
  try {
    const outcome = await runCheck(
      {
        base,
        head,
        configPath: options.config,
        configExplicit: options.configExplicit,
        embedded,
        requestLimits: options.requestLimits,
      },
      { git, service, log: { info: progress, warn: (m) => progress(`warning: ${m}`) }, warmService: warm },
    );
    io.stdout(render(outcome, options, io));
    progress(verdictLine(outcome));
    return failsOn(outcome.verdict.verdict, options.failOn) ? 1 : 0;
  } finally {
    await close();
    await closeReaders();
  }
}

/** `--format`, else plain text on a terminal and the pull request comment's markdown in a pipe or file. */
export function parseCheckArgs(args: string[], cwd: string, stdoutIsTerminal = false): CheckCliOptions {
  const { text } = parseByTable(["check"], args);
  return {
    repo: resolve(cwd, text("repo") ?? "."),
    base: text("base"),
    head: text("head") ?? "HEAD",
    config: text("config") ?? DEFAULT_CONFIG_PATH,
    configExplicit: text("config") !== undefined,
    apiUrl: text("api-url"),
    format: (text("format") ?? (stdoutIsTerminal ? "text" : "markdown")) as Format,
    failOn: text("fail-on") as FailOn | undefined,
    remote: text("remote"),
    requestLimits: requestLimitsOf(text),
  };
}

export const run: CommandRun = async (args, io) =>
  checkCommand(parseCheckArgs(args, io.cwd, io.stdoutIsTerminal), io);
