import { useServerSettings } from "../pglite/settings.js";
import { compileWasmForOneShotRun } from "../pglite/wasm-tiering.js";
import { inertLogText } from "../report/inert-log.js";
import { COMMANDS, type CommandSpec, findCommand } from "./command-table.js";
import { describeError } from "./errors.js";
import {
  closest,
  type FlagValues,
  helpText,
  mainUsage,
  parseCommandArgs,
  usageLine,
  wantsHelp,
} from "./help.js";
import { type CliIO, type CommandModule, endQuietlyOnClosedPipe, processIO, UsageError } from "./io.js";

/** Each command's module, loaded only when it runs (the table itself stays free of imports). */
const LOADERS: Record<string, () => Promise<CommandModule>> = {
  check: () => import("./commands/check.js"),
  publish: () => import("./commands/publish.js"),
  init: () => import("./commands/init.js"),
  demo: () => import("./commands/demo.js"),
  diff: () => import("./commands/diff.js"),
  serve: () => import("./commands/serve.js"),
  keys: () => import("./commands/keys.js"),
  "sweep-sunsets": () => import("./commands/sweep-sunsets.js"),
  openapi: () => import("./commands/openapi.js"),
  schema: () => import("./commands/schema.js"),
  convert: () => import("./commands/convert.js"),
  catalog: () => import("./commands/catalog.js"),
};

/** The spec the arguments address: a subcommand (`keys create`) when the command has them. */
function resolveSpec(
  spec: CommandSpec,
  args: readonly string[],
): { spec: CommandSpec; path: string[] } | { error: string } {
  if (!spec.subcommands) return { spec, path: [spec.name] };
  const first = args[0];
  if (first === undefined || first.startsWith("-")) return { spec, path: [spec.name] };
  const sub = spec.subcommands.find((s) => s.name === first);
  if (sub) return { spec: sub, path: [spec.name, sub.name] };
  const suggestion = closest(
    first,
    spec.subcommands.map((s) => s.name),
  );
  return {
    error: `unknown subcommand '${first}'${suggestion ? ` (did you mean ${suggestion}?)` : ""}\n${usageLine(spec, [spec.name])}`,
  };
}

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" && args[0] ? findCommand(args[0]) : undefined;
    io.stdout(topic ? helpText(topic, [topic.name]) : mainUsage());
    return name ? 0 : 2;
  }
  if (name === "--version" || name === "-V") {
    io.stdout(`${process.env.CONTRACT_SYNC_VERSION ?? "0.1.0"}\n`);
    return 0;
  }
  const command = findCommand(name);
  const load = command ? LOADERS[command.name] : undefined;
  if (!command || !load) {
    const suggestion = closest(
      name,
      COMMANDS.map((c) => c.name),
    );
    io.stderr(
      `contract-sync: unknown command '${name}'${suggestion ? ` (did you mean ${suggestion}?)` : ""}\n\n${mainUsage()}`,
    );
    return 2;
  }
  const target = resolveSpec(command, args);
  if ("error" in target) {
    if (wantsHelp(args)) {
      io.stdout(helpText(command, [command.name]));
      return 0;
    }
    io.stderr(`contract-sync ${name}: ${target.error}\n`);
    return 2;
  }
  // Help is answered here, before the command's module is even loaded: `demo --help` runs no demo.
  if (wantsHelp(args)) {
    io.stdout(helpText(target.spec, target.path));
    return 0;
  }
  let values: FlagValues = {};
  try {
    values = parseCommandArgs(target.spec, target.path, target.path.length > 1 ? args.slice(1) : args).values;
    if (command.subcommands && target.path.length === 1) {
      throw new UsageError(`expected a subcommand`, usageLine(command, [command.name]));
    }
    const module = await load();
    return await module.run(args, io);
  } catch (error) {
    const { message, exitCode, guidance } = describeError(error, values);
    // Errors may quote the repository or the service (a name, a path): one inert line, as
    // diagnostics are; usage and advice lines are the program's own.
    io.stderr(`contract-sync ${name}: ${inertLogText(message)}\n${guidance ? `${guidance}\n` : ""}`);
    return exitCode;
  }
}

/** Entry point of dist/cli.js. */
export async function run(): Promise<void> {
  const argv = process.argv.slice(2);
  endQuietlyOnClosedPipe(process.stdout);
  endQuietlyOnClosedPipe(process.stderr);
  if (argv[0] !== "serve") compileWasmForOneShotRun();
  else useServerSettings();
  process.exitCode = await main(argv);
}
