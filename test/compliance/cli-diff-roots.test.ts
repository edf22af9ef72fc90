import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

/* `contract-sync diff` on files laid out as real repositories lay them out. */

let dir = "";

const MONEY = 'syntax = "proto3";\npackage acme.common;\nmessage Money { int64 units = 1; }\n';
const order = (type: string, extra = "") =>
  `syntax = "proto3";\npackage acme.orders;\nimport "acme/common/money.proto";\nmessage Order { acme.common.Money total = 1; ${type} note = 2;${extra} }\n`;
const record = (fields: unknown[]) => JSON.stringify({ type: "record", name: "User", fields }, null, 2);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cli-diff-roots-"));
  const files: Record<string, string> = {
    "repo/buf.yaml": "version: v2\nmodules:\n  - path: proto\n  - path: vendor/proto\n",
    "repo/vendor/proto/acme/common/money.proto": MONEY,
    "repo/proto/acme/orders/order.proto": order("string"),
    "repo/next/acme/orders/order.proto": order("string", " string channel = 3;"),
    "loose/acme/orders/order.proto": order("int32"),
    "includes/acme/common/money.proto": MONEY,
    // Two checkouts of one history side by side (googleapis, envoy, xds): no buf.yaml in them.
    "trees/old/acme/common/money.proto": MONEY,
    "trees/old/acme/orders/order.proto": order("string"),
    "trees/new/acme/common/money.proto": MONEY,
    "trees/new/acme/orders/order.proto": order("int64"),
    "avro/old.avsc": record([{ name: "id", type: "string" }]),
    "avro/added-required.avsc": record([
      { name: "id", type: "string" },
      { name: "email", type: "string" },
    ]),
    "avro/removed-optional.avsc": record([]),
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
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
  return {
    code,
    stdout,
    stderr,
    changes: stdout ? (JSON.parse(stdout) as Array<Record<string, unknown>>) : [],
  };
}

describe("contract-sync diff: import roots", () => {
  it("resolves imports from the module roots of the repository's buf.yaml", async () => {
    const result = await diff("repo/proto/acme/orders/order.proto", "repo/next/acme/orders/order.proto");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.changes).toEqual([
      expect.objectContaining({ field: "channel", kind: "FIELD_ADDED", breaking: false }),
    ]);
  });

  it("takes protoc-style -I roots, and exits 2 naming the import without them", async () => {
    const without = await diff("loose/acme/orders/order.proto", "repo/proto/acme/orders/order.proto");
    expect(without.code).toBe(2);
    expect(without.stderr).toContain('import "acme/common/money.proto" not found');
    const withRoots = await diff(
      "-I",
      "loose",
      "-I",
      "includes",
      "loose/acme/orders/order.proto",
      "repo/proto/acme/orders/order.proto",
    );
    expect(withRoots.stderr).toBe("");
    expect(withRoots.code).toBe(1); // int32 -> string
    expect(withRoots.changes).toEqual([
      expect.objectContaining({ field: "note", kind: "TYPE_CHANGED", breaking: true }),
    ]);
  });
});

describe("contract-sync diff: the import root of a .proto without buf configuration", () => {
  it("reads each side from where its package path starts", async () => {
    const result = await diff("trees/old/acme/orders/order.proto", "trees/new/acme/orders/order.proto");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(1);
    expect(result.changes).toEqual([
      expect.objectContaining({
        asset: expect.stringContaining("acme/orders/order.proto:acme.orders.Order"),
        field: "note",
        breaking: true,
      }),
    ]);
  });
});

describe("contract-sync diff --compat", () => {
  it("judges backward by default, forward and full on request, as schema registries do", async () => {
    // A required field added: new readers cannot read old data (backward breaks); old readers skip it.
    const added = ["avro/old.avsc", "avro/added-required.avsc"];
    expect((await diff(...added)).code).toBe(1);
    expect((await diff(...added, "--compat", "forward")).code).toBe(0);
    expect((await diff(...added, "--compat", "full")).code).toBe(1);
    // A field without default removed: new readers ignore it; old readers miss it (forward breaks).
    const removed = ["avro/old.avsc", "avro/removed-optional.avsc"];
    expect((await diff(...removed)).code).toBe(0);
    const forward = await diff(...removed, "--compat", "forward");
    expect(forward.code).toBe(1);
    expect(forward.changes).toEqual([
      expect.objectContaining({ kind: "FIELD_REMOVED", field: "id", breaking: true }),
    ]);
    expect((await diff(...removed, "--compat", "full")).code).toBe(1);
    expect((await diff(...removed, "--compat", "sideways")).stderr).toContain("unknown --compat 'sideways'");
  });
});
