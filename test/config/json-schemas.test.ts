// The JSON Schemas editors use (schemas/) are generated from the zod definitions that validate the
// files, agree with them on every fixture, and explain every key.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { parseConfig } from "../../src/config/index.js";
import { parseContractFile } from "../../src/contracts/index.js";
import { generateJsonSchemas, SCHEMA_FILES, schemaModeline } from "../../src/contracts/json-schemas.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? walk(path) : [path];
  });
}

const yamlFiles = [...walk("fixtures"), ...walk("examples"), ".github/contract-sync.yml"].filter((p) =>
  /\.ya?ml$/.test(p),
);
const configFiles = yamlFiles.filter(
  (p) => /(^|\/)(contract-sync|invalid)\.yml$/.test(p) && /config|\.github/.test(p),
);
/** Native contract files: ODCS (`kind: DataContract`) and Gable (`spec-version`) have schemas of their own. */
const contractFiles = yamlFiles.filter(
  (p) =>
    /(^|\/)contracts\//.test(p) && /^(id|name):/m.test(read(p)) && !/^(kind|spec-version):/m.test(read(p)),
);

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const schemas = generateJsonSchemas();
const validateConfig = ajv.compile(JSON.parse(schemas[SCHEMA_FILES.config] as string));
const validateContract = ajv.compile(JSON.parse(schemas[SCHEMA_FILES.contract] as string));

const documents = (path: string) => parseAllDocuments(read(path)).map((doc) => doc.toJS());

describe("generated JSON Schemas", () => {
  it("the committed schemas/ equal a fresh generation (npm run schemas)", () => {
    for (const [name, text] of Object.entries(schemas)) {
      expect(read(`schemas/${name}`), `schemas/${name} is stale: run npm run schemas`).toBe(text);
    }
  });

  it("finds the fixtures it checks", () => {
    expect(configFiles.length).toBeGreaterThanOrEqual(4);
    expect(contractFiles.length).toBeGreaterThanOrEqual(7);
  });

  it("every fixture config: valid for the schema exactly when parseConfig accepts it", () => {
    for (const path of configFiles) {
      const zodOk = parseConfig(read(path), path).diagnostics.length === 0;
      const value = documents(path)[0] ?? {};
      expect(validateConfig(value), `${path}: ${ajv.errorsText(validateConfig.errors)}`).toBe(zodOk);
    }
    expect(configFiles.filter((p) => validateConfig(documents(p)[0] ?? {}))).toContain(
      ".github/contract-sync.yml",
    );
  });

  it("every fixture contract: valid for the schema exactly when parseContractFile accepts it", () => {
    for (const path of contractFiles) {
      const zodOk = parseContractFile(read(path), path).diagnostics.length === 0;
      const ajvOk = documents(path)
        .filter((doc) => doc !== null)
        .every((doc) => validateContract(doc));
      expect(ajvOk, `${path}: ${ajv.errorsText(validateContract.errors)}`).toBe(zodOk);
    }
    expect(contractFiles.filter((p) => p.includes("invalid"))).not.toEqual([]);
  });

  it("rejects a bad key with a message naming it", () => {
    const contract = documents("fixtures/contracts/orders.yaml")[0] as { schema: Record<string, unknown>[] };
    contract.schema[0] = { ...contract.schema[0], optinal: true };
    expect(validateContract(contract)).toBe(false);
    expect(validateContract.errors).toContainEqual(
      expect.objectContaining({
        instancePath: "/schema/0",
        keyword: "additionalProperties",
        params: { additionalProperty: "optinal" },
        message: "must NOT have additional properties",
      }),
    );
    expect(validateConfig({ version: 1, ignores: ["x"] })).toBe(false);
    expect(validateConfig.errors?.[0]?.params).toEqual({ additionalProperty: "ignores" });
    expect(validateConfig({ sources: [{ glob: "a", type: "postgress" }] })).toBe(false);
    expect(validateConfig.errors?.[0]).toMatchObject({ instancePath: "/sources/0/type", keyword: "enum" });
  });

  it("describes every key, so an editor explains it", () => {
    for (const [name, text] of Object.entries(schemas)) {
      const undescribed: string[] = [];
      const visit = (node: unknown, at: string): void => {
        if (typeof node !== "object" || node === null) return;
        const properties = (node as { properties?: Record<string, Record<string, unknown>> }).properties;
        for (const [key, property] of Object.entries(properties ?? {})) {
          if (typeof property.description !== "string" && !("$ref" in property))
            undescribed.push(`${at}/${key}`);
        }
        for (const [key, child] of Object.entries(node)) visit(child, `${at}/${key}`);
      };
      visit(JSON.parse(text), name);
      expect(undescribed).toEqual([]);
    }
  });

  it("offers the modeline for `init`", () => {
    expect(schemaModeline("config")).toBe(
      "# yaml-language-server: $schema=https://unpkg.com/contract-sync@0/schemas/contract-sync.config.schema.json",
    );
    expect(schemaModeline("contract", "../schemas")).toBe(
      "# yaml-language-server: $schema=../schemas/contract.schema.json",
    );
  });
});
