/**
 * Gable data contract files (docs.gable.ai "Data contract spec", `spec-version: 0.1.0`)
 * read as native contracts. Gable's keys are the native keys (both follow the
 * same contract spec) plus `spec-version`; its type system differs in a few
 * names and in how lists and maps name their children. docs/configure.md "Gable contract files" lists the mapping.
 */

type Json = Record<string, unknown>;

export const GABLE_SPEC_VERSIONS: readonly string[] = ["0.1.0"];

/** Gable's keys beyond the native ones (contracts/governed-keys.ts classes each): of the document, of a field. */
export const GABLE_DOCUMENT_KEYS = ["spec-version"] as const;
export const GABLE_FIELD_KEYS = ["values", "keys", "types"] as const;

export function isGableDocument(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "spec-version" in value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Gable type names that differ from the Recap names contract-sync uses. */
const TYPE_NAMES: Record<string, string> = {
  string32: "string",
  string64: "string",
  bytes32: "bytes",
  bytes64: "bytes",
  time32: "time64",
  date64: "date32",
};

/** The document in native shape, and warnings for what was left out. */
export function gableToNative(document: Json): { value: Json; warnings: string[] } {
  const warnings: string[] = [];
  const { "spec-version": specVersion, ...rest } = document;
  if (!GABLE_SPEC_VERSIONS.includes(String(specVersion))) {
    warnings.push(
      `spec-version: ${String(specVersion)} is not a Gable spec version contract-sync knows (${GABLE_SPEC_VERSIONS.join(", ")}); read as 0.1.0`,
    );
  }
  if (typeof rest.owner === "string" && !EMAIL.test(rest.owner)) {
    warnings.push(`owner: "${rest.owner}" is not an e-mail address; left out`);
    delete rest.owner;
  }
  if (Array.isArray(rest.schema)) rest.schema = rest.schema.map((field) => mapField(field as Json));
  return { value: rest, warnings };
}

function mapField(field: Json): Json {
  const out: Json = { ...field };
  const type = typeof field.type === "string" ? field.type : undefined;
  if (type && TYPE_NAMES[type]) {
    out.type = TYPE_NAMES[type];
    // the width is part of what the source states: keep it
    out.constraints = { ...(field.constraints as Json | undefined), gableType: type };
  }
  const fields: Json[] = Array.isArray(field.fields) ? (field.fields as Json[]).map(mapField) : [];
  // Gable: a list's element type is `values`; a map's are `keys` and `values` (Recap: named children).
  if (type === "list" && isObject(field.values)) {
    fields.push(mapField({ name: "element", ...field.values }));
    delete out.values;
  }
  if (type === "map" && isObject(field.keys) && isObject(field.values)) {
    fields.push(mapField({ name: "key", ...field.keys }), mapField({ name: "value", ...field.values }));
    delete out.keys;
    delete out.values;
  }
  if (type === "union" && Array.isArray(field.types)) {
    fields.push(...(field.types as Json[]).map(mapField));
    delete out.types;
  }
  if (fields.length > 0) out.fields = fields;
  return out;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
