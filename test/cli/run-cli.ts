// Runs the real CLI from the sources, as a user's shell would (no rebuilt dist/ needed).
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CliIO } from "../../src/cli/io.js";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LOADER = join(ROOT, "scripts/register-ts.mjs");
const ENTRY = join(ROOT, "src/cli/index.ts");

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", LOADER, ENTRY, ...args],
      { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, encoding: "utf8", timeout: 170_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A folder with an executable `contract-sync` that runs the sources: put it first on PATH. */
export function cliOnPath(): string {
  const bin = mkdtempSync(join(tmpdir(), "contract-sync-bin-"));
  const shim = join(bin, "contract-sync");
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" --import "${LOADER}" "${ENTRY}" "$@"\n`);
  chmodSync(shim, 0o755);
  return bin;
}

/** In-process IO for main(): captures what a command prints. */
export function capture(cwd: string, env: NodeJS.ProcessEnv = {}): CliIO & { out: string; err: string } {
  const io = {
    out: "",
    err: "",
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
    env: { ...process.env, CONTRACT_SYNC_API_KEY: undefined, ...env },
    cwd,
  };
  return io;
}
