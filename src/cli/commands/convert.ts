import { readFile, stat, writeFile } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";
import { ConfigRules, DEFAULT_CONFIG_PATH, parseConfig } from "../../config/config.js";
import { LIMITS, readWithinLimit } from "../../config/limits.js";
import { type ConvertTarget, convertContractText } from "../../contracts/convert.js";
import { type OdcsContext, odcsContextOf } from "../../contracts/odcs-binding.js";
import { inertLogText } from "../../report/inert-log.js";
import type { Diagnostic, SourceFiles } from "../../schema/model.js";
import { parseByTable } from "../help.js";
import { type CommandRun, diagnosticLine, UsageError } from "../io.js";

const USAGE = "usage: contract-sync convert <file> --to odcs|contract-sync [--out <file>]";

/** `contract-sync convert <file> --to odcs|contract-sync [--out <file>]`. */
export const run: CommandRun = async (args, io) => {
  // Flags are parsed by the command table, as for every command (unknown ones never get here).
  const { positionals, text: flag } = parseByTable(["convert"], args);
  const [file, extra] = positionals;
  const to = flag("to");
  const out = flag("out");
  if (extra !== undefined) throw new UsageError(`one file at a time ('${extra}') (${USAGE})`);
  if (!file) throw new UsageError(`missing <file> (${USAGE})`);
  if (to !== "odcs" && to !== "contract-sync") {
    throw new UsageError(`--to must be odcs or contract-sync${to ? `, not '${to}'` : ""} (${USAGE})`);
  }
  const path = resolve(io.cwd, file);
  const shown = isAbsolute(file) ? file : relative(io.cwd, path) || file;
  let text: string | undefined;
  let problem: Diagnostic | undefined;
  try {
    // Its size is asked first: a file over the contract file limit is refused unread.
    const source: SourceFiles = {
      size: async () => (await stat(path)).size,
      readText: () => readFile(path, "utf8"),
      list: async () => [],
    };
    ({ text, problem } = await readWithinLimit(source, shown, LIMITS.contractFileBytes, "the contract file"));
  } catch (error) {
    throw new UsageError(`cannot read ${shown}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (problem) {
    io.stderr(diagnosticLine(problem));
    return 1;
  }
  if (text === undefined) throw new UsageError(`cannot read ${shown}`);
  const result = convertContractText(text, shown, to as ConvertTarget, await odcsContextIn(io.cwd));
  // Notes and diagnostics quote the file's keys and values: inert lines.
  for (const note of result.notes) io.stderr(`note: ${inertLogText(note)}\n`);
  for (const diagnostic of result.diagnostics) io.stderr(diagnosticLine(diagnostic));
  if (result.diagnostics.some((d) => d.severity === "error")) return 1;
  if (out) await writeFile(resolve(io.cwd, out), result.output);
  else io.stdout(result.output);
  return 0;
};

/** The ODCS bindings and logins of the configuration in the folder the command runs in, if any. */
async function odcsContextIn(cwd: string): Promise<OdcsContext> {
  const text = await readFile(resolve(cwd, DEFAULT_CONFIG_PATH), "utf8").catch(() => undefined);
  if (text === undefined) return odcsContextOf();
  return odcsContextOf(new ConfigRules(parseConfig(text, DEFAULT_CONFIG_PATH).config));
}
