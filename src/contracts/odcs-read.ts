import {
  CUSTOM,
  customProperties,
  derivedId,
  isUuid,
  nativeStatus,
  resourceNamesFromServers,
} from "./odcs.js";
import { fromLogicalType, fromPhysicalType } from "./odcs-types.js";

type Json = Record<string, unknown>;

/** What reading an ODCS document gives: native contract objects (not yet validated) and notes. */
export interface OdcsReadResult {
  /** Native contract files as plain objects, one per schema object; ContractFile validates them. */
  contracts: Json[];
  /** Keys with no native counterpart, as paths (`schema[0].properties[1].businessName`). */
  dropped: string[];
  /** Mistakes that leave a contract unusable (no type, no resource name): errors. */
  problems: string[];
}

const DOCUMENT_KEYS = new Set([
  "apiVersion",
  "kind",
  "id",
  "name",
  "version",
  "status",
  "domain",
  "servers",
  "schema",
  "description",
]);
const OBJECT_KEYS = new Set([
  "name",
  "physicalName",
  "physicalType",
  "logicalType",
  "description",
  "properties",
]);
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
]);
const DOCUMENT_CUSTOM = new Set<string>([
  CUSTOM.enforcementLevel,
  CUSTOM.restrictPii,
  CUSTOM.owner,
  CUSTOM.consumers,
  CUSTOM.unversioned,
]);
const OBJECT_CUSTOM = new Set<string>([CUSTOM.resourceName, CUSTOM.resourceNames]);
const PROPERTY_CUSTOM = new Set<string>([CUSTOM.logical, CUSTOM.alias, CUSTOM.constraints]);
const PII = /\b(pii|personal|sensitive)\b/i;

export function odcsToNative(document: Json): OdcsReadResult {
  const result: OdcsReadResult = { contracts: [], dropped: [], problems: [] };
  noteDropped(document, "", DOCUMENT_KEYS, DOCUMENT_CUSTOM, result.dropped);
  const description = document.description as Json | undefined;
  for (const key of Object.keys(description ?? {}))
    if (key !== "purpose") result.dropped.push(`description.${key}`);
  const custom = customProperties(document);
  const objects = Array.isArray(document.schema) ? (document.schema as Json[]) : [];
  if (objects.length === 0) result.problems.push("schema: an ODCS contract needs at least one schema object");
  const contractId = String(document.id ?? document.name ?? "");
  for (const [index, object] of objects.entries()) {
    const at = `schema[${index}]`;
    noteDropped(object, at, OBJECT_KEYS, OBJECT_CUSTOM, result.dropped);
    const objectName = String(object.name ?? index);
    const table = typeof object.physicalName === "string" ? object.physicalName : objectName;
    const resource = resourceNames(object, document.servers, table, at, result);
    const contract: Json = {
      id: objects.length === 1 && isUuid(document.id) ? document.id : derivedId(contractId, objectName),
      name:
        objects.length === 1 && typeof document.name === "string"
          ? document.name
          : qualified(document, objectName),
      namespace: document.domain,
      doc: object.description ?? description?.purpose,
      owner: custom.get(CUSTOM.owner),
      ...resource,
      restrictPii: custom.get(CUSTOM.restrictPii),
      status: nativeStatus(document.status),
      version: custom.get(CUSTOM.unversioned) === true ? undefined : document.version,
      enforcementLevel: custom.get(CUSTOM.enforcementLevel),
      consumers: custom.get(CUSTOM.consumers),
      schema: ((object.properties as Json[] | undefined) ?? []).map((p, i) =>
        propertyToField(p, `${at}.properties[${i}]`, result),
      ),
    };
    result.contracts.push(withoutUndefined(contract));
  }
  return result;
}

function qualified(document: Json, objectName: string): string {
  return typeof document.name === "string" ? `${document.name}.${objectName}` : objectName;
}

function resourceNames(
  object: Json,
  servers: unknown,
  table: string,
  at: string,
  result: OdcsReadResult,
): Json {
  const custom = customProperties(object);
  const explicit = custom.get(CUSTOM.resourceName);
  const list = custom.get(CUSTOM.resourceNames);
  if (typeof explicit === "string" || Array.isArray(list)) {
    return { dataAssetResourceName: explicit, dataAssetResourceNameList: list };
  }
  const { names, skipped } = resourceNamesFromServers(servers, table);
  for (const server of skipped)
    result.dropped.push(`servers: ${server} (no resource name mapping for its type)`);
  if (names.length === 0) {
    result.problems.push(
      `${at}: no resource name for "${table}": add a server of type postgres, mysql or sqlserver, or the custom property ${CUSTOM.resourceName}`,
    );
    return {};
  }
  return names.length === 1 ? { dataAssetResourceName: names[0] } : { dataAssetResourceNameList: names };
}

function propertyToField(property: Json, at: string, result: OdcsReadResult): Json {
  noteDropped(property, at, PROPERTY_KEYS, PROPERTY_CUSTOM, result.dropped);
  const custom = customProperties(property);
  const physical =
    typeof property.physicalType === "string" ? fromPhysicalType(property.physicalType) : undefined;
  const logicalType = typeof property.logicalType === "string" ? property.logicalType : undefined;
  const type =
    physical?.type ??
    fromLogicalType(logicalType) ??
    (property.items ? "list" : property.properties ? "struct" : undefined);
  if (!type) {
    result.problems.push(
      `${at}: no type: logicalType ${logicalType ?? "(none)"}, physicalType ${String(property.physicalType ?? "(none)")}`,
    );
  }
  const constraints: Json = { ...physical?.constraints };
  const options = property.logicalTypeOptions as Json | undefined;
  for (const [key, value] of Object.entries(options ?? {})) {
    if (key === "maxLength") constraints.maxLength = value;
    else result.dropped.push(`${at}.logicalTypeOptions.${key}`);
  }
  if (property.primaryKey === true) constraints.primaryKey = true;
  if (property.unique === true) constraints.unique = true;
  if (typeof property.classification === "string") {
    constraints.classification = property.classification;
    if (PII.test(property.classification)) constraints.pii = true;
  }
  let required = property.required === true || property.primaryKey === true;
  for (const [i, rule] of ((property.quality as Json[] | undefined) ?? []).entries()) {
    const zero = rule.mustBe === 0;
    const args = rule.arguments as Json | undefined;
    if (rule.metric === "nullValues" && zero) required = true;
    else if (rule.metric === "duplicateValues" && zero) constraints.unique = true;
    else if (rule.metric === "invalidValues" && zero && Array.isArray(args?.validValues)) {
      constraints.symbols = args.validValues;
    } else result.dropped.push(`${at}.quality[${i}] (${String(rule.metric ?? rule.type ?? "rule")})`);
  }
  const extra = custom.get(CUSTOM.constraints);
  if (extra && typeof extra === "object") Object.assign(constraints, extra);
  const children = property.items
    ? [propertyToField({ name: "element", ...(property.items as Json) }, `${at}.items`, result)]
    : (property.properties as Json[] | undefined)?.map((p, i) =>
        propertyToField(p, `${at}.properties[${i}]`, result),
      );
  return withoutUndefined({
    name: property.name,
    type: type ?? "unknown",
    fields: children,
    alias: custom.get(CUSTOM.alias),
    doc: property.description,
    logical: custom.get(CUSTOM.logical),
    optional: required ? undefined : true,
    constraints: Object.keys(constraints).length > 0 ? constraints : undefined,
  });
}

function noteDropped(
  node: Json,
  at: string,
  known: Set<string>,
  knownCustom: Set<string>,
  dropped: string[],
): void {
  const prefix = at === "" ? "" : `${at}.`;
  for (const key of Object.keys(node)) {
    if (key === "customProperties") continue;
    if (!known.has(key)) dropped.push(`${prefix}${key}`);
  }
  for (const name of customProperties(node).keys()) {
    if (!knownCustom.has(name)) dropped.push(`${prefix}customProperties.${name}`);
  }
}

function withoutUndefined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
