import { parseArgs } from "node:util";
import { distance } from "fastest-levenshtein";
import { errorMessage } from "../error-message.js";
import { COMMANDS, type CommandSpec, type FlagSpec, HELP_FLAG, parseOptionsOf } from "./command-table.js";
import { UsageError } from "./io.js";

const flagLabel = (flag: FlagSpec): string =>
  `${flag.short ? `-${flag.short}, ` : ""}--${flag.name}${flag.value ? ` ${flag.value}` : ""}`;

/** The one-line usage of a command (`path` is ["keys", "create"] for a subcommand). */
export function usageLine(spec: CommandSpec, path: readonly string[]): string {
  const words = ["contract-sync", ...path];
  if (spec.subcommands) words.push(`<${spec.subcommands.map((s) => s.name).join("|")}>`);
  if (spec.positionals) words.push(spec.positionals);
  for (const flag of spec.flags) {
    const word = `--${flag.name}${flag.value ? ` ${flag.value}` : ""}`;
    words.push(flag.required ? word : `[${word}]`);
  }
  words.push("[-h]");
  return `usage: ${words.join(" ")}`;
}

function table(rows: Array<[string, string]>): string {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join("\n");
}

/** `--help` of a command or subcommand: usage, what it does, every flag described, the exit codes. */
export function helpText(spec: CommandSpec, path: readonly string[]): string {
  const parts = [usageLine(spec, path), "", spec.summary, ""];
  if (spec.subcommands) {
    parts.push("subcommands:", table(spec.subcommands.map((s) => [s.name, s.summary])), "");
    parts.push(`run 'contract-sync ${path.join(" ")} <subcommand> --help' for the flags of each`, "");
  }
  parts.push("options:", table([...spec.flags, HELP_FLAG].map((f) => [flagLabel(f), f.description])), "");
  parts.push(
    "exit codes:",
    table([0, 1, 2].map((code) => [String(code), spec.exitCodes[code as 0 | 1 | 2]])),
  );
  return `${parts.join("\n")}\n`;
}

/** The top-level usage: every command with what it does. */
export function mainUsage(): string {
  return [
    "usage: contract-sync <command> [options]",
    "",
    "commands:",
    table(COMMANDS.map((c) => [c.name, c.summary])),
    "",
    "run 'contract-sync <command> --help' for its flags and exit codes",
    "exit codes: 0 pass, 1 blocking findings, 2 usage or setup error",
    "",
  ].join("\n");
}

/** The closest of `candidates` to `given` by edit distance, when it is close enough to be a typo. */
export function closest(given: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const d = distance(given, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(given.length / 3)) ? best : undefined;
}

/** True when the arguments ask for help (before a `--` that ends the options). */
export function wantsHelp(args: readonly string[]): boolean {
  for (const arg of args) {
    if (arg === "--") return false;
    if (arg === "--help" || arg === "-h") return true;
  }
  return false;
}

export type FlagValues = Record<string, string | boolean | Array<string | boolean> | undefined>;

/**
 * Parses a command's arguments by its table entry: unknown flags (with a
 * did-you-mean), missing values, values outside `choices` and unexpected
 * positionals are usage errors that carry the usage line.
 */
export function parseCommandArgs(
  spec: CommandSpec,
  path: readonly string[],
  args: string[],
): { values: FlagValues; positionals: string[] } {
  const usage = usageLine(spec, path);
  let parsed: { values: FlagValues; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: parseOptionsOf(spec), strict: true, allowPositionals: true });
  } catch (error) {
    const message = errorMessage(error);
    const code = (error as { code?: string }).code;
    const unknown = /'([^']+)'/.exec(message)?.[1];
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && unknown) {
      const bare = unknown.replace(/^-+/, "").replace(/=.*$/, "");
      const suggestion = closest(
        bare,
        spec.flags.map((f) => f.name),
      );
      throw new UsageError(
        `unknown argument '${unknown}'${suggestion ? ` (did you mean --${suggestion}?)` : ""}`,
        usage,
      );
    }
    throw new UsageError(message, usage);
  }
  for (const flag of spec.flags) {
    const value = parsed.values[flag.name];
    if (flag.choices && typeof value === "string" && !flag.choices.includes(value)) {
      throw new UsageError(
        `--${flag.name} must be ${flag.choicesText ?? `one of ${flag.choices.join(", ")}`}; got '${value}'`,
        usage,
      );
    }
  }
  if (!spec.positionals && !spec.subcommands && parsed.positionals.length > 0) {
    throw new UsageError(`unexpected argument '${parsed.positionals[0]}'`, usage);
  }
  return parsed;
}

/** Parses the arguments of a command (or `keys create`) by its entry in the command table. */
export function parseByTable(
  path: readonly [string] | readonly [string, string],
  args: string[],
): { values: FlagValues; positionals: string[]; text: (flag: string) => string | undefined } {
  const command = COMMANDS.find((c) => c.name === path[0]);
  const spec = path.length === 2 ? command?.subcommands?.find((s) => s.name === path[1]) : command;
  if (!spec) throw new Error(`${path.join(" ")} is missing from the command table`);
  const { values, positionals } = parseCommandArgs(spec, path, args);
  const missing = spec.flags.find((flag) => flag.required && values[flag.name] === undefined);
  if (missing && values.help !== true) {
    throw new UsageError(`--${missing.name} is required (${usageLine(spec, path)})`);
  }
  const text = (flag: string): string | undefined => {
    const value = values[flag];
    return typeof value === "string" ? value : undefined;
  };
  return { values, positionals, text };
}
