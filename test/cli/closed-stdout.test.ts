import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLOSED_PIPE_EXIT } from "../../src/cli/io.js";
import { ROOT } from "./run-cli.js";

/** More schema output than a pipe buffers (64 KiB), so the CLI is still writing when the reader goes. */
function folderOfRecords(): string {
  const dir = mkdtempSync(join(tmpdir(), "closed-stdout-"));
  for (let r = 0; r < 60; r++) {
    const fields = Array.from({ length: 50 }, (_, i) => ({ name: `field_${i}`, type: "string" }));
    writeFileSync(join(dir, `r${r}.avsc`), JSON.stringify({ type: "record", name: `Record${r}`, fields }));
  }
  return dir;
}

/** `contract-sync schema <dir> | head -c 1`: the reader takes one chunk and closes its end. */
function schemaIntoClosedPipe(
  dir: string,
): Promise<{ code: number | null; stderr: string; firstChunk: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", join(ROOT, "scripts/register-ts.mjs"), join(ROOT, "src/cli/index.ts"), "schema", dir],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let stderr = "";
    let firstChunk = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.stdout.once("data", (chunk) => {
      firstChunk = String(chunk);
      child.stdout.destroy();
    });
    child.on("close", (code) => resolve({ code, stderr, firstChunk }));
  });
}

describe("a closed stdout (issue 32)", () => {
  it("ends `schema` quietly with the closed-pipe status, no stack trace", async () => {
    const { code, stderr, firstChunk } = await schemaIntoClosedPipe(folderOfRecords());
    expect(firstChunk.length).toBeGreaterThan(0);
    expect(stderr).not.toMatch(/EPIPE|Unhandled|at /);
    expect(code).toBe(CLOSED_PIPE_EXIT);
  }, 60_000);
});
