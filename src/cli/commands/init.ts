import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import { inertLogText } from "../../report/inert-log.js";
import { closeReaders, defaultDataSource } from "../../schema/index.js";
import { type InitPlan, planInit } from "../../sync/init.js";
import { parseByTable } from "../help.js";
import type { CommandRun } from "../io.js";
import { UsageError } from "../io.js";
import { openRepository } from "../repository.js";

/**
 * Onboarding in one command: the configuration, a contract skeleton per
 * asset, the two workflows. Reads the repository at HEAD; never overwrites a
 * file; --dry-run lists what it would write.
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
    const plan = await planInit(git.filesAt(head), {
      dataSource: text("data-source") ?? remote?.replace(/^https?:\/\//, "") ?? defaultDataSource(io.env),
      databaseSource: text("database-source") ?? "localhost:5432",
      configPath: text("config") ?? DEFAULT_CONFIG_PATH,
      apiUrl: text("api-url"),
      fallbackDataSource: defaultDataSource(io.env),
    });
    const dryRun = values["dry-run"] === true;
    for (const file of plan.files) {
      const full = join(git.root, file.path);
      if (existsSync(full)) {
        io.stdout(`kept     ${file.path} (exists)\n`);
        continue;
      }
      if (dryRun) {
        io.stdout(`would write ${file.path}: ${file.what}\n`);
        continue;
      }
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, file.text, { flag: "wx" });
      io.stdout(`wrote    ${file.path}: ${file.what}\n`);
    }
    io.stdout(summary(plan, text("api-url") !== undefined));
    return plan.skipped.length > 0 ? 1 : 0;
  } finally {
    await closeReaders();
  }
};

/** What init found, what it left out and why, and what to do next: plain text, one line each. */
function summary(plan: InitPlan, publishes: boolean): string {
  const found = [...plan.found].map(([type, n]) => `${n} ${type}`).join(", ");
  const lines = [
    `found    ${found || "no asset"}${found ? ` asset${sum(plan.found) === 1 ? "" : "s"}` : ""}`,
  ];
  for (const { path, why } of plan.skipped)
    lines.push(`skipped  ${inertLogText(path)}: ${inertLogText(why)}`);
  for (const { path, why } of plan.leftOut)
    lines.push(`left out ${inertLogText(path)}: ${inertLogText(why)}`);
  lines.push(
    "next     review the contracts: set status: ACTIVE and an enforcementLevel (BLOCK fails a pull request), then commit",
  );
  if (!publishes) {
    lines.push(
      "next     to keep the contracts in a Data Contract Service on every merge, run init again with --api-url URL",
    );
  }
  return `${lines.join("\n")}\n`;
}

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
