import type { SchemaNode } from "../api/schema-node.js";
import type { ContractFile } from "./contract-schema.js";
import { CUSTOM, odcsStatus } from "./odcs.js";
import { toLogicalType } from "./odcs-types.js";

type Json = Record<string, unknown>;

/** Constraints ODCS has keys for; the rest travel in the custom property contractSyncConstraints. */
const MAPPED_CONSTRAINTS = new Set(["maxLength", "primaryKey", "unique", "classification", "symbols", "pii"]);

/**
 * A native contract as an ODCS v3.1.0 document. Native types are written as
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
  ]);
  if (contract.version === undefined) {
    notes.push(
      `version: the contract has none and ODCS requires one; written as 0.0.0 (marked ${CUSTOM.unversioned})`,
    );
  }
  if (contract.approvers) {
    notes.push(
      "approvers: not carried into ODCS; name them in .github/contract-sync.yml's owners for the contract's owner instead",
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
    ]),
  };
  const document: Json = {
    apiVersion: "v3.1.0",
    kind: "DataContract",
    id: contract.id,
    name: contract.name,
    version: contract.version ?? "0.0.0",
    status: odcsStatus(contract.status),
    domain: contract.namespace,
    schema: [withoutUndefined(object)],
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
  if (typeof constraints.maxLength === "number" && logicalType === "string") {
    property.logicalTypeOptions = { maxLength: constraints.maxLength };
  } else if (constraints.maxLength !== undefined) {
    rest.maxLength = constraints.maxLength;
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
  if (Array.isArray(constraints.symbols)) {
    property.quality = [
      {
        type: "library",
        metric: "invalidValues",
        arguments: { validValues: constraints.symbols },
        mustBe: 0,
      },
    ];
  }
  const children = field.fields ?? [];
  if (field.type === "list" && children.length === 1 && children[0]?.name === "element") {
    const { name: _element, ...items } = fieldToProperty(children[0]);
    property.items = items;
  } else if (children.length > 0) {
    property.properties = children.map((child) => fieldToProperty(child));
  }
  property.customProperties = custom([
    [CUSTOM.logical, field.logical],
    [CUSTOM.alias, field.alias],
    [CUSTOM.constraints, Object.keys(rest).length > 0 ? rest : undefined],
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
