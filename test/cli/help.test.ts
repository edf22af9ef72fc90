// --help on every command and subcommand, unknown flags, through the command table.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, type CommandSpec } from "../../src/cli/command-table.js";
import { closest } from "../../src/cli/help.js";
import { main } from "../../src/cli/main.js";
import { capture, ROOT, runCli } from "./run-cli.js";

const leaves: Array<{ path: string[]; spec: CommandSpec }> = COMMANDS.flatMap((c) => [
  { path: [c.name], spec: c },
  ...(c.subcommands ?? []).map((s) => ({ path: [c.name, s.name], spec: s })),
]);

describe("contract-sync --help", () => {
  it.each(leaves.map((l) => [l.path.join(" "), l] as const))(
    "%s --help and -h print usage, every flag described and the exit codes, exit 0",
    async (_name, { path, spec }) => {
      for (const flag of ["--help", "-h"]) {
        const io = capture(ROOT);
        expect(await main([...path, flag], io)).toBe(0);
        expect(io.out).toContain(`usage: contract-sync ${path.join(" ")}`);
        for (const f of spec.flags) {
          const line = io.out.split("\n").find((l) => l.includes(`--${f.name}`) && l.includes(f.description));
          expect(line, `--${f.name} described in ${path.join(" ")} --help`).toBeDefined();
        }
        expect(io.out).toMatch(/exit codes:\n\s+0 .+\n\s+1 .+\n\s+2 +usage or setup error/);
        expect(io.err).toBe("");
      }
    },
  );

  it("demo --help runs no demo (real process: no temp repository, nothing checked)", async () => {
    const before = readdirSync(tmpdir()).filter((n) => n.startsWith("contract-sync-demo-")).length;
    const run = await runCli(["demo", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("usage: contract-sync demo");
    expect(run.stderr).toBe("");
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith("contract-sync-demo-")).length).toBe(before);
  });

  it("an unknown flag exits 2 with the usage line and the closest flag (real process)", async () => {
    const run = await runCli(["check", "--fromat", "sarif"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("unknown argument '--fromat' (did you mean --format?)");
    expect(run.stderr).toContain("usage: contract-sync check [--repo DIR]");
    const far = await runCli(["keys", "create", "--xyzzy-plugh"]);
    expect(far.code).toBe(2);
    expect(far.stderr).toContain("unknown argument '--xyzzy-plugh'");
    expect(far.stderr).not.toContain("did you mean");
  });

  it("unknown commands and subcommands, values outside the choices, exit 2", async () => {
    const cmd = capture(ROOT);
    expect(await main(["chek"], cmd)).toBe(2);
    expect(cmd.err).toContain("unknown command 'chek' (did you mean check?)");
    const sub = capture(ROOT);
    expect(await main(["keys", "craete"], sub)).toBe(2);
    expect(sub.err).toContain("unknown subcommand 'craete' (did you mean create?)");
    const failOn = capture(ROOT);
    expect(await main(["check", "--fail-on", "sometimes"], failOn)).toBe(2);
    expect(failOn.err).toContain("--fail-on must be one of never, alert, block; got 'sometimes'");
    const positional = capture(ROOT);
    expect(await main(["publish", "extra"], positional)).toBe(2);
    expect(positional.err).toContain("unexpected argument 'extra'");
  });

  it("serve and diff, which parse their own flags, accept every flag the table gives them", async () => {
    // Every flag gets past the table and the command's own parser; the bad port is serve's own check.
    const serve = capture(ROOT);
    const args = [
      "serve",
      "--host",
      "127.0.0.1",
      "--port",
      "70000",
      "--data-dir",
      "x",
      "--database-url",
      "postgres://h/db",
    ];
    args.push("--allow-private-webhooks", "--log-level", "info", "--rate-limit", "0", "--body-limit", "1024");
    args.push("--pool-size", "4", "--pool-acquire-timeout-ms", "1000", "--statement-timeout-ms", "0");
    const configDir = mkdtempSync(join(tmpdir(), "cs-serve-config-"));
    writeFileSync(join(configDir, "serve.yaml"), "log-level: warn\n");
    args.push("--webhook-lease-ms", "60000", "--catalog-public", "--config", join(configDir, "serve.yaml"));
    const serveSpec = COMMANDS.find((c) => c.name === "serve");
    for (const flag of serveSpec?.flags ?? []) expect(args).toContain(`--${flag.name}`);
    expect(await main(args, serve)).toBe(2);
    expect(serve.err).toContain("--port must be an integer 0-65535, got '70000'");
    rmSync(configDir, { recursive: true, force: true });
    const diff = capture(ROOT);
    expect(await main(["diff", "--type", "avro", "only-one.avsc"], diff)).toBe(2);
    expect(diff.err).toContain("usage: contract-sync diff <old-file> <new-file>");
  });

  it("the top-level help lists every command; help COMMAND prints its help", async () => {
    const io = capture(ROOT);
    expect(await main(["--help"], io)).toBe(0);
    for (const c of COMMANDS)
      expect(io.out.split("\n").some((l) => l.startsWith(`  ${c.name} `) && l.endsWith(c.summary))).toBe(
        true,
      );
    const topic = capture(ROOT);
    expect(await main(["help", "serve"], topic)).toBe(0);
    expect(topic.out).toContain("--allow-private-webhooks");
  });

  it("suggests by edit distance, and nothing for a word far from all", () => {
    expect(closest("fromat", ["format", "fail-on", "repo"])).toBe("format");
    expect(closest("bse", ["base", "head"])).toBe("base");
    expect(closest("xyzzy-plugh", ["format", "fail-on"])).toBeUndefined();
  });
});
