// Every ODCS fixture modelled on the standard's examples (fixtures/odcs/examples, v3.0.0 to
// v3.2.0): read without a validation error; bound by the configuration alone (no custom
// property), enforced on a pull request that breaks it and passed on a harmless one.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { main } from "../../src/cli/main.js";
import { ConfigRules, parseConfig } from "../../src/config/index.js";
import { parseContractFile } from "../../src/contracts/index.js";
import { odcsContextOf } from "../../src/contracts/odcs-binding.js";
import { ODCS_SCHEMAS, validateOdcs } from "../../src/contracts/odcs-schemas.js";
import { capture } from "../cli/run-cli.js";
import { TestRepo } from "../support/git-repo.js";
import { avroOfContract } from "./avro-of-contract.js";

const DIR = fileURLToPath(new URL("../../fixtures/odcs/examples/", import.meta.url));
const FIXTURES = readdirSync(DIR).filter((name) => name.endsWith(".odcs.yaml"));
const text = (name: string) => readFileSync(join(DIR, name), "utf8");
const documentOf = (name: string) => parse(text(name)) as Record<string, unknown>;
const hasSchema = (name: string) => Array.isArray(documentOf(name).schema);

/** The configuration an ODCS team writes: one binding per contract, to Avro files of the repository. */
function configText(names: readonly string[]): string {
  return stringify({
    version: 1,
    dataSource: "github.com/acme/odcs-fixtures",
    odcs: {
      bindings: names.map((name) => ({
        contract: String(documentOf(name).id),
        object: "*",
        file: "schemas/{name}.avsc",
        record: "fixtures.{name}",
        enforcementLevel: "BLOCK",
      })),
    },
  });
}

const rulesOf = (config: string) => new ConfigRules(parseConfig(config).config);

describe("the ODCS fixtures modelled on the standard's examples", () => {
  it("cover every apiVersion contract-sync reads, v3.0.0 to v3.2.0", () => {
    const versions = new Set(FIXTURES.map((name) => String(documentOf(name).apiVersion)));
    expect([...versions].sort()).toEqual(Object.keys(ODCS_SCHEMAS).sort());
  });

  it.each(FIXTURES)("%s is valid for the JSON Schema of its own apiVersion", (name) => {
    expect(validateOdcs(documentOf(name))).toEqual([]);
  });

  it.each(FIXTURES.filter(hasSchema))(
    "%s without a binding: each schema object is an error naming it and the binding to write",
    (name) => {
      const document = documentOf(name);
      const objects = document.schema as Array<{ name: string }>;
      const { contracts, diagnostics } = parseContractFile(text(name), `contracts/${name}`);
      if (name === "v3.1.0-full.odcs.yaml") {
        // Its postgres server binds it.
        expect(contracts.map((c) => c.contract.dataAssetResourceName)).toEqual([
          "postgres://orders-db.seller.example:5432:seller.public.orders",
          "postgres://orders-db.seller.example:5432:seller.public.line_items",
        ]);
        return;
      }
      expect(contracts).toEqual([]);
      const errors = diagnostics.filter((d) => d.severity === "error").map((d) => d.message);
      expect(errors).toEqual(
        objects.map((object, i) =>
          expect.stringContaining(
            `schema[${i}] "${object.name}" is the contract of no asset of this repository: add to .github/contract-sync.yml: odcs: { bindings: [ { contract: ${JSON.stringify(String(document.id))}, object: "${object.name}"`,
          ),
        ),
      );
    },
  );

  it.each(FIXTURES.filter((name) => !hasSchema(name)))(
    "%s has no schema object: listed as having nothing to enforce, not refused",
    (name) => {
      const { contracts, diagnostics } = parseContractFile(text(name), `contracts/${name}`);
      expect(contracts).toEqual([]);
      expect(diagnostics.map((d) => [d.severity, d.message])).toEqual([
        ["warning", "ODCS schema: the contract has no schema object: nothing to enforce on a pull request"],
      ]);
    },
  );

  it.each(FIXTURES.filter(hasSchema))(
    "%s with a binding: one contract per schema object, no error",
    (name) => {
      const objects = documentOf(name).schema as Array<{ name: string }>;
      const odcs = odcsContextOf(rulesOf(configText([name])));
      const { contracts, diagnostics } = parseContractFile(text(name), `contracts/${name}`, odcs);
      expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(contracts.map((c) => [c.contract.dataAssetResourceName, c.contract.enforcementLevel])).toEqual(
        objects.map((object) => [
          `avro://github.com/acme/odcs-fixtures:schemas/${object.name}.avsc:fixtures.${object.name}`,
          "BLOCK",
        ]),
      );
    },
  );

  it("the v3.2.0 additions approved after the 2026-06-03 snapshot (deprecated, vector) need the overlay", () => {
    const raw = JSON.parse(
      readFileSync(
        fileURLToPath(new URL("../../schemas/odcs/odcs-json-schema-v3.2.0-20260603.json", import.meta.url)),
        "utf8",
      ),
    );
    expect(ODCS_SCHEMAS["v3.2.0"]?.schema).not.toEqual(raw);
    const document = documentOf("v3.2.0-deprecated-vector.odcs.yaml");
    expect(validateOdcs(document)).toEqual([]);
    // Without `deprecated` and `vector`, the snapshot alone refuses nothing else of it.
    const props = (document.schema as Array<{ properties: Array<Record<string, unknown>> }>)[0]!.properties;
    const without = {
      ...document,
      schema: [
        {
          ...(document.schema as object[])[0],
          properties: props.filter((p) => p.logicalType !== "vector").map(({ deprecated: _d, ...p }) => p),
        },
      ],
    };
    expect(validateOdcs(without)).toEqual([]);
  });
});

/** A first required top-level field of each contract the fixture gives, by object. */
function contractsOf(name: string) {
  const odcs = odcsContextOf(rulesOf(configText([name])));
  return parseContractFile(text(name), `contracts/${name}`, odcs).contracts.map((c) => ({
    object: c.contract.dataAssetResourceName?.split(":").at(-1)?.replace("fixtures.", "") ?? "",
    schema: c.contract.schema as SchemaNode[],
  }));
}

function assetFiles(name: string, change?: (fields: SchemaNode[]) => SchemaNode[]) {
  const files: Record<string, string> = {};
  for (const [i, { object, schema }] of contractsOf(name).entries()) {
    const fields = i === 0 && change ? change(schema) : schema;
    files[`schemas/${object}.avsc`] = `${JSON.stringify(avroOfContract(object, fields), null, 2)}\n`;
  }
  return files;
}

const firstRequired = (fields: SchemaNode[]) => fields.find((f) => f.optional !== true)?.name ?? "";

async function check(name: string, change: (fields: SchemaNode[]) => SchemaNode[]) {
  const repo = TestRepo.init();
  repo.write({
    ".github/contract-sync.yml": configText([name]),
    [`contracts/${name}`]: text(name),
    ...assetFiles(name),
  });
  const base = repo.commit("base");
  repo.write(assetFiles(name, change));
  const head = repo.commit("head");
  const io = capture(repo.dir);
  const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
  repo.cleanup();
  return { code, report: io.out, err: io.err };
}

describe.sequential("a pull request against each bound ODCS fixture", () => {
  const results = new Map<
    string,
    { broken: Awaited<ReturnType<typeof check>>; harmless: Awaited<ReturnType<typeof check>>; field: string }
  >();
  const bound = FIXTURES.filter(hasSchema);

  beforeAll(async () => {
    for (const name of bound) {
      const field = firstRequired(contractsOf(name)[0]?.schema ?? []);
      const broken = await check(name, (fields) => fields.filter((f) => f.name !== field));
      const harmless = await check(name, (fields) => [
        ...fields,
        { name: "added_by_this_pull_request", type: "string", optional: true },
      ]);
      results.set(name, { broken, harmless, field });
    }
  }, 900_000);
  afterAll(() => results.clear());

  it.each(bound)("%s: removing a required field fails the check (exit 1), naming the field", (name) => {
    const result = results.get(name)!;
    expect(result.field).not.toBe("");
    expect(result.broken.code, result.broken.err).toBe(1);
    expect(result.broken.report).toContain("MISSING_REQUIRED_PROPERTY");
    expect(result.broken.report).toContain(`'${result.field}'`);
  });

  it.each(bound)("%s: adding an optional field passes (exit 0)", (name) => {
    const result = results.get(name)!;
    expect(result.harmless.code, `${result.harmless.err}${result.harmless.report}`).toBe(0);
  });
});
