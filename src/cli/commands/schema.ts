import { stat } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { glob } from "tinyglobby";
import { SourceType } from "../../api/source-types.js";
import { directorySource } from "../../schema/fs-source.js";
import {
  closeReaders,
  defaultDataSource,
  detectSourceType,
  planReads,
  type ReadTarget,
  readAssets,
} from "../../schema/index.js";
import { contractSkeleton } from "../../sync/init.js";
import { parseByTable } from "../help.js";
import { type CommandRun, UsageError } from "../io.js";

const USAGE = "usage: contract-sync schema <file-or-folder>... (see contract-sync schema --help)";

/**
 * `contract-sync schema`: reads schema files into data assets and prints them
 * as JSON (resource name, schema tree, source lines). Diagnostics go to stderr
 * as `file:line: message`, with exit code 1. A folder is walked; with
 * `--type postgres` a folder is one migration folder.
 */
export const run: CommandRun = async (args, io) => {
  const { positionals, text, values } = parseByTable(["schema"], args);
  const typeName = text("type");
  if (positionals.length === 0) throw new UsageError(`no file or folder to read\n${USAGE}`);
  let forcedType: SourceType | undefined;
  if (typeName !== undefined) {
    const parsed = SourceType.safeParse(typeName);
    if (!parsed.success)
      throw new UsageError(`unknown --type '${typeName}' (one of ${SourceType.options.join(", ")})`);
    forcedType = parsed.data;
  }
  const root = io.cwd;
  const targets: ReadTarget[] = [];
  const missing: string[] = [];
  for (const given of positionals) {
    const absolute = resolve(root, given);
    const inside = relative(root, absolute);
    if (inside.startsWith("..") || isAbsolute(inside))
      throw new UsageError(`${given} is outside the current folder`);
    const path = inside.split(sep).join("/") || ".";
    const info = await stat(absolute).catch(() => undefined);
    if (!info) {
      missing.push(`${given}: no such file or folder`);
    } else if (info.isFile()) {
      const sourceType = forcedType ?? detectSourceType(path);
      if (sourceType) targets.push({ path, sourceType });
      else missing.push(`${given}: unknown source type (name one with --type)`);
    } else if (forcedType === "postgres") {
      targets.push({ path, sourceType: "postgres" });
    } else {
      const files = (await glob("**/*", { cwd: absolute, onlyFiles: true, ignore: ["**/node_modules/**"] }))
        .map((f) => (path === "." ? f : `${path}/${f}`))
        .sort();
      targets.push(
        ...planReads(files, (f) => (detectSourceType(f) ? (forcedType ?? detectSourceType(f)) : undefined)),
      );
    }
  }
  for (const problem of missing) io.stderr(`${problem}\n`);
  const { assets, diagnostics } = await readAssets(targets, {
    files: directorySource(root),
    dataSourceOf: () => text("data-source") ?? defaultDataSource(io.env),
    ...(text("database") ? { database: text("database") } : {}),
  }).finally(closeReaders);
  // --contract: a DRAFT / RECORD contract skeleton per asset (YAML documents), as `init` writes them.
  if (values.contract === true) io.stdout(assets.map((a) => contractSkeleton(a)).join("---\n"));
  else io.stdout(`${JSON.stringify(assets, null, 2)}\n`);
  for (const d of diagnostics) {
    io.stderr(`${d.file}${d.line ? `:${d.line}` : ""}: ${d.severity}: ${d.message}\n`);
  }
  return missing.length > 0 || diagnostics.some((d) => d.severity === "error") ? 1 : 0;
};
