import type { SchemaNode } from "../api/schema-node.js";
import type { ContractFile } from "./contract-schema.js";
import { CUSTOM, odcsStatus } from "./odcs.js";
import { VALUE_BOUNDS } from "./odcs-properties.js";
import { ODCS_WRITTEN_VERSION } from "./odcs-schemas.js";
import { toLogicalType } from "./odcs-types.js";

type Json = Record<string, unknown>;

/** Constraints ODCS has keys for; the rest travel in the custom property contractSyncConstraints. */
const MAPPED_CONSTRAINTS = new Set([
  "maxLength",
  "primaryKey",
  "unique",
  "classification",
  "symbols",
  "enumValues",
  "pii",
  "deprecated",
  "vector",
]);

/** The logicalTypeOptions each ODCS logicalType takes (the standard's schema refuses others). */
const OPTIONS_OF: Record<string, ReadonlySet<string>> = {
  string: new Set(["minLength", "pattern", "format"]),
  date: new Set(["format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]),
  timestamp: new Set([
    "format",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "timezone",
    "defaultTimezone",
  ]),
  time: new Set([
    "format",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "timezone",
    "defaultTimezone",
  ]),
  integer: new Set(["multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "format"]),
  number: new Set(["multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "format"]),
  object: new Set(["minProperties", "maxProperties"]),
  array: new Set(["minItems", "maxItems", "uniqueItems"]),
};
const BOUNDS: ReadonlySet<string> = new Set(VALUE_BOUNDS);

/**
 * A native contract as an ODCS v3.2.0 document. Native types are written as
 * `physicalType` (the Recap name, read back exactly) beside the nearest ODCS
 * `logicalType`; what ODCS has no key for goes into custom properties, so
 * reading the result gives the same contract. `notes` lists what changed form.
 */
export function nativeToOdcs(contract: ContractFile): { document: Json; notes: string[] } {
  const notes: string[] = [];
  const names = contract.dataAssetResourceNameList ?? [];
  const resourceName = contract.dataAssetResourceName;
  const objectName = objectNameOf(resourceName ?? names[0] ?? contract.name);
  const documentCustom = custom([
    [CUSTOM.owner, contract.owner],
    [CUSTOM.enforcementLevel, contract.enforcementLevel],
    [CUSTOM.restrictPii, contract.restrictPii],
    [CUSTOM.consumers, contract.consumers],
    [CUSTOM.unversioned, contract.version === undefined ? true : undefined],
    [CUSTOM.compatibility, contract.compatibility],
    [CUSTOM.compatibilityLine, contract.compatibilityLine],
  ]);
  if (contract.version === undefined) {
    notes.push(
      `version: the contract has none and ODCS requires one; written as 0.0.0 (marked ${CUSTOM.unversioned})`,
    );
  }
  if (contract.approvers?.some((approver) => approver.includes("/"))) {
    notes.push(
      "approvers: a GitHub team is no ODCS team member; written as a member all the same (its username is org/team)",
    );
  }
  const object: Json = {
    name: objectName,
    logicalType: "object",
    description: contract.doc,
    properties: contract.schema.map((field) => fieldToProperty(field)),
    customProperties: custom([
      [CUSTOM.resourceName, resourceName],
      [CUSTOM.resourceNames, names.length > 0 ? names : undefined],
      [CUSTOM.deprecation, contract.deprecated],
    ]),
  };
  const document: Json = {
    apiVersion: ODCS_WRITTEN_VERSION,
    kind: "DataContract",
    id: contract.id,
    name: contract.name,
    version: contract.version ?? "0.0.0",
    status: odcsStatus(contract.status),
    domain: contract.namespace,
    schema: [withoutUndefined(object)],
    // The approvers are who of the team may approve (role owner): read back as approvers.
    team: contract.approvers
      ? { members: contract.approvers.map((username) => ({ username, role: "owner" })) }
      : undefined,
    customProperties: documentCustom,
  };
  return { document: withoutUndefined(document), notes };
}

/** `postgres://db:5432:shop.public.orders` -> `orders`; `avro://...:x.avsc:com.acme.Order` -> `com.acme.Order`. */
function objectNameOf(resourceName: string): string {
  const path = resourceName.slice(resourceName.lastIndexOf(":") + 1);
  return resourceName.startsWith("postgres://") ||
    resourceName.startsWith("mysql://") ||
    resourceName.startsWith("mssql://")
    ? (path.split(".").pop() ?? path)
    : path;
}

function fieldToProperty(field: SchemaNode): Json {
  const constraints = field.constraints ?? {};
  const rest = Object.fromEntries(
    Object.entries(constraints).filter(([key]) => !MAPPED_CONSTRAINTS.has(key)),
  );
  const logicalType = toLogicalType(field.type);
  const property: Json = {
    name: field.name,
    logicalType,
    physicalType: field.type,
    description: field.doc,
    required: field.optional === true ? undefined : true,
    primaryKey: constraints.primaryKey === true ? true : undefined,
    unique: constraints.unique === true ? true : undefined,
    classification: typeof constraints.classification === "string" ? constraints.classification : undefined,
  };
  const options: Json = {};
  if (typeof constraints.maxLength === "number" && logicalType === "string") {
    options.maxLength = constraints.maxLength;
  } else if (constraints.maxLength !== undefined) {
    rest.maxLength = constraints.maxLength;
  }
  for (const key of Object.keys(rest)) {
    if (BOUNDS.has(key) && OPTIONS_OF[logicalType ?? ""]?.has(key)) {
      options[key] = rest[key];
      delete rest[key];
    }
  }
  if (
    constraints.pii === true &&
    !(
      typeof property.classification === "string" &&
      /\b(pii|personal|sensitive)\b/i.test(property.classification)
    )
  ) {
    rest.pii = true;
  }
  if (constraints.deprecated !== undefined && constraints.deprecated !== false) property.deprecated = true;
  // The dates travel in the custom property `deprecation` (ODCS's flag has none).
  const dates = typeof constraints.deprecated === "object" ? constraints.deprecated : undefined;
  const values = Array.isArray(constraints.symbols) ? constraints.symbols : constraints.enumValues;
  if (Array.isArray(values)) property.enum = values.map((value) => ({ value }));
  const children = field.fields ?? [];
  if (constraints.vector && typeof constraints.vector === "object" && field.type === "list") {
    // A v3.2 vector: its element type is in its options, so no items.
    property.logicalType = "vector";
    Object.assign(options, constraints.vector);
  } else if (field.type === "list" && children.length === 1 && children[0]?.name === "element") {
    const { name: _element, ...items } = fieldToProperty(children[0]);
    property.items = items;
  } else if (field.type === "map" && children.length === 2) {
    const [key, value] = children.map((child) => {
      const { name: _role, ...rest } = fieldToProperty(child);
      return rest;
    });
    property.map = { key, value };
  } else if (children.length > 0) {
    property.properties = children.map((child) => fieldToProperty(child));
  }
  if (Object.keys(options).length > 0) property.logicalTypeOptions = options;
  if (constraints.vector !== undefined && property.logicalType !== "vector") rest.vector = constraints.vector;
  property.customProperties = custom([
    [CUSTOM.logical, field.logical],
    [CUSTOM.alias, field.alias],
    [CUSTOM.constraints, Object.keys(rest).length > 0 ? rest : undefined],
    [CUSTOM.deprecation, dates ?? undefined],
  ]);
  return withoutUndefined(property);
}

function custom(entries: Array<[string, unknown]>): Json[] | undefined {
  const list = entries
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => ({ property, value }));
  return list.length > 0 ? list : undefined;
}

function withoutUndefined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
