import { readdir, stat } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { glob } from "tinyglobby";
import { SourceType } from "../../api/source-types.js";
import { ConfigRules, DEFAULT_CONFIG_PATH, loadConfig } from "../../config/index.js";
import { inertLogText } from "../../report/inert-log.js";
import { directorySource } from "../../schema/fs-source.js";
import {
  closeReaders,
  defaultDataSource,
  planReads,
  type ReadTarget,
  readAssets,
  sharedFolderRule,
} from "../../schema/index.js";
import { SourceMap } from "../../sync/asset-reads.js";
import { contractSkeleton } from "../../sync/init.js";
import { parseByTable } from "../help.js";
import { type CommandRun, diagnosticLine, UsageError } from "../io.js";

const USAGE = "usage: contract-sync schema <file-or-folder>... (see contract-sync schema --help)";

/** The repository a path is in (the nearest folder up with a `.git`), else undefined. */
async function repositoryRoot(path: string): Promise<string | undefined> {
  let dir = (await stat(path).catch(() => undefined))?.isDirectory() ? path : dirname(path);
  for (;;) {
    if (await stat(join(dir, ".git")).catch(() => undefined)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Files of a folder (repository-relative), for the migration-folder rule without a config. */
async function siblings(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => (dir === "." ? e.name : `${dir}/${e.name}`));
}

/**
 * `contract-sync schema`: reads schema files into data assets and prints them
 * as JSON (resource name, schema tree, source lines), with the resource names
 * `check` gives them: the repository root is found from the first path, and its
 * configuration (`--config`) names source types, data sources and migration folders.
 * Diagnostics go to stderr as `file:line: message`, with exit code 1.
 */
export const run: CommandRun = async (args, io) => {
  const { positionals, text, values } = parseByTable(["schema"], args);
  const typeName = text("type");
  if (positionals.length === 0) throw new UsageError("no file or folder to read", USAGE);
  let forcedType: SourceType | undefined;
  if (typeName !== undefined) {
    const parsed = SourceType.safeParse(typeName);
    if (!parsed.success)
      throw new UsageError(`unknown --type '${typeName}' (one of ${SourceType.options.join(", ")})`);
    forcedType = parsed.data;
  }
  const first = resolve(io.cwd, positionals[0] ?? ".");
  const root =
    (await repositoryRoot(first)) ?? (relative(io.cwd, first).startsWith("..") ? dirname(first) : io.cwd);
  const files = directorySource(root);
  const configPath = text("config") ?? DEFAULT_CONFIG_PATH;
  const config = await loadConfig(files, configPath);
  if (text("config") !== undefined && !config.found)
    throw new UsageError(`--config ${configPath} does not exist in ${root}`);
  for (const d of config.diagnostics) io.stderr(diagnosticLine(d));

  const targets: ReadTarget[] = [];
  const missing: string[] = [];
  const pathsToPlan: string[] = [];
  const givenFiles: string[] = [];
  for (const given of positionals) {
    const absolute = resolve(io.cwd, given);
    const inside = relative(root, absolute);
    if (inside.startsWith("..") || isAbsolute(inside))
      throw new UsageError(`${given} is outside the repository of ${positionals[0]} (${root})`);
    const path = inside.split(sep).join("/") || ".";
    const info = await stat(absolute).catch(() => undefined);
    if (!info) {
      missing.push(`${given}: no such file or folder`);
    } else if (info.isFile()) {
      if (forcedType) targets.push({ path, sourceType: forcedType });
      else {
        pathsToPlan.push(path);
        givenFiles.push(path);
      }
    } else if (forcedType === "postgres") {
      targets.push({ path, sourceType: "postgres" });
    } else {
      const found = await glob("**/*", { cwd: absolute, onlyFiles: true, ignore: ["**/node_modules/**"] });
      pathsToPlan.push(...found.map((f) => (path === "." ? f : `${path}/${f}`)).sort());
    }
  }
  // The same rules as the PR check (src/sync/asset-reads.ts SourceMap): one migration-folder rule.
  const dirs = [...new Set(pathsToPlan.map((p) => p.slice(0, Math.max(p.lastIndexOf("/"), 0)) || "."))];
  // Paths named on the command line are read even where `ignore` keeps the PR check away from them:
  // the config still names their source types, data sources and migration folders.
  const sources = new SourceMap(
    new ConfigRules({ ...config.rules.config, ignore: [] }),
    text("data-source") ?? defaultDataSource(io.env),
    sharedFolderRule([
      ...new Set([...pathsToPlan, ...(await Promise.all(dirs.map((d) => siblings(root, d)))).flat()]),
    ]),
  );
  const planned = planReads(
    pathsToPlan,
    (p) =>
      forcedType && sources.targetOf(p)
        ? forcedType
        : (sources.targetOf(p)?.sourceType ??
          // plain .json files are schemas when the type is named
          (forcedType === "json_schema" && p.endsWith(".json") ? "json_schema" : undefined)),
    (p) => {
      const target = sources.targetOf(p);
      return target && target.path !== p ? target.path : undefined;
    },
  );
  const covered = (p: string) =>
    planned.some((t) => t.path === p || t.path === "." || p.startsWith(`${t.path}/`));
  for (const p of givenFiles)
    if (!covered(p)) missing.push(`${p}: unknown source type (name one with --type or a config rule)`);
  targets.push(...planned);
  for (const problem of missing) io.stderr(`${inertLogText(problem)}\n`);
  const planOptions = sources.readOptions(pathsToPlan.map((p) => sources.targetOf(p)));
  const read = await readAssets(targets, {
    files,
    ...planOptions,
    dataSourceOf: (path, sourceType) => text("data-source") ?? planOptions.dataSourceOf(path, sourceType),
    ...(text("database") ? { database: text("database") } : {}),
  }).finally(closeReaders);
  // Files named alone that belong to a migration history are read with it (earlier files make the
  // tables they alter), and what is printed is theirs: the tables they create or change, their errors.
  const onlyFiles = givenFiles.length === positionals.length ? new Set(givenFiles) : undefined;
  const theirs = (file: string | undefined) => !onlyFiles || (file !== undefined && onlyFiles.has(file));
  const assets = read.assets.filter(
    (a) => theirs(a.file) || (a.schema.fields ?? []).some((f) => theirs(f.file)),
  );
  const diagnostics = read.diagnostics.filter((d) => theirs(d.file));
  const elsewhere = read.diagnostics.length - diagnostics.length;
  if (elsewhere > 0) {
    io.stderr(
      `${elsewhere} diagnostic(s) in other files of the migration history read with it (name its folder to see them)\n`,
    );
  }
  // --contract: a DRAFT / RECORD contract skeleton per asset (YAML documents), as `init` writes them.
  if (values.contract === true) io.stdout(assets.map((a) => contractSkeleton(a)).join("---\n"));
  else io.stdout(`${JSON.stringify(assets, null, 2)}\n`);
  for (const d of diagnostics) {
    io.stderr(diagnosticLine(d));
  }
  const configErrors = config.diagnostics.some((d) => d.severity === "error");
  return missing.length > 0 || configErrors || diagnostics.some((d) => d.severity === "error") ? 1 : 0;
};
