import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cli-diff-"));
  const files: Record<string, string> = {
    "old.sql": "CREATE TABLE orders (\n  id integer NOT NULL,\n  note varchar(50)\n);\n",
    "narrow.sql": "CREATE TABLE orders (\n  id bigint NOT NULL,\n  note varchar(20)\n);\n",
    "wide.sql": "CREATE TABLE orders (\n  id bigint NOT NULL,\n  note varchar(100),\n  extra text\n);\n",
    "old.json": JSON.stringify({ type: "struct", fields: [{ name: "a", type: "int32" }] }),
    "new.json": JSON.stringify({ type: "struct", fields: [{ name: "a", type: "int64" }] }),
    "broken.sql": "CREATE TABLE orders (id integer NOT NULL,, note text);\n",
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function diff(...args: string[]) {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: {},
    cwd: dir,
  };
  const code = await main(["diff", ...args], io);
  return { code, stdout, stderr };
}

describe("contract-sync diff", () => {
  it("prints breaking SQL changes as JSON and exits 1", async () => {
    const { code, stdout } = await diff("old.sql", "narrow.sql");
    expect(code).toBe(1);
    const changes = JSON.parse(stdout) as Array<{
      field: string;
      kind: string;
      breaking: boolean;
      asset: string;
    }>;
    expect(changes.map((c) => [c.field, c.kind, c.breaking])).toEqual(
      expect.arrayContaining([
        ["id", "TYPE_CHANGED", false],
        ["note", "CONSTRAINT_CHANGED", true],
      ]),
    );
    expect(changes[0]?.asset).toMatch(/^postgres:\/\/local:.*orders$/);
  });

  it("exits 0 when every change is compatible", async () => {
    const { code, stdout } = await diff("old.sql", "wide.sql");
    expect(code).toBe(0);
    const changes = JSON.parse(stdout) as Array<{ field: string; breaking: boolean }>;
    expect(changes.some((c) => c.field === "extra")).toBe(true);
    expect(changes.every((c) => !c.breaking)).toBe(true);
  });

  it("reads schema trees in JSON with --type", async () => {
    expect((await diff("old.json", "new.json", "--type", "avro")).code).toBe(0);
    expect((await diff("new.json", "old.json", "--type", "avro")).code).toBe(1);
  });

  it("exits 2 naming the file that cannot be read", async () => {
    const missing = await diff("old.sql", "nope.sql");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("nope.sql: error: no such file");
    const broken = await diff("old.sql", "broken.sql");
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/broken\.sql:1: error/);
    expect((await diff("old.sql")).code).toBe(2);
    expect((await diff("a", "b", "--type", "cobol")).stderr).toContain("unknown --type 'cobol'");
  });
});
