// Every ODCS fixture modelled on the standard's examples (fixtures/odcs/examples, v3.0.0 to
// v3.2.0): read without a validation error; bound by the configuration alone (no custom
// property), enforced on a pull request that breaks it and passed on a harmless one.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
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

/** The folder of a fixture's Avro files when every fixture shares one repository (object names repeat). */
const folderOf = (name: string) => `schemas/${name.replace(/\.odcs\.yaml$/, "")}`;

/**
 * The configuration an ODCS team writes: one binding per contract, to Avro files of the repository
 * (in `schemas/`, or in a folder per fixture when several share the repository).
 */
function configText(names: readonly string[], folder: (name: string) => string = () => "schemas"): string {
  return stringify({
    version: 1,
    dataSource: "github.com/acme/odcs-fixtures",
    odcs: {
      bindings: names.map((name) => ({
        contract: String(documentOf(name).id),
        object: "*",
        file: `${folder(name)}/{name}.avsc`,
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

/** The Avro files of every fixture, each in its own folder; `change` rewrites each fixture's first object. */
function assetFiles(names: readonly string[], change?: (fields: SchemaNode[], name: string) => SchemaNode[]) {
  const files: Record<string, string> = {};
  for (const name of names) {
    for (const [i, { object, schema }] of contractsOf(name).entries()) {
      const fields = i === 0 && change ? change(schema, name) : schema;
      files[`${folderOf(name)}/${object}.avsc`] =
        `${JSON.stringify(avroOfContract(object, fields), null, 2)}\n`;
    }
  }
  return files;
}

const firstRequired = (fields: SchemaNode[]) => fields.find((f) => f.optional !== true)?.name ?? "";

interface CheckJson {
  report: { checks: { asset: string; violations: { field: string; rule?: string; ruleId?: string }[] }[] };
}

// One repository holds every bound fixture (a folder each): one pull request breaks the first object
// of each, another adds an optional field to each; each fixture's asset is then judged on its own.
describe.sequential("a pull request against each bound ODCS fixture", () => {
  const bound = FIXTURES.filter(hasSchema);
  const field = new Map(bound.map((name) => [name, firstRequired(contractsOf(name)[0]?.schema ?? [])]));
  const assetOf = (name: string) =>
    `avro://github.com/acme/odcs-fixtures:${folderOf(name)}/${contractsOf(name)[0]?.object}.avsc:fixtures.${contractsOf(name)[0]?.object}`;
  let broken: { code: number; json: CheckJson; out: string; err: string };
  let harmless: typeof broken;

  beforeAll(async () => {
    const repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": configText(bound, folderOf),
      ...Object.fromEntries(bound.map((name) => [`contracts/${name}`, text(name)])),
      ...assetFiles(bound),
    });
    const base = repo.commit("base");
    const check = async (branch: string, change: (fields: SchemaNode[], name: string) => SchemaNode[]) => {
      repo.git(["checkout", "-q", "-b", branch, base]);
      repo.write(assetFiles(bound, change));
      const head = repo.commit(branch);
      const io = capture(repo.dir);
      const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
      return { code, json: JSON.parse(io.out) as CheckJson, out: io.out, err: io.err };
    };
    broken = await check("broken", (fields, name) => fields.filter((f) => f.name !== field.get(name)));
    harmless = await check("harmless", (fields) => [
      ...fields,
      { name: "added_by_this_pull_request", type: "string", optional: true },
    ]);
    repo.cleanup();
  }, 300_000);

  it("removing a required field of every fixture fails the check (exit 1)", () => {
    expect(broken.code, broken.err).toBe(1);
    expect(broken.out).toContain("MISSING_REQUIRED_PROPERTY");
  });

  it.each(bound)("%s: removing a required field is a violation of its asset, naming the field", (name) => {
    expect(field.get(name)).not.toBe("");
    const check = broken.json.report.checks.find((c) => c.asset === assetOf(name));
    expect(check, `no check of ${assetOf(name)}`).toBeDefined();
    expect(check?.violations.map((v) => v.field)).toContain(field.get(name));
  });

  it("adding an optional field to every fixture passes (exit 0) with no violation", () => {
    expect(harmless.code, `${harmless.err}${harmless.out}`).toBe(0);
    for (const name of bound) {
      const check = harmless.json.report.checks.find((c) => c.asset === assetOf(name));
      expect(check, `no check of ${assetOf(name)}`).toBeDefined();
      expect(check?.violations).toEqual([]);
    }
  });
});
