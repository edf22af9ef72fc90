// Text from the repository reaches the CLI's stderr as one inert line, as it reaches the action's log.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { capture } from "./run-cli.js";

/** The lines a runner would read as workflow commands. */
function commandLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => /^\s*::/.test(line) || line.includes("##["));
}

describe("the CLI's stderr carries repository text inert", () => {
  it("a file name holding a line break and a workflow command is printed on one line, not as a command", async () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-sync-inert-"));
    try {
      const name = "orders\n::error::x ##[error]y\u001b[31m\u0007.avsc";
      writeFileSync(join(dir, name), "{ not json");
      const io = capture(dir);
      const code = await main(["schema", name], io);
      expect(code).toBe(1);
      expect(io.err).toContain("orders\\n::error::x ##\u200B[error]y\\u001b[31m\\u0007.avsc");
      expect(commandLines(io.err)).toEqual([]);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters
      expect(io.err.replace(/\n$/, "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("an error that quotes a file name is printed as inert lines", async () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-sync-inert-"));
    try {
      const io = capture(dir);
      expect(await main(["convert", "gone\u001b[2J\n::error::x.yaml", "--to", "odcs"], io)).toBe(2);
      expect(io.err).toBe("contract-sync convert: cannot read gone\\u001b[2J\\n::error::x.yaml: ENOENT\n");
      // A usage error keeps its usage lines after the inert message.
      const usage = capture(dir);
      expect(await main(["convert", "a.yaml", "--to", "odcs", "--bo\u001b[2Jgus"], usage)).toBe(2);
      const [first, ...rest] = usage.err.trimEnd().split("\n");
      expect(first).toBe("contract-sync convert: unknown argument '--bo\\u001b[2Jgus'");
      expect(rest.join("\n")).toContain("usage: contract-sync convert");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
