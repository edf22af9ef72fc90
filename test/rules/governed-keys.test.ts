// The one table of governed keys (src/contracts/governed-keys.ts, README "Intended changes: who may
// consent"): every key of every file that governs the check (the native contract, Gable's extra
// keys, ODCS's published JSON Schema and the custom properties contract-sync reads from it, the
// configuration, the waiver ledger) has a class, enumerated from the schemas themselves; a key
// added to any of them without a class fails this test.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GABLE_DOCUMENT_KEYS, GABLE_FIELD_KEYS } from "../../src/contracts/gable.js";
import {
  CONFIG_KEYS,
  CONTRACT_KEYS,
  contractKeysOf,
  GABLE_KEYS,
  type KeyClass,
  WAIVER_KEYS,
} from "../../src/contracts/governed-keys.js";
import { ODCS_CUSTOM_KEYS, ODCS_KEYS } from "../../src/contracts/governed-odcs-keys.js";
import { generateJsonSchemas, SCHEMA_FILES } from "../../src/contracts/json-schemas.js";
import { CUSTOM } from "../../src/contracts/odcs.js";
import { schemaKeys } from "../support/schema-keys.js";

type Schema = Record<string, unknown>;

const generated = (kind: keyof typeof SCHEMA_FILES): Schema =>
  JSON.parse(generateJsonSchemas()[SCHEMA_FILES[kind]] ?? "{}") as Schema;

const ODCS_DIR = new URL("../../schemas/odcs/", import.meta.url);
const odcsSchemas = (): Array<[string, Schema]> =>
  readdirSync(ODCS_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name, JSON.parse(readFileSync(new URL(name, ODCS_DIR), "utf8")) as Schema]);

/** Each governed file: the keys its schema allows, and the table that must class every one. */
function governedFiles(
  schemas: { contract: Schema; config: Schema; waivers: Schema; odcs: Array<[string, Schema]> } = {
    contract: generated("contract"),
    config: generated("config"),
    waivers: generated("waivers"),
    odcs: odcsSchemas(),
  },
): Array<{ file: string; keys: string[]; table: Readonly<Record<string, KeyClass>> }> {
  return [
    { file: "contract (native)", keys: schemaKeys(schemas.contract), table: CONTRACT_KEYS },
    {
      file: "contract (Gable)",
      keys: [...GABLE_DOCUMENT_KEYS, ...GABLE_FIELD_KEYS.map((key) => `field.${key}`)],
      table: GABLE_KEYS,
    },
    ...schemas.odcs.map(([name, schema]) => ({
      file: `contract (ODCS ${name})`,
      keys: schemaKeys(schema),
      table: ODCS_KEYS,
    })),
    { file: "ODCS customProperties", keys: Object.values(CUSTOM), table: ODCS_CUSTOM_KEYS },
    { file: "configuration", keys: schemaKeys(schemas.config), table: CONFIG_KEYS },
    { file: "waiver ledger", keys: schemaKeys(schemas.waivers), table: WAIVER_KEYS },
  ];
}

const unclassed = (files: ReturnType<typeof governedFiles>) =>
  files.flatMap(({ file, keys, table }) =>
    keys.filter((key) => !(key in table)).map((key) => `${file}: ${key}`),
  );

describe("the governed-keys table", () => {
  it("classes every key of every governed file's schema", () => {
    const files = governedFiles();
    // The walk found the schemas' keys (not an empty list that passes trivially).
    expect(files.find((f) => f.file === "contract (native)")?.keys).toContain(
      "schema[].constraints.maxLength",
    );
    expect(files.filter((f) => f.file.startsWith("contract (ODCS")).length).toBeGreaterThan(0);
    expect(files.every((f) => f.keys.length > 0)).toBe(true);
    expect(unclassed(files)).toEqual([]);
  });

  it("names no key the schemas do not have (a stale class would hide a renamed key)", () => {
    const known = new Set(
      governedFiles().flatMap(({ file, keys }) => keys.map((key) => `${file.split(" (")[0]}:${key}`)),
    );
    const stale = [
      ...Object.keys(CONTRACT_KEYS).filter((key) => !known.has(`contract:${key}`)),
      ...Object.keys(ODCS_KEYS).filter((key) => !known.has(`contract:${key}`)),
      ...Object.keys(CONFIG_KEYS).filter((key) => !known.has(`configuration:${key}`)),
      ...Object.keys(WAIVER_KEYS).filter((key) => !known.has(`waiver ledger:${key}`)),
    ];
    expect(stale).toEqual([]);
  });

  it("a key added to any governed schema, at the top or nested, fails the table", () => {
    const withKey = (schema: Schema, at: (s: Schema) => Schema): Schema => {
      const copy = structuredClone(schema);
      const node = at(copy);
      node.properties = { ...(node.properties as Schema), sneakyApprover: { type: "string" } };
      return copy;
    };
    const top = (s: Schema) => s;
    const defs = (s: Schema) => s.$defs as Record<string, Schema>;
    const waiverEntry = (s: Schema) => ((s.properties as Schema).waivers as Schema).items as Schema;
    const sourceRule = (s: Schema) => ((s.properties as Schema).sources as Schema).items as Schema;
    const [odcsName, odcs] = odcsSchemas()[0]!;
    const cases = [
      {
        schemas: { contract: withKey(generated("contract"), top) },
        expect: "contract (native): sneakyApprover",
      },
      {
        schemas: { contract: withKey(generated("contract"), (s) => defs(s).ContractField!) },
        expect: "contract (native): ContractField.sneakyApprover",
      },
      { schemas: { config: withKey(generated("config"), top) }, expect: "configuration: sneakyApprover" },
      {
        schemas: { config: withKey(generated("config"), sourceRule) },
        expect: "configuration: sources[].sneakyApprover",
      },
      {
        schemas: { waivers: withKey(generated("waivers"), waiverEntry) },
        expect: "waiver ledger: waivers[].sneakyApprover",
      },
      {
        schemas: { odcs: [[odcsName, withKey(odcs, top)]] },
        expect: `contract (ODCS ${odcsName}): sneakyApprover`,
      },
      {
        schemas: { odcs: [[odcsName, withKey(odcs, (s) => defs(s).Team!)]] },
        expect: `contract (ODCS ${odcsName}): Team.sneakyApprover`,
      },
    ] as const;
    for (const c of cases) {
      const files = governedFiles({
        contract: generated("contract"),
        config: generated("config"),
        waivers: generated("waivers"),
        odcs: odcsSchemas(),
        ...(c.schemas as Partial<Parameters<typeof governedFiles>[0]>),
      } as Parameters<typeof governedFiles>[0]);
      expect(unclassed(files)).toEqual([c.expect]);
    }
  });

  it("who consents: a contract's approvers and owner, the configuration's owners and protect, ODCS's team and owner", () => {
    expect(contractKeysOf("who-consents").sort()).toEqual(["approvers", "owner"]);
    expect(CONFIG_KEYS.owners).toBe("who-consents");
    expect(CONFIG_KEYS.protect).toBe("who-consents");
    expect(ODCS_KEYS.team).toBe("who-consents");
    expect(ODCS_CUSTOM_KEYS[CUSTOM.owner]).toBe("who-consents");
    // Every part of a waiver entry is what its owners accepted.
    expect(new Set(Object.values(WAIVER_KEYS))).toEqual(new Set(["consent"]));
  });
});
