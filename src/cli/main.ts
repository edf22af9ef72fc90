import { type CliIO, type CommandModule, processIO, UsageError } from "./io.js";

interface CommandEntry {
  summary: string;
  load: () => Promise<CommandModule>;
}

/** Each command lives in its own module, loaded only when it is run (keeps start-up fast). */
const commands: Record<string, CommandEntry> = {
  check: {
    summary: "check the schema changes between two commits against their contracts (exit 1 on BLOCK)",
    load: () => import("./commands/check.js"),
  },
  publish: {
    summary: "publish the contracts a range of commits changed, with their Git provenance",
    load: () => import("./commands/publish.js"),
  },
  demo: {
    summary: "run the pull request check on a demo repository built from fixtures/demo",
    load: () => import("./commands/demo.js"),
  },
  diff: {
    summary: "print the changes between two versions of a schema file; exit 1 when any breaks a reader",
    load: () => import("./commands/diff.js"),
  },
  serve: {
    summary: "run the Data Contract Service (PGlite in --data-dir, or --database-url)",
    load: () => import("./commands/serve.js"),
  },
  keys: {
    summary: "create, list or revoke API keys of a workspace",
    load: () => import("./commands/keys.js"),
  },
  openapi: {
    summary: "print the OpenAPI 3.1 document of the service",
    load: () => import("./commands/openapi.js"),
  },
  schema: {
    summary: "read schema files into data assets and print them as JSON",
    load: () => import("./commands/schema.js"),
  },
  convert: {
    summary: "convert a contract file to ODCS v3 or back (--to odcs|contract-sync), naming what is dropped",
    load: () => import("./commands/convert.js"),
  },
};

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `usage: contract-sync <command> [options]\n\ncommands:\n${lines.join("\n")}\n`;
}

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  if (name === "--version" || name === "-V") {
    io.stdout(`${process.env.CONTRACT_SYNC_VERSION ?? "0.1.0"}\n`);
    return 0;
  }
  const entry = commands[name];
  if (!entry) {
    io.stderr(`contract-sync: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  try {
    const command = await entry.load();
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`contract-sync ${name}: ${error.message}\n`);
      return 2;
    }
    io.stderr(`contract-sync ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/** Entry point of dist/cli.js. */
export async function run(): Promise<void> {
  process.exitCode = await main(process.argv.slice(2));
}
