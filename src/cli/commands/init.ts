import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import { closeReaders, defaultDataSource } from "../../schema/index.js";
import { planInit } from "../../sync/init.js";
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
    const files = await planInit(git.filesAt(head), {
      dataSource: text("data-source") ?? remote?.replace(/^https?:\/\//, "") ?? defaultDataSource(io.env),
      databaseSource: text("database-source") ?? "localhost:5432",
      configPath: text("config") ?? DEFAULT_CONFIG_PATH,
    });
    const dryRun = values["dry-run"] === true;
    for (const file of files) {
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
    return 0;
  } finally {
    await closeReaders();
  }
};
