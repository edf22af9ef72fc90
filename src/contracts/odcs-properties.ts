import { CUSTOM, customProperties } from "./odcs.js";
import { fromLogicalType, fromPhysicalType, vectorElementType } from "./odcs-types.js";

/**
 * One ODCS schema property as a native field. What the property promises about the schema
 * (type, required, unique, maxLength, the v3.2 `enum`, quality rules that are schema promises)
 * becomes the field's type and constraints; what needs the data to be checked (row counts,
 * value bounds, custom SQL) is listed in `unchecked`; what has no native key in `dropped`.
 */
type Json = Record<string, unknown>;

export interface PropertyNotes {
  /** Keys with no native counterpart, as paths (`schema[0].properties[1].businessName`). */
  dropped: string[];
  /** Rules kept or listed that a pull request cannot check: they need the data. */
  unchecked: string[];
  /** Mistakes that leave a contract unusable (no type). */
  problems: string[];
}

const PROPERTY_KEYS = new Set([
  "name",
  "logicalType",
  "physicalType",
  "description",
  "required",
  "unique",
  "primaryKey",
  "classification",
  "logicalTypeOptions",
  "properties",
  "items",
  "quality",
  // v3.2.0
  "enum",
  "map",
  "deprecated",
]);
const PROPERTY_CUSTOM = new Set<string>([
  CUSTOM.logical,
  CUSTOM.alias,
  CUSTOM.constraints,
  CUSTOM.deprecation,
]);
const PII = /\b(pii|personal|sensitive)\b/i;

/**
 * logicalTypeOptions kept in `constraints` under the same names (the JSON Schema reader keeps
 * them so too) and written back by `convert --to odcs`. maxLength is a capacity the check
 * enforces; the others are value bounds: no SQL, Avro or Protobuf schema states them, so a pull
 * request cannot check them (listed in `unchecked`).
 */
export const VALUE_BOUNDS = [
  "minLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "timezone",
  "defaultTimezone",
] as const;
const KEPT_OPTIONS: ReadonlySet<string> = new Set(VALUE_BOUNDS);

export function propertyToField(property: Json, at: string, notes: PropertyNotes): Json {
  noteDropped(property, at, notes.dropped);
  const custom = customProperties(property);
  const physical =
    typeof property.physicalType === "string" ? fromPhysicalType(property.physicalType) : undefined;
  const logicalType = typeof property.logicalType === "string" ? property.logicalType : undefined;
  const type =
    physical?.type ??
    fromLogicalType(logicalType) ??
    (property.items ? "list" : property.map ? "map" : property.properties ? "struct" : undefined);
  if (!type) {
    notes.problems.push(
      `${at}: no type: logicalType ${logicalType ?? "(none)"}, physicalType ${String(property.physicalType ?? "(none)")}`,
    );
  }
  const constraints: Json = { ...physical?.constraints };
  const options = property.logicalTypeOptions as Json | undefined;
  for (const [key, value] of Object.entries(options ?? {})) {
    if (key === "maxLength") constraints.maxLength = value;
    else if (logicalType === "vector")
      continue; // kept whole below
    else if (KEPT_OPTIONS.has(key)) {
      constraints[key] = value;
      notes.unchecked.push(
        `${at}.logicalTypeOptions.${key}: a value bound, kept; a pull request cannot check it (it needs the data)`,
      );
    } else notes.dropped.push(`${at}.logicalTypeOptions.${key}`);
  }
  if (logicalType === "vector") constraints.vector = options ?? {};
  if (property.primaryKey === true) constraints.primaryKey = true;
  if (property.unique === true) constraints.unique = true;
  if (property.deprecated === true) constraints.deprecated = true;
  // The dates ODCS has no key for (custom property `deprecation`): they mark the field deprecated too.
  const deprecation = custom.get(CUSTOM.deprecation);
  if (deprecation !== undefined) constraints.deprecated = deprecation;
  if (typeof property.classification === "string") {
    constraints.classification = property.classification;
    if (PII.test(property.classification)) constraints.pii = true;
  }
  enumConstraint(property.enum, constraints, at, notes);
  const required = qualityRules(property, constraints, at, notes);
  const extra = custom.get(CUSTOM.constraints);
  if (extra && typeof extra === "object") Object.assign(constraints, extra);
  return withoutUndefined({
    name: property.name,
    type: type ?? "unknown",
    fields: children(property, logicalType, at, notes),
    alias: custom.get(CUSTOM.alias),
    doc: property.description,
    logical: custom.get(CUSTOM.logical),
    optional: required ? undefined : true,
    constraints: Object.keys(constraints).length > 0 ? constraints : undefined,
  });
}

/** v3.2 `enum` (objects with a `value`; plain values accepted too) -> the symbols the asset must keep. */
function enumConstraint(list: unknown, constraints: Json, at: string, notes: PropertyNotes): void {
  if (!Array.isArray(list)) return;
  const values = list.map((entry, i) => {
    if (typeof entry !== "object" || entry === null || !("value" in entry)) return entry;
    // A value's label, description, tags... have no native counterpart.
    for (const key of Object.keys(entry)) if (key !== "value") notes.dropped.push(`${at}.enum[${i}].${key}`);
    return (entry as Json).value;
  });
  if (values.every((value) => typeof value === "string")) constraints.symbols = values;
  else {
    // Numbers have no native symbols: kept and shown, checked only by the data.
    constraints.enumValues = values;
    notes.unchecked.push(
      `${at}.enum: values that are not text, kept; a pull request cannot check them (they need the data)`,
    );
  }
}

/**
 * Quality rules that are schema promises (`mustBe: 0` of nullValues, duplicateValues, and
 * invalidValues with validValues) become `required`, `unique` and `symbols`; every other rule needs
 * the data (row counts, freshness, custom SQL) and is listed as not checked by a pull request.
 * Returns whether the field is required.
 */
function qualityRules(property: Json, constraints: Json, at: string, notes: PropertyNotes): boolean {
  let required = property.required === true || property.primaryKey === true;
  for (const [i, rule] of ((property.quality as Json[] | undefined) ?? []).entries()) {
    const zero = rule.mustBe === 0;
    const args = rule.arguments as Json | undefined;
    const validValues = args?.validValues ?? rule.validValues;
    if (rule.metric === "nullValues" && zero) required = true;
    else if (rule.metric === "duplicateValues" && zero) constraints.unique = true;
    else if (rule.metric === "invalidValues" && zero && Array.isArray(validValues)) {
      constraints.symbols = validValues;
    } else {
      notes.unchecked.push(
        `${at}.quality[${i}] (${String(rule.metric ?? rule.rule ?? rule.type ?? "rule")}): needs the data; a pull request cannot check it`,
      );
    }
  }
  return required;
}

function children(property: Json, logicalType: string | undefined, at: string, notes: PropertyNotes) {
  if (logicalType === "vector") {
    const options = (property.logicalTypeOptions ?? {}) as Json;
    return [{ name: "element", type: vectorElementType(options.elementType) }];
  }
  if (property.items)
    return [propertyToField({ name: "element", ...(property.items as Json) }, `${at}.items`, notes)];
  const map = property.map as Json | undefined;
  if (map) {
    return (["key", "value"] as const).map((role) =>
      propertyToField({ name: role, ...((map[role] ?? {}) as Json) }, `${at}.map.${role}`, notes),
    );
  }
  return (property.properties as Json[] | undefined)?.map((p, i) =>
    propertyToField(p, `${at}.properties[${i}]`, notes),
  );
}

function noteDropped(node: Json, at: string, dropped: string[]): void {
  for (const key of Object.keys(node)) {
    if (key === "customProperties") continue;
    if (!PROPERTY_KEYS.has(key)) dropped.push(`${at}.${key}`);
  }
  for (const name of customProperties(node).keys()) {
    if (!PROPERTY_CUSTOM.has(name)) dropped.push(`${at}.customProperties.${name}`);
  }
}

function withoutUndefined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
