// ODCS v3 and Gable contract files read as contract-sync contracts, and convert both ways.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { main } from "../../src/cli/main.js";
import { ConfigRules, defaultConfig } from "../../src/config/index.js";
import { formatDiagnostic } from "../../src/config/yaml-diagnostics.js";
import { convertContractText } from "../../src/contracts/convert.js";
import { loadContracts, parseContractFile, toContractCreate } from "../../src/contracts/index.js";
import { validateOdcs } from "../../src/contracts/odcs.js";
import { workingTreeFiles } from "../../src/git/files.js";
import { capture } from "../cli/run-cli.js";
import { TestRepo, tempDir } from "../support/git-repo.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const ODCS_FIXTURES = ["orders.odcs.yaml", "order-created.odcs.yaml", "customers.odcs.yaml"];

function creates(path: string, as = "contracts/x.yaml") {
  const { contracts, diagnostics } = parseContractFile(read(path), as);
  expect(diagnostics.filter((d) => d.severity === "error").map(formatDiagnostic)).toEqual([]);
  return contracts.map((c) => toContractCreate(c));
}

describe("ODCS v3 contracts", () => {
  it("the example contracts are valid for ODCS's published JSON Schema", () => {
    for (const name of ODCS_FIXTURES)
      expect(validateOdcs(parse(read(`fixtures/odcs/${name}`))), name).toEqual([]);
  });

  it("an ODCS contract gives the same ContractCreate as its native equivalent", () => {
    expect(creates("fixtures/odcs/orders.odcs.yaml")).toEqual(
      creates("fixtures/odcs/orders.contract-sync.yaml"),
    );
    expect(creates("fixtures/odcs/order-created.odcs.yaml")[0]).toMatchObject({
      id: "0a7e5c34-91b2-4d6f-b8a3-5e2c7d9f1b40",
      enforcementLevel: "ALERT",
      contractSpec: {
        dataAssetResourceName:
          "avro://github.com/acme/shop:schemas/order_created.avsc:com.acme.shop.OrderCreated",
        schema: [
          { name: "order_id", type: "int64" },
          { name: "customer_email", type: "string", optional: true, constraints: { pii: true } },
          { name: "channel", type: "enum", constraints: { symbols: ["WEB", "APP", "STORE"] } },
          { name: "created_at", type: "timestamp64" },
        ],
      },
    });
  });

  it("carries a contract's consumers both ways (the document's custom property) into the published spec", () => {
    const consumers = [
      { name: "finance nightly report", team: "@acme/finance", contact: "#finance" },
      { name: "churn model" },
    ];
    const native = `${read("fixtures/odcs/orders.contract-sync.yaml")}consumers:\n  - name: finance nightly report\n    team: "@acme/finance"\n    contact: "#finance"\n  - name: churn model\n`;
    const odcs = convertContractText(native, "contracts/orders.yaml", "odcs");
    expect(odcs.diagnostics).toEqual([]);
    expect(validateOdcs(parse(odcs.output))).toEqual([]);
    expect(parse(odcs.output).customProperties).toContainEqual({ property: "consumers", value: consumers });
    const back = parseContractFile(odcs.output, "contracts/orders.odcs.yaml");
    expect(back.contracts.map((c) => toContractCreate(c).contractSpec.consumers)).toEqual([consumers]);
    const wrong = parseContractFile(
      `${read("fixtures/odcs/orders.contract-sync.yaml")}consumers:\n  - team: nobody\n`,
      "c.yaml",
    );
    expect(wrong.diagnostics.filter((d) => d.severity === "error")).not.toEqual([]);
  });

  it("one contract per schema object, named from servers + physicalName, with stable derived ids", () => {
    const [customers, addresses] = creates("fixtures/odcs/customers.odcs.yaml");
    expect(customers).toMatchObject({
      status: "DRAFT",
      contractSpec: {
        name: "crm.customers",
        namespace: "crm",
        dataAssetResourceName: "postgres://crm-db.internal:5432:crm.public.customers",
      },
    });
    expect(addresses?.contractSpec.dataAssetResourceName).toBe(
      "postgres://crm-db.internal:5432:crm.public.customer_addresses",
    );
    expect(customers?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(customers?.id).not.toBe(addresses?.id);
    expect(creates("fixtures/odcs/customers.odcs.yaml")[0]?.id).toBe(customers?.id); // stable
    expect(customers?.contractSpec.schema).toEqual([
      { name: "customer_id", type: "uuid", constraints: { primaryKey: true } },
      {
        name: "email",
        type: "string",
        constraints: { maxLength: 320, unique: true, classification: "pii", pii: true },
      },
      {
        name: "tags",
        type: "list",
        optional: true,
        fields: [{ name: "element", type: "string", optional: true }],
      },
    ]);
  });

  it("an ODCS file that breaks the standard's schema is reported, naming file and path", () => {
    const text = read("fixtures/odcs/orders.odcs.yaml").replace("logicalType: integer", "logicalType: int");
    const { contracts, diagnostics } = parseContractFile(text, "contracts/orders.odcs.yaml");
    expect(contracts).toEqual([]);
    expect(diagnostics.map(formatDiagnostic)).toContainEqual(
      expect.stringMatching(
        /^contracts\/orders\.odcs\.yaml:3: error: ODCS schema: \/schema\/0\/properties\/0\/logicalType: must be equal to one of the allowed values/,
      ),
    );
  });

  it("an ODCS v2 file is refused by name, not read as a native contract with unknown keys", () => {
    const text = read("fixtures/odcs/orders.odcs.yaml").replace("apiVersion: v3.1.0", "apiVersion: v2.2.2");
    expect(parseContractFile(text, "o.yaml").diagnostics.map(formatDiagnostic)).toEqual([
      "o.yaml:3: error: ODCS apiVersion v2.2.2 is not supported: contract-sync reads ODCS v3.0.0, v3.0.1, v3.0.2, v3.1.0, v3.2.0",
    ]);
  });

  it("a schema object bound to no asset is an error naming it and the binding to write, not a contract that checks nothing", () => {
    const text = read("fixtures/odcs/order-created.odcs.yaml").replace(
      / {4}customProperties:\n {6}- property: contractSyncResourceName\n.*\n/,
      "",
    );
    const { contracts, diagnostics } = parseContractFile(text, "c.yaml");
    expect(contracts).toEqual([]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'ODCS schema[0] "OrderCreated" is the contract of no asset of this repository: add to .github/contract-sync.yml: odcs: { bindings: [ { contract: "0a7e5c34-91b2-4d6f-b8a3-5e2c7d9f1b40", object: "OrderCreated", resource: "<resource name as contract-sync schema prints it>" } ] } (or file: <schema file> with record/table); server events-prod (kafka): topic "order-created" is matched to the repository\'s schema files, not read here; a server the document names binds it too (postgres, mysql, sqlserver by host; kafka, kinesis, pubsub by the repository\'s Avro, Protobuf or JSON Schema schema its topic names), as does the custom property contractSyncResourceName',
    ]);
  });
});

describe("Gable contract files", () => {
  it("reads spec-version files, mapping Gable's type names and list/map children", () => {
    const { contracts, diagnostics } = parseContractFile(
      read("fixtures/odcs/gable-vehicle-location.yaml"),
      "g.yaml",
    );
    expect(diagnostics).toEqual([]);
    expect(contracts[0]?.format).toBe("gable");
    expect(contracts[0]?.contract.schema).toEqual([
      {
        name: "agencyId",
        type: "string",
        doc: "The transit agency that operates the route.",
        constraints: { gableType: "string32" },
      },
      { name: "timestamp", type: "int64" },
      { name: "latitude", type: "float32" },
      { name: "stops", type: "list", fields: [{ name: "element", type: "string" }] },
      {
        name: "attributes",
        type: "map",
        fields: [
          { name: "key", type: "string" },
          { name: "value", type: "int32" },
        ],
      },
    ]);
  });

  it("warns about an unknown spec-version and a non-e-mail owner instead of refusing the file", () => {
    const text = read("fixtures/odcs/gable-vehicle-location.yaml")
      .replace("spec-version: 0.1.0", "spec-version: 0.2.0")
      .replace("owner: transit-data@acme.example", "owner: Chad Gable");
    const { contracts, diagnostics } = parseContractFile(text, "g.yaml");
    expect(contracts).toHaveLength(1);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^g\.yaml:2: warning: Gable spec-version: 0\.2\.0 is not a Gable spec version/),
      'g.yaml:2: warning: Gable owner: "Chad Gable" is not an e-mail address; left out',
    ]);
  });
});

describe("mixed repositories", () => {
  it("native, ODCS and Gable files load side by side", async () => {
    const dir = tempDir("mixed");
    // The examples folder is tested on its own (odcs-examples.test.ts): bound by a configuration.
    cpSync(join(ROOT, "fixtures/odcs"), join(dir, "contracts"), {
      recursive: true,
      filter: (source) => !source.includes("/examples"),
    });
    rmSync(join(dir, "contracts/orders.contract-sync.yaml")); // same id as orders.odcs.yaml
    cpSync(join(ROOT, "fixtures/contracts/events.yml"), join(dir, "contracts/events.yml"));
    const { contracts, diagnostics } = await loadContracts(
      workingTreeFiles(dir),
      new ConfigRules(defaultConfig()),
    );
    rmSync(dir, { recursive: true, force: true });
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(contracts.map((c) => `${c.file} ${c.format} ${c.contract.name}`)).toEqual([
      "contracts/customers.odcs.yaml odcs crm.customers",
      "contracts/customers.odcs.yaml odcs crm.addresses",
      "contracts/events.yml contract-sync order_created",
      "contracts/events.yml contract-sync customer",
      "contracts/gable-vehicle-location.yaml gable VehicleLocationEvent",
      "contracts/order-created.odcs.yaml odcs events.OrderCreated",
      "contracts/orders.odcs.yaml odcs shop.orders",
    ]);
  });
});

describe("convert", () => {
  const NATIVE = [
    "fixtures/contracts/orders.yaml",
    "fixtures/contracts/events.yml",
    "fixtures/demo/base/contracts/orders.yaml",
    "fixtures/demo/base/contracts/order-created.yaml",
    "fixtures/odcs/orders.contract-sync.yaml",
    "examples/contracts/orders.yaml",
  ];

  it("native -> ODCS (valid for the standard's schema) -> native gives the same contracts", () => {
    for (const path of NATIVE) {
      const odcs = convertContractText(read(path), path, "odcs");
      expect(odcs.diagnostics, path).toEqual([]);
      for (const doc of parseAllDocuments(odcs.output)) expect(validateOdcs(doc.toJS()), path).toEqual([]);
      const back = convertContractText(odcs.output, path, "contract-sync");
      expect(back.diagnostics, path).toEqual([]);
      // Nothing is dropped; a value bound is kept and named as one a pull request cannot check.
      expect(
        back.notes.filter((note) => !note.includes("a pull request cannot check")),
        path,
      ).toEqual([]);
      const again = parseContractFile(back.output, path).contracts.map((c) => toContractCreate(c));
      expect(again, path).toEqual(
        parseContractFile(read(path), path).contracts.map((c) => toContractCreate(c)),
      );
    }
  });

  it("ODCS -> native -> ODCS -> native is stable, and names what it drops", () => {
    const first = convertContractText(
      read("fixtures/odcs/customers.odcs.yaml"),
      "c.odcs.yaml",
      "contract-sync",
    );
    expect(first.notes).toContain(
      'c.odcs.yaml:3: dropped server crm-stream (kafka): topic "customers" is matched to the repository\'s schema files, not read here (no contract-sync counterpart)',
    );
    const odcs = convertContractText(first.output, "c.yaml", "odcs");
    const second = convertContractText(odcs.output, "c.odcs.yaml", "contract-sync");
    expect(second.output).toBe(first.output);
  });

  it("the CLI writes the result, prints what it drops on stderr, and exits 0, 1 or 2", async () => {
    const dir = tempDir("convert");
    cpSync(join(ROOT, "fixtures/odcs/orders.odcs.yaml"), join(dir, "orders.odcs.yaml"));
    const io = capture(dir);
    expect(
      await main(["convert", "orders.odcs.yaml", "--to", "contract-sync", "--out", "orders.yaml"], io),
    ).toBe(0);
    expect(io.out).toBe("");
    expect(io.err).toContain(
      "note: orders.odcs.yaml:3: dropped slaProperties (no contract-sync counterpart)",
    );
    expect(io.err).toContain("dropped schema[0].properties[1].businessName");
    const written = parseContractFile(readFileSync(join(dir, "orders.yaml"), "utf8"), "contracts/x.yaml");
    expect(written.contracts.map((c) => toContractCreate(c))).toEqual(
      creates("fixtures/odcs/orders.contract-sync.yaml"),
    );

    const toOdcs = capture(dir);
    expect(await main(["convert", "orders.yaml", "--to=odcs"], toOdcs)).toBe(0);
    expect(parse(toOdcs.out)).toMatchObject({
      apiVersion: "v3.2.0",
      kind: "DataContract",
      name: "shop.orders",
    });

    writeFileSync(join(dir, "bad.yaml"), "id: nope\nname: x\n");
    const bad = capture(dir);
    expect(await main(["convert", "bad.yaml", "--to", "odcs"], bad)).toBe(1);
    expect(bad.err).toContain("bad.yaml:1: error: id: Invalid GUID");
    expect(bad.out).toBe("");

    const usage = capture(dir);
    expect(await main(["convert", "orders.yaml", "--to", "avro"], usage)).toBe(2);
    expect(usage.err).toMatch(/--to.*avro|avro.*--to/);
    // --to is no option: without it the command names the flag it needs.
    const missing = capture(dir);
    expect(await main(["convert", "orders.yaml"], missing)).toBe(2);
    expect(missing.err).toContain("--to is required");
    const help = capture(dir);
    expect(await main(["convert", "--help"], help)).toBe(0);
    // The CLI's command table answers --help for every command (test/cli/help.test.ts).
    expect(help.out).toMatch(/^usage: contract-sync convert <file> --to FORMAT \[--out FILE\]/);
    expect(help.out).toContain("odcs or contract-sync");
    rmSync(dir, { recursive: true, force: true });
  });
});

describe.sequential("a PR check enforces an ODCS contract exactly as its native equivalent", () => {
  const DEMO = join(ROOT, "fixtures/demo");
  const results: Record<string, { code: number; report: unknown }> = {};

  async function checkWith(contractFile: string, name: string) {
    const repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    rmSync(join(repo.dir, "contracts/orders.yaml"));
    repo.write({ [`contracts/${name}`]: read(contractFile) });
    const base = repo.commit("base");
    cpSync(join(DEMO, "head"), repo.dir, { recursive: true });
    const head = repo.commit("head");
    const io = capture(repo.dir);
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    repo.cleanup();
    return { code, report: JSON.parse(io.out) as Record<string, unknown> };
  }

  beforeAll(async () => {
    results.native = await checkWith("fixtures/odcs/orders.contract-sync.yaml", "orders.yaml");
    results.odcs = await checkWith("fixtures/odcs/orders.odcs.yaml", "orders.yaml");
  }, 300_000);
  afterAll(() => undefined);

  it("same verdict, same violations", () => {
    const { native, odcs } = results as Record<
      string,
      { code: number; report: { verdict: unknown; violations: number } }
    >;
    expect(native?.code).toBe(1);
    expect(native?.report.violations).toBeGreaterThan(0);
    expect(odcs?.code).toBe(native?.code);
    // The contract's own line in its file is the one thing its format may move (ODCS has a header).
    const withoutContractLine = (report: unknown) =>
      JSON.stringify(report, (key, value) => (key === "contract" ? { ...value, line: undefined } : value));
    expect(withoutContractLine(odcs?.report)).toBe(withoutContractLine(native?.report));
    expect(JSON.stringify(odcs?.report)).toContain('"filePath":"contracts/orders.yaml"');
  });
});
