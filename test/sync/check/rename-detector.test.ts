// One rename detector (compliance/renames.ts probableRenames) feeds both what the check enforces
// (PROBABLE_RENAME: sync/check/renames.ts) and what it shows (the changes section: diffAssets with
// renames, then outside-contracts.ts for a contracted asset). For every form a rename takes, each
// side read by its format's real reader, both say the same: which field became which, or neither.
import { afterAll, describe, expect, it } from "vitest";
import type { SourceType } from "../../../src/api/source-types.js";
import { diffAssets } from "../../../src/compliance/diff-assets.js";
import type { AssetCheck, UncontractedChange } from "../../../src/outcome/model.js";
import { closeReaders, type ReadAsset } from "../../../src/schema/index.js";
import { outsideContracts } from "../../../src/sync/check/outside-contracts.js";
import { withRenames } from "../../../src/sync/check/renames.js";
import { readOneAsset } from "../../support/read-one-asset.js";

afterAll(async () => {
  await closeReaders();
});

const read = readOneAsset;

const avro = (fields: object[]) =>
  JSON.stringify({ type: "record", name: "Order", namespace: "acme", fields });
const proto = (body: string) => `syntax = "proto3";\npackage acme;\nmessage Order {\n${body}\n}\n`;
const jsonSchema = (properties: Record<string, object>) =>
  JSON.stringify({ type: "object", title: "Order", properties });
const java = (line: string) =>
  `package acme;\npublic class Order {\n  public long id;\n  ${line}\n  public double total;\n}\n`;
const USERS = "CREATE TABLE users (id bigint PRIMARY KEY, email text NOT NULL, name text);\n";

interface Form {
  name: string;
  sourceType: SourceType;
  path: string;
  base: string;
  head: string;
  /** The rename both consumers must name, or none. */
  renamed?: { from: string; to: string } | undefined;
}

const FORMS: Form[] = [
  {
    name: "SQL RENAME COLUMN",
    sourceType: "postgres",
    path: "db/users.sql",
    base: USERS,
    head: `${USERS}ALTER TABLE users RENAME COLUMN email TO email_address;\n`,
    renamed: { from: "email", to: "email_address" },
  },
  {
    name: "SQL column renamed in place in CREATE TABLE",
    sourceType: "postgres",
    path: "db/users.sql",
    base: USERS,
    head: "CREATE TABLE users (id bigint PRIMARY KEY, mail text NOT NULL, name text);\n",
    renamed: { from: "email", to: "mail" },
  },
  {
    name: "Avro alias",
    sourceType: "avro",
    path: "o.avsc",
    base: avro([
      { name: "id", type: "long" },
      { name: "customer", type: "string" },
    ]),
    head: avro([
      { name: "id", type: "long" },
      { name: "buyer", type: "string", aliases: ["customer"] },
    ]),
    renamed: { from: "customer", to: "buyer" },
  },
  {
    name: "Avro, same type at the same place",
    sourceType: "avro",
    path: "o.avsc",
    base: avro([
      { name: "id", type: "long" },
      { name: "customer", type: "string" },
      { name: "total", type: "double" },
    ]),
    head: avro([
      { name: "id", type: "long" },
      { name: "buyer", type: "string" },
      { name: "total", type: "double" },
    ]),
    renamed: { from: "customer", to: "buyer" },
  },
  {
    name: "Protobuf, same number, new name",
    sourceType: "protobuf",
    path: "o.proto",
    base: proto("  int64 id = 1;\n  string customer = 2;"),
    head: proto("  int64 id = 1;\n  string buyer = 2;"),
    renamed: { from: "customer", to: "buyer" },
  },
  {
    name: "JSON Schema property renamed in place",
    sourceType: "json_schema",
    path: "o.schema.json",
    base: jsonSchema({ id: { type: "integer" }, customer: { type: "string" }, total: { type: "number" } }),
    head: jsonSchema({ id: { type: "integer" }, buyer: { type: "string" }, total: { type: "number" } }),
    renamed: { from: "customer", to: "buyer" },
  },
  {
    name: "a code model (Java) field renamed in place",
    sourceType: "java",
    path: "Order.java",
    base: java("public String customer;"),
    head: java("public String buyer;"),
    renamed: { from: "customer", to: "buyer" },
  },
  {
    name: "no rename: two fields removed, one added",
    sourceType: "avro",
    path: "o.avsc",
    base: avro([
      { name: "id", type: "long" },
      { name: "customer", type: "string" },
      { name: "note", type: "string" },
    ]),
    head: avro([
      { name: "id", type: "long" },
      { name: "buyer", type: "string" },
    ]),
  },
];

/** The rule's side: the contract names `from`, the head lacks it; which field does the check say it became? */
function ruleSays(form: Form, base: ReadAsset, head: ReadAsset, missing: string): AssetCheck {
  const check: AssetCheck = {
    asset: head.resourceName,
    file: head.file,
    contract: { name: "orders", enforcementLevel: "BLOCK" },
    violations: [
      { field: missing, violationType: "MISSING_REQUIRED_PROPERTY", message: `${missing} is missing` },
    ],
  };
  const [renamed] = withRenames([check], { base: [base], head: [head] });
  if (!renamed) throw new Error(form.name);
  return renamed;
}

/** The changes section's side: the asset's changes as the check lists them. */
function changesSay(base: ReadAsset, head: ReadAsset): UncontractedChange {
  const [diff] = diffAssets([base], [head], { renames: true });
  if (!diff) throw new Error("no diff");
  return { asset: diff.asset, sourceType: diff.sourceType, status: diff.status, changes: diff.changes };
}

describe("one rename detector: the rule and the changes section agree", () => {
  it.each(FORMS)("$name", async (form) => {
    const [base, head] = [
      await read(form.sourceType, form.path, form.base),
      await read(form.sourceType, form.path, form.head),
    ];
    const missing = form.renamed?.from ?? "customer";
    const check = ruleSays(form, base, head, missing);
    const rule = check.violations[0]?.rename;
    const changes = changesSay(base, head).changes;
    const shown = changes
      .filter((c) => c.kind === "FIELD_RENAMED")
      .map((c) => ({ from: c.before, to: c.field }));

    expect(rule ? { from: missing, to: rule.to } : undefined).toEqual(form.renamed);
    expect(shown).toEqual(form.renamed ? [form.renamed] : []);
    if (form.renamed) {
      // Neither name is shown again as a field removed or added.
      const { from, to } = form.renamed;
      expect(
        changes.filter(
          (c) =>
            (c.kind === "FIELD_REMOVED" && c.field === from) || (c.kind === "FIELD_ADDED" && c.field === to),
        ),
      ).toEqual([]);
      // On a contracted asset, the change the rule reports is not listed again beside the contract.
      const beside = outsideContracts([changesSay(base, head)], [check]).flatMap((c) => c.changes);
      expect(beside.filter((c) => c.field === from || c.field === to)).toEqual([]);
    }
  });
});
