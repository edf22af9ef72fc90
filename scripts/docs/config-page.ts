// docs/reference/configuration.md from the zod definitions that validate the files users write
// (src/config, src/contracts, src/waivers), through the JSON Schemas generated from them: every key,
// at every depth, with its type and description.
import { generateJsonSchemas, SCHEMA_FILES } from "../../src/contracts/json-schemas.js";
import { cell, code, generatedBanner, page, table } from "./markdown.js";

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  description?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** A key's type in a few words: `string`, `list of string`, `RECORD \| NOTIFY`, `1`. */
function typeText(schema: JsonSchema, defs: Record<string, JsonSchema>): string {
  const s = resolve(schema, defs);
  if (s.const !== undefined) return code(JSON.stringify(s.const));
  if (s.enum) return s.enum.map((v) => code(String(v))).join(", ");
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return [...new Set(alternatives.map((a) => typeText(a, defs)))].join(" or ");
  if (s.type === "array") return `list of ${s.items ? typeText(s.items, defs) : "values"}`;
  if (s.type === "object" && !s.properties && typeof s.additionalProperties === "object")
    return `map of ${typeText(s.additionalProperties, defs)}`;
  if (Array.isArray(s.type)) return s.type.join(" or ");
  return s.type ?? (schema.$ref ? refName(schema.$ref) : "any");
}

const refName = (ref: string) => ref.split("/").pop() ?? ref;

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  return schema.$ref ? { ...(defs[refName(schema.$ref)] ?? {}), ...schema, $ref: undefined } : schema;
}

/** The object schemas a key holds (itself, a list's items, a map's values, any alternative). */
function objectsIn(schema: JsonSchema, defs: Record<string, JsonSchema>, seen: Set<string>): JsonSchema[] {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
  }
  const s = resolve(schema, defs);
  if (s.properties) return [s];
  if (s.items) return objectsIn(s.items, defs, seen);
  if (typeof s.additionalProperties === "object") return objectsIn(s.additionalProperties, defs, seen);
  return (s.anyOf ?? s.oneOf ?? []).flatMap((a) => objectsIn(a, defs, seen));
}

/** One row per key, depth first: `sources[].glob`, `owners.*`. */
function keyRows(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  prefix: string,
  seen: Set<string>,
): string[][] {
  const rows: string[][] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const resolved = resolve(child, defs);
    const description = resolved.description ?? child.description ?? "";
    rows.push([code(path), typeText(child, defs), required.has(name) ? "yes" : "", cell(description)]);
    const isList = resolved.type === "array" || (resolved.anyOf ?? []).some((a) => a.type === "array");
    // A recursive definition (a field's fields) is listed once, where it first appears.
    const pathSeen = new Set(seen);
    for (const object of objectsIn(child, defs, pathSeen)) {
      rows.push(...keyRows(object, defs, `${path}${isList ? "[]" : ""}.`, pathSeen));
    }
  }
  return rows;
}

function fileSection(title: string, file: string, intro: string, text: string): string[] {
  const schema = JSON.parse(text) as JsonSchema;
  const defs = schema.$defs ?? {};
  return [
    `## ${title}`,
    `${intro} JSON Schema for editors: \`schemas/${file}\`.`,
    table(["key", "type", "required", "meaning"], keyRows(schema, defs, "", new Set())),
  ];
}

export function configPage(): string {
  const schemas = generateJsonSchemas();
  const text = (file: string) => schemas[file] ?? "";
  return page([
    "# Configuration reference",
    generatedBanner(
      "the zod definitions of the files (`src/config/config.ts`, `src/contracts/contract-schema.ts`, `src/waivers/ledger.ts`)",
    ),
    "Every key of the files you write, at every depth (`a[].b`: key `b` of each item of list `a`; `a.*`: any key of map `a`). An unknown key is an error naming its line.",
    ...fileSection(
      "The configuration file",
      SCHEMA_FILES.config,
      "`.github/contract-sync.yml` (optional; `--config` / input `config` names another).",
      text(SCHEMA_FILES.config),
    ),
    ...fileSection(
      "Contract files",
      SCHEMA_FILES.contract,
      "Native contract files under the configuration's `contracts` globs; one contract per YAML document. ODCS v3 documents are read too (their own schema: `schemas/odcs/`).",
      text(SCHEMA_FILES.contract),
    ),
    ...fileSection(
      "The waiver ledger",
      SCHEMA_FILES.waivers,
      "`.github/contract-waivers.yml`, read at the base commit.",
      text(SCHEMA_FILES.waivers),
    ),
  ]);
}
