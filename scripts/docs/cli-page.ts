// docs/reference/cli.md from the command table (src/cli/command-table.ts), which also drives
// parsing and `--help`: every command and subcommand, its usage, flags and exit codes.
import { COMMANDS, type CommandSpec, HELP_FLAG } from "../../src/cli/command-table.js";
import { usageLine } from "../../src/cli/help.js";
import { cell, code, generatedBanner, page, table } from "./markdown.js";

function flagCells(spec: CommandSpec): string[][] {
  return [...spec.flags, HELP_FLAG].map((flag) => [
    code(`${flag.short ? `-${flag.short}, ` : ""}--${flag.name}${flag.value ? ` ${flag.value}` : ""}`),
    cell(
      `${flag.description}${flag.required ? " (required)" : ""}${flag.multiple ? " (repeatable)" : ""}${
        flag.choices && flag.value !== flag.choices.join("|") ? `; one of ${flag.choices.join(", ")}` : ""
      }`,
    ),
  ]);
}

function commandSection(spec: CommandSpec, path: readonly string[]): string[] {
  const exits = table(
    ["exit", "when"],
    ([0, 1, 2] as const).map((code) => [String(code), cell(spec.exitCodes[code])]),
  );
  const own = [
    `${"#".repeat(path.length + 1)} ${path.join(" ")}`,
    cell(spec.summary.charAt(0).toUpperCase() + spec.summary.slice(1)),
    `\`\`\`\n${usageLine(spec, path)}\n\`\`\``,
    table(["flag", "what it does"], flagCells(spec)),
    exits,
  ];
  const subs = (spec.subcommands ?? []).flatMap((sub) => commandSection(sub, [...path, sub.name]));
  return [...own, ...subs];
}

export function cliPage(): string {
  return page([
    "# CLI reference",
    generatedBanner("the command table, `src/cli/command-table.ts`"),
    "`contract-sync <command> --help` prints the same for one command. Exit codes: **0** pass, **1** findings that block (or what the command says), **2** a usage or setup error; **141** when the output pipe closed early.",
    table(
      ["command", "what it does"],
      COMMANDS.map((c) => [`[${c.name}](#${c.name})`, cell(c.summary)]),
    ),
    ...COMMANDS.flatMap((c) => commandSection(c, [c.name])),
  ]);
}
