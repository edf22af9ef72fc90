import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import { GitRepository } from "../../git/git-repository.js";
import { renderComment } from "../../report/markdown.js";
import { closeReaders } from "../../schema/index.js";
import { runCheck } from "../../sync/check.js";
import { type CliIO, type CommandRun, UsageError } from "../io.js";
import { openCliService } from "../service.js";

const USAGE =
  "usage: contract-sync check [--repo DIR] [--base REF] [--head REF] [--config FILE] [--api-url URL] [--format markdown|json]";

/** The first of the usual names of a main branch that the repository has. */
async function defaultBase(git: GitRepository): Promise<string> {
  for (const ref of ["origin/HEAD", "origin/main", "main", "origin/master", "master"]) {
    try {
      return await git.resolveCommit(ref);
    } catch {
      // try the next name
    }
  }
  throw new UsageError("no main branch found to compare with: name one with --base");
}

export interface CheckCliOptions {
  repo: string;
  base: string | undefined;
  head: string;
  config: string;
  apiUrl: string | undefined;
  format: "markdown" | "json";
}

/** Runs the PR check between two commits and prints the report; exit 1 on a BLOCK verdict. */
export async function checkCommand(options: CheckCliOptions, io: CliIO): Promise<number> {
  const git = new GitRepository(options.repo);
  const base = options.base ? await git.resolveCommit(options.base) : await defaultBase(git);
  const head = await git.resolveCommit(options.head);
  const progress = (m: string) => io.stderr(`contract-sync: ${m}\n`);
  progress(`checking ${head.slice(0, 12)} against ${base.slice(0, 12)}`);
  const { service, embedded, close } = await openCliService(options.apiUrl, io.env);
  if (embedded) progress("embedded service: contracts come from the repository at the base commit");
  try {
    const outcome = await runCheck(
      { base, head, configPath: options.config, embedded },
      { git, service, log: { info: progress, warn: (m) => progress(`warning: ${m}`) } },
    );
    if (options.format === "json") {
      io.stdout(
        `${JSON.stringify({ verdict: outcome.verdict, assetsChecked: outcome.assetsChecked, violations: outcome.violations, report: outcome.report }, null, 2)}\n`,
      );
    } else {
      io.stdout(renderComment(outcome.report, { workflow: "cli", job: "check", maxLength: 1_000_000 }));
    }
    progress(
      `verdict ${outcome.verdict.verdict}: ${outcome.violations} violations in ${outcome.assetsChecked} assets`,
    );
    return outcome.verdict.verdict === "block" ? 1 : 0;
  } finally {
    await close();
    await closeReaders();
  }
}

export function parseCheckArgs(args: string[], cwd: string): CheckCliOptions {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      repo: { type: "string" },
      base: { type: "string" },
      head: { type: "string" },
      config: { type: "string" },
      "api-url": { type: "string" },
      format: { type: "string" },
    },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'\n${USAGE}`);
  const format = values.format ?? "markdown";
  if (format !== "markdown" && format !== "json")
    throw new UsageError(`--format must be markdown or json\n${USAGE}`);
  return {
    repo: resolve(cwd, values.repo ?? "."),
    base: values.base,
    head: values.head ?? "HEAD",
    config: values.config ?? DEFAULT_CONFIG_PATH,
    apiUrl: values["api-url"],
    format,
  };
}

export const run: CommandRun = async (args, io) => {
  if (args.includes("--help") || args.includes("-h")) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  return checkCommand(parseCheckArgs(args, io.cwd), io);
};
