import { Ajv2019 } from "ajv/dist/2019.js";
import addFormats from "ajv-formats";
import v300 from "../../schemas/odcs/odcs-json-schema-v3.0.0.json" with { type: "json" };
import v301 from "../../schemas/odcs/odcs-json-schema-v3.0.1.json" with { type: "json" };
import v302 from "../../schemas/odcs/odcs-json-schema-v3.0.2.json" with { type: "json" };
import v310 from "../../schemas/odcs/odcs-json-schema-v3.1.0.json" with { type: "json" };
// The newest v3.2.0 file the standard's repository held when it was copied: its pre-release
// snapshot of 2026-06-03 (schemas/odcs/NOTICE). When the released file is copied in as
// odcs-json-schema-v3.2.0.json, this import names it and the overlay below adds nothing.
import v320 from "../../schemas/odcs/odcs-json-schema-v3.2.0-20260603.json" with { type: "json" };

/**
 * The standard's published JSON Schemas, one per ODCS apiVersion contract-sync reads: a document
 * is validated against the file of its own `apiVersion` (a v3.0.1 document against v3.0.1's).
 * The files are the bitol-io repository's, copied unchanged (schemas/odcs/NOTICE).
 */
type Json = Record<string, unknown>;

export interface OdcsSchemaFile {
  /** Repository path of the standard's file. */
  file: string;
  schema: Json;
}

export const ODCS_SCHEMAS: Readonly<Record<string, OdcsSchemaFile>> = {
  "v3.0.0": { file: "schemas/odcs/odcs-json-schema-v3.0.0.json", schema: v300 },
  "v3.0.1": { file: "schemas/odcs/odcs-json-schema-v3.0.1.json", schema: v301 },
  "v3.0.2": { file: "schemas/odcs/odcs-json-schema-v3.0.2.json", schema: v302 },
  "v3.1.0": { file: "schemas/odcs/odcs-json-schema-v3.1.0.json", schema: v310 },
  "v3.2.0": {
    file: "schemas/odcs/odcs-json-schema-v3.2.0-20260603.json",
    schema: withApprovedV32Additions(v320),
  },
};

/** The apiVersions read, oldest first; the last is the one `convert --to odcs` and `init` write. */
export const ODCS_VERSIONS = Object.keys(ODCS_SCHEMAS);
export const ODCS_WRITTEN_VERSION = "v3.2.0";

/**
 * v3.2.0 as approved adds two things the 2026-06-03 snapshot does not have yet (tsc RFC 0042,
 * RFC 0051, approved 2026-06-30): the `vector` logical type with its logicalTypeOptions, and
 * `deprecated` on schema objects and properties. Without them a v3.2.0 contract that uses either
 * is refused. Each is added only where the file lacks it, so the released file passes unchanged.
 */
export function withApprovedV32Additions(published: Json): Json {
  const schema = structuredClone(published) as Json;
  const defs = (schema.$defs ?? {}) as Record<string, Json>;
  const element = defs.SchemaElement?.properties as Record<string, unknown> | undefined;
  if (element && !("deprecated" in element)) {
    element.deprecated = {
      type: "boolean",
      default: false,
      description: "contract-sync overlay of RFC 0051: the element is deprecated.",
    };
  }
  const base = defs.SchemaBaseProperty;
  const logicalType = (base?.properties as Record<string, Json> | undefined)?.logicalType;
  const types = logicalType?.enum;
  if (Array.isArray(types) && !types.includes("vector")) {
    logicalType!.enum = [...types, "vector"];
    // A JSON Schema `then` key, written as a computed key (not a thenable object).
    const then = "then";
    (base!.allOf as Json[]).push({
      if: { properties: { logicalType: { const: "vector" } }, required: ["logicalType"] },
      [then]: {
        properties: {
          logicalTypeOptions: {
            type: "object",
            additionalProperties: false,
            required: ["dimensions"],
            properties: {
              dimensions: { type: "integer", minimum: 1 },
              elementType: {
                enum: ["bfloat16", "binary", "float16", "float32", "float64", "int8", "uint8"],
              },
              distanceMetric: { enum: ["cosine", "dotProduct", "euclidean", "hamming", "manhattan"] },
              normalized: { type: "boolean" },
              embeddingModel: { type: "string" },
              embeddingModelVersion: { type: "string" },
            },
          },
        },
        required: ["logicalTypeOptions"],
      },
    });
  }
  return schema;
}

const validators = new Map<string, ReturnType<Ajv2019["compile"]>>();

function validatorFor(apiVersion: string): ReturnType<Ajv2019["compile"]> | undefined {
  const known = ODCS_SCHEMAS[apiVersion];
  if (!known) return undefined;
  let validator = validators.get(apiVersion);
  if (!validator) {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats.default(ajv);
    validator = ajv.compile(known.schema);
    validators.set(apiVersion, validator);
  }
  return validator;
}

/**
 * Errors of the document against the published JSON Schema of its own `apiVersion`, as
 * `path: message` lines; an apiVersion contract-sync has no schema for is one error.
 */
export function validateOdcs(document: unknown): string[] {
  const apiVersion = String((document as Json | null)?.apiVersion ?? "");
  const validator = validatorFor(apiVersion);
  if (!validator) {
    return [
      `/apiVersion: ${apiVersion} is not an ODCS version contract-sync reads (${ODCS_VERSIONS.join(", ")})`,
    ];
  }
  if (validator(document)) return [];
  const seen = new Set<string>();
  for (const error of validator.errors ?? []) {
    // if/then branches repeat one mistake several times; the leaf messages are the useful ones
    if (error.keyword === "if" || error.keyword === "allOf") continue;
    const extra =
      error.keyword === "additionalProperties" || error.keyword === "unevaluatedProperties"
        ? ` (${String(Object.values(error.params)[0])})`
        : "";
    seen.add(`${error.instancePath || "/"}: ${error.message ?? error.keyword}${extra}`);
  }
  return [...seen].slice(0, 20);
}

/**
 * The document's errors against its own apiVersion's schema, unless a later version's schema
 * takes it: files written from the standard's own examples often use a later version's shape
 * under an earlier apiVersion (a v3.1 quality `metric` in a v3.0.2 file). Such a file is read,
 * with a warning naming the version it is valid for; one that no version takes keeps its errors.
 */
export function checkOdcs(document: unknown): { errors: string[]; warnings: string[] } {
  const errors = validateOdcs(document);
  if (errors.length === 0) return { errors, warnings: [] };
  const own = String((document as Json).apiVersion ?? "");
  if (!(own in ODCS_SCHEMAS)) return { errors, warnings: [] };
  for (const later of ODCS_VERSIONS.slice(ODCS_VERSIONS.indexOf(own) + 1)) {
    if (validateOdcs({ ...(document as Json), apiVersion: later }).length > 0) continue;
    return {
      errors: [],
      warnings: [
        `apiVersion is ${own}, but the document is valid only for ODCS ${later} (${errors[0]}): read as ${later}`,
      ],
    };
  }
  return { errors, warnings: [] };
}
