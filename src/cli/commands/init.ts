import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import { inertLogText } from "../../report/inert-log.js";
import { closeReaders, defaultDataSource } from "../../schema/index.js";
import {
  CODEOWNERS_PATH,
  type InitPlan,
  PLACEHOLDER_OWNER,
  planInit,
  type SkeletonStart,
} from "../../sync/init.js";
import { parseByTable } from "../help.js";
import type { CommandRun } from "../io.js";
import { UsageError } from "../io.js";
import { openRepository } from "../repository.js";
import { RepositoryWriter } from "../write-inside.js";

/**
 * Onboarding in one command: the configuration, a contract skeleton per
 * asset, the two workflows. Reads the repository at HEAD; never overwrites a
 * file, never writes outside the repository (every path is checked before the
 * first write); --dry-run lists what it would write.
 */
export const run: CommandRun = async (args, io) => {
  const { text, values } = parseByTable(["init"], args);
  const git = await openRepository(resolve(io.cwd, text("repo") ?? "."));
  let head: string;
  try {
    head = await git.resolveCommit("HEAD");
  } catch {
    throw new UsageError(`init reads the repository at HEAD: ${git.root} has no commit yet`);
  }
  const remote = (await git.provenance(head)).repositoryUrl;
  try {
    // Before anything is written: what init writes is in the working tree and not committed.
    const configNote = await workingTreeConfigNote(git, head, text("config") ?? DEFAULT_CONFIG_PATH);
    const plan = await planInit(git.filesAt(head), {
      dataSource: text("data-source") ?? remote?.replace(/^https?:\/\//, "") ?? defaultDataSource(io.env),
      databaseSource: text("database-source") ?? "localhost:5432",
      configPath: text("config") ?? DEFAULT_CONFIG_PATH,
      apiUrl: text("api-url"),
      fallbackDataSource: defaultDataSource(io.env),
      start: {
        status: (text("status") ?? "DRAFT") as SkeletonStart["status"],
        level: (text("level") ?? "RECORD") as SkeletonStart["level"],
      },
      format: text("format") === "odcs" ? "odcs" : "contract-sync",
    });
    const dryRun = values["dry-run"] === true;
    const writer = await RepositoryWriter.open(git.root);
    const states = [];
    for (const file of plan.files) states.push(await writer.check(file.path));
    for (const [index, file] of plan.files.entries()) {
      // File names come from the repository: one inert line each.
      const shown = inertLogText(file.path);
      if (file.extend && !dryRun) {
        const added = await writer.extend(file.path, file.text);
        io.stdout(
          added.length > 0
            ? `${states[index] === "exists" ? "extended" : "wrote   "} ${shown}: ${inertLogText(file.what)}\n`
            : `kept     ${shown} (has the entries)\n`,
        );
        continue;
      }
      if (states[index] === "exists" && !file.extend) {
        io.stdout(`kept     ${shown} (exists)\n`);
        continue;
      }
      if (dryRun) {
        io.stdout(`would write ${shown}: ${inertLogText(file.what)}\n`);
        continue;
      }
      await writer.writeNew(file.path, file.text);
      io.stdout(`wrote    ${shown}: ${inertLogText(file.what)}\n`);
    }
    if (configNote) io.stdout(configNote);
    io.stdout(
      summary(plan, text("api-url") !== undefined, text("status") === "ACTIVE", text("format") === "odcs"),
    );
    return plan.skipped.length > 0 ? 1 : 0;
  } finally {
    await closeReaders();
  }
};

/** What init found, what it left out and why, and what to do next: plain text, one line each. */
function summary(plan: InitPlan, publishes: boolean, active: boolean, odcs: boolean): string {
  const found = [...plan.found].map(([type, n]) => `${n} ${type}`).join(", ");
  const lines = [
    `found    ${found || "no asset"}${found ? ` asset${sum(plan.found) === 1 ? "" : "s"}` : ""}`,
  ];
  for (const { path, object, binding } of plan.odcsBound)
    lines.push(
      `bound    ${inertLogText(path)} ${inertLogText(object)} to ${inertLogText(String(binding?.resource))} (odcs.bindings in the config)`,
    );
  for (const { path, why } of plan.skipped)
    lines.push(`skipped  ${inertLogText(path)}: ${inertLogText(why)}`);
  for (const { path, why } of plan.leftOut)
    lines.push(`left out ${inertLogText(path)}: ${inertLogText(why)}`);
  if (plan.files.some((f) => f.path === CODEOWNERS_PATH))
    lines.push(
      `next     replace ${PLACEHOLDER_OWNER} in ${CODEOWNERS_PATH} with the contracts' owners (GitHub users or teams), and name the same as approvers: in each contract, who approves an intended break`,
    );
  // Advice about contracts only when some were written, and set ACTIVE only when they were not.
  const wroteContracts = sum(plan.found) > 0;
  if (wroteContracts && !active)
    lines.push(
      odcs
        ? "next     review the contracts: set status: active in each, and its enforcementLevel (its binding in the config, else its custom property; BLOCK fails a pull request), then commit"
        : "next     review the contracts: set status: ACTIVE and an enforcementLevel (BLOCK fails a pull request), then commit",
    );
  if (wroteContracts && active)
    lines.push("next     review the contracts, then commit: they are enforced from that commit on");
  if (!publishes) {
    lines.push(
      "next     to keep the contracts in a Data Contract Service on every merge, run init again with --api-url URL",
    );
  }
  return `${lines.join("\n")}\n`;
}

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/**
 * init reads the repository at HEAD: a config edited and not committed (a source rule added as init
 * advised) is not what it read, and that is said rather than left to look like a rule ignored.
 */
async function workingTreeConfigNote(
  git: Awaited<ReturnType<typeof openRepository>>,
  head: string,
  configPath: string,
): Promise<string | undefined> {
  const working = await readFile(join(git.root, configPath), "utf8").catch(() => undefined);
  if (working === undefined) return undefined;
  const committed = await git
    .filesAt(head)
    .readText(configPath)
    .catch(() => undefined);
  if (working === committed) return undefined;
  const shown = inertLogText(configPath);
  return committed === undefined
    ? `note     ${shown} is in the working tree but not committed: init read HEAD, which has none; commit it and run init again to use its rules\n`
    : `note     ${shown} differs in the working tree from HEAD's: init read the committed one; commit the change and run init again to use it\n`;
}
