// A pull request that changes only a file another schema reads (an Avro named type's sibling, a
// Protobuf import, a JSON Schema $ref'd file) changes that schema's assets: they are read again
// and judged (src/sync/schema-dependents.ts; attack54 F3). Every format that reads other files,
// directly and through a file in between; a file that reads none of them is not read again.
import { describe, expect, it } from "vitest";
import { ConfigRules, defaultConfig, parseConfig } from "../../src/config/config.js";
import type { RepoFiles } from "../../src/git/files.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { type ChangeSet, classifyChanges, SourceMap } from "../../src/sync/asset-reads.js";
import { withSchemaDependents } from "../../src/sync/schema-dependents.js";

const avro = (name: string, fields: object[]) =>
  JSON.stringify({ type: "record", name, namespace: "acme", fields });
const proto = (imports: string[], body: string) =>
  `syntax = "proto3";\npackage acme;\n${imports.map((i) => `import "${i}";\n`).join("")}${body}\n`;
const json = (properties: object) => JSON.stringify({ type: "object", properties });

/** [format, the changed file's path and text at base and head, the repository's other files, those that read it]. */
type Case = [string, string, string, string, Record<string, string>, string[]];
const CASES: Case[] = [
  [
    "avro: a named type from a sibling .avsc",
    "s/customer.avsc",
    avro("Customer", [
      { name: "cid", type: "long" },
      { name: "name", type: "string" },
    ]),
    avro("Customer", [{ name: "cid", type: "long" }]),
    {
      "s/order.avsc": avro("Order", [{ name: "customer", type: "acme.Customer" }]),
      // Through a file in between: Invoice uses Order, which uses Customer.
      "s/invoice.avsc": avro("Invoice", [{ name: "order", type: "acme.Order" }]),
      "s/alone.avsc": avro("Alone", [{ name: "x", type: "long" }]),
      "t/other.avsc": avro("Other", [{ name: "x", type: "long" }]),
    },
    ["s/invoice.avsc", "s/order.avsc"],
  ],
  [
    "protobuf: an import",
    "p/customer.proto",
    proto([], "message Customer {\n  int64 cid = 1;\n  string name = 2;\n}"),
    proto([], "message Customer {\n  int64 cid = 1;\n}"),
    {
      "p/order.proto": proto(["p/customer.proto"], "message Order {\n  Customer customer = 1;\n}"),
      "q/invoice.proto": proto(["p/order.proto"], "message Invoice {\n  Order order = 1;\n}"),
      "p/alone.proto": proto([], "message Alone {\n  int64 x = 1;\n}"),
      // Names the file in a comment only: read, and found not to use it.
      "p/mention.proto": proto([], "// see customer.proto\nmessage Mention {\n  int64 x = 1;\n}"),
    },
    ["p/order.proto", "q/invoice.proto"],
  ],
  [
    "json_schema: a $ref to another file",
    "j/customer.json",
    json({ cid: { type: "integer" }, name: { type: "string" } }),
    json({ cid: { type: "integer" } }),
    {
      "j/order.json": json({ customer: { $ref: "customer.json" } }),
      "k/invoice.json": json({ order: { $ref: "../j/order.json" } }),
      "j/alone.json": json({ x: { type: "integer" } }),
    },
    ["j/order.json", "k/invoice.json"],
  ],
];

function repoFiles(files: Record<string, string>): RepoFiles {
  const source = memorySource(files);
  return { ...source, listAll: async (dir?: string) => (await source.listAll?.(dir)) ?? [] };
}

describe("the assets whose read uses a changed file are read and judged (F3)", () => {
  it.each(CASES)("%s", async (_, changed, before, after, others, expected) => {
    const { config, diagnostics } = parseConfig(
      "sources:\n  - glob: '**/*.avsc'\n    type: avro\n  - glob: '**/*.proto'\n    type: protobuf\n  - glob: '**/*.json'\n    type: json_schema\n",
      ".github/contract-sync.yml",
    );
    expect(diagnostics).toEqual([]);
    const rules = new ConfigRules(config);
    const sources = new SourceMap(rules, "x");
    const base = repoFiles({ ...others, [changed]: before });
    const head = repoFiles({ ...others, [changed]: after });
    const classified: ChangeSet = classifyChanges([{ path: changed, status: "modified" }], rules, sources);
    expect(classified.headTargets.map((t) => t.path)).toEqual([changed]);
    const changes = await withSchemaDependents(classified, sources, { base, head });
    for (const targets of [changes.baseTargets, changes.headTargets])
      expect(targets.map((t) => t.path).sort()).toEqual([changed, ...expected].sort());
  });

  it("reads nothing more when no changed file is one another schema could read", async () => {
    const rules = new ConfigRules(defaultConfig());
    const sources = new SourceMap(rules, "x");
    const classified = classifyChanges([{ path: "README.md", status: "modified" }], rules, sources);
    const untouchable = { listAll: async () => expect.fail("listed") } as unknown as RepoFiles;
    const changes = await withSchemaDependents(classified, sources, { base: untouchable, head: untouchable });
    expect(changes).toBe(classified);
  });
});
