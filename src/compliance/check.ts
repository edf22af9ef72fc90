import type { SchemaNode } from "../api/schema-node.js";
import { compareConstraints, compareFieldNumber, push } from "./check-constraints.js";
import {
  childOf,
  describeType,
  isWidening,
  normalizeNode,
  stringListConstraint,
  variantsOf,
} from "./compat.js";
import { joinPath } from "./field-path.js";
import { removedSymbols } from "./narrowing.js";
import { piiPhraseOf } from "./pii.js";
import type { ComplianceViolation, ContractSpecLike } from "./types.js";

/**
 * The compliance rules (docs/service-interface.md "Compliance violation"): checks an asset's schema (a struct root) against a
 * contract and returns every violation, nested fields by dotted path of node
 * names (`customer.address.zip`, `items.element.sku`, `attributes.value`).
 * Extra asset fields are fine (except PII-looking ones under `restrictPii`).
 */
export function checkAsset(contract: ContractSpecLike, asset: SchemaNode): ComplianceViolation[] {
  const expectedFields = contractFields(contract.schema ?? []);
  const violations: ComplianceViolation[] = [];
  compareFields(expectedFields, asset.fields ?? [], "", violations);
  if (contract.restrictPii) findAddedPii(expectedFields, asset.fields ?? [], "", violations);
  return violations;
}

/**
 * A contract schema is the list of the asset's top-level fields; a single
 * unnamed struct is accepted too, as the root itself (README decision).
 */
export function contractFields(schema: SchemaNode[]): SchemaNode[] {
  const only = schema[0];
  if (schema.length === 1 && only && only.type === "struct" && !only.name) return only.fields ?? [];
  return schema;
}

const byNameCache = new WeakMap<SchemaNode[], Map<string, SchemaNode>>();

/** Fields by name, built once per field list (wide assets would be quadratic otherwise). */
function byName(fields: SchemaNode[]): Map<string, SchemaNode> {
  let map = byNameCache.get(fields);
  if (!map) {
    map = new Map();
    for (const field of fields)
      if (field.name !== undefined && !map.has(field.name)) map.set(field.name, field);
    byNameCache.set(fields, map);
  }
  return map;
}

/**
 * The field of the same name, else one that names the other as its alias (a rename): the
 * contract's `alias`, or Avro's field `aliases`, by which schema resolution reads data written
 * under the old name (a rename with an alias is readable, so it is not a missing field).
 */
function findField(
  fields: SchemaNode[],
  named: Map<string, SchemaNode>,
  wanted: SchemaNode,
): SchemaNode | undefined {
  return (
    (wanted.name === undefined ? undefined : named.get(wanted.name)) ??
    fields.find(
      (field) =>
        (field.alias !== undefined && field.alias === wanted.name) ||
        (wanted.alias !== undefined && wanted.alias === field.name) ||
        (wanted.name !== undefined && (stringListConstraint(field, "aliases") ?? []).includes(wanted.name)),
    )
  );
}

function compareFields(
  expected: SchemaNode[],
  actual: SchemaNode[],
  prefix: string,
  out: ComplianceViolation[],
): void {
  // Looked up once per list, not once per expected field (a WeakMap lookup each was most of this loop).
  const named = byName(actual);
  for (const want of expected) {
    const name = want.name ?? "";
    const path = joinPath(prefix, name);
    const have = findField(actual, named, want);
    if (!have) {
      const optional = normalizeNode(want).optional === true;
      push(
        out,
        optional ? "MISSING_OPTIONAL_PROPERTY" : "MISSING_REQUIRED_PROPERTY",
        path,
        want,
        "present",
        "missing",
        `${optional ? "Optional" : "Required"} field '${path}' of the contract is missing from the asset.`,
      );
      continue;
    }
    compareNode(want, have, path, out);
  }
}

function compareNode(
  rawExpected: SchemaNode,
  rawActual: SchemaNode,
  path: string,
  out: ComplianceViolation[],
): void {
  const expected = normalizeNode(rawExpected);
  const actual = normalizeNode(rawActual);
  if (expected.optional !== true && actual.optional === true) {
    push(
      out,
      "REQUIRED_PROPERTY_NOW_OPTIONAL",
      path,
      expected,
      "required",
      "optional",
      `Field '${path}' is required by the contract but optional (nullable) in the asset.`,
    );
  }
  compareFieldNumber(expected, actual, path, out);
  compareType(expected, actual, path, out);
}

function incompatible(
  out: ComplianceViolation[],
  path: string,
  expected: SchemaNode,
  actual: SchemaNode,
): void {
  const want = describeType(expected);
  const have = describeType(actual);
  push(
    out,
    "INCOMPATIBLE_TYPE",
    path,
    expected,
    want,
    have,
    `Field '${path}' has type ${have}, which cannot hold every value of the contract's ${want}.`,
  );
}

function namedVariants(union: SchemaNode): boolean {
  const variants = union.fields ?? [];
  return (
    variants.length > 0 && variants.every((variant) => variant.name !== undefined && variant.name !== "")
  );
}

/** True when `actual` satisfies `expected` with no violation at all. */
function fits(expected: SchemaNode, actual: SchemaNode): boolean {
  const scratch: ComplianceViolation[] = [];
  compareType(normalizeNode(expected), normalizeNode(actual), "", scratch);
  return scratch.length === 0;
}

function compareType(
  expected: SchemaNode,
  actual: SchemaNode,
  path: string,
  out: ComplianceViolation[],
): void {
  if (expected.type === "unknown") return;
  if (
    expected.type === "union" &&
    actual.type === "union" &&
    namedVariants(expected) &&
    namedVariants(actual)
  ) {
    // A Protobuf oneof: its variants are fields, matched by name like a struct's.
    compareFields(expected.fields ?? [], actual.fields ?? [], path, out);
    return;
  }
  if (expected.type === "union") {
    const variants = variantsOf(actual);
    const everyFits = (expected.fields ?? []).every((want) => variants.some((have) => fits(want, have)));
    if (!everyFits) incompatible(out, path, expected, actual);
    return;
  }
  if (actual.type === "union") {
    // Widening into a union is fine when one variant holds every contracted value.
    if (!(actual.fields ?? []).some((variant) => fits(expected, variant)))
      incompatible(out, path, expected, actual);
    return;
  }
  switch (expected.type) {
    case "struct":
      if (actual.type !== "struct") {
        incompatible(out, path, expected, actual);
        return;
      }
      compareFields(expected.fields ?? [], actual.fields ?? [], path, out);
      return;
    case "list":
    case "map": {
      if (actual.type !== expected.type) {
        incompatible(out, path, expected, actual);
        return;
      }
      const roles = expected.type === "list" ? (["element"] as const) : (["key", "value"] as const);
      for (const role of roles) {
        const want = childOf(expected, role);
        const have = childOf(actual, role);
        if (want && have) compareNode(want, have, joinPath(path, role), out);
      }
      return;
    }
    case "enum":
      if (actual.type !== "enum") {
        incompatible(out, path, expected, actual);
        return;
      }
      compareSymbols(expected, actual, path, out);
      return;
    default:
      // A string limited to listed values (ODCS `enum`) is held by an enum that keeps every one of them.
      if (expected.type === "string" && actual.type === "enum" && expected.constraints?.symbols) {
        compareSymbols(expected, actual, path, out);
        return;
      }
      if (!isWidening(expected.type, actual.type)) {
        incompatible(out, path, expected, actual);
        return;
      }
      if (expected.logical && expected.logical !== actual.logical) {
        incompatible(out, path, expected, actual);
        return;
      }
      compareConstraints(expected, actual, path, out);
  }
}

function compareSymbols(
  expected: SchemaNode,
  actual: SchemaNode,
  path: string,
  out: ComplianceViolation[],
): void {
  for (const symbol of removedSymbols(expected, actual)) {
    push(
      out,
      "ENUM_VALUE_REMOVED",
      path,
      expected,
      symbol,
      describeType(actual),
      `Enum '${path}' no longer has the symbol ${symbol} that the contract lists.`,
    );
  }
}

/** Under restrictPii: asset fields the contract does not have whose names look like personal data. */
function findAddedPii(
  expected: SchemaNode[],
  actual: SchemaNode[],
  prefix: string,
  out: ComplianceViolation[],
): void {
  const named = byName(expected);
  for (const raw of actual) {
    const field = normalizeNode(raw);
    const name = field.name ?? "";
    const path = joinPath(prefix, name);
    const known = findField(expected, named, field);
    const phrase = known ? undefined : piiPhraseOf(name);
    if (phrase) {
      push(
        out,
        "PII_FIELD_ADDED",
        path,
        field,
        "no personal data",
        `new field '${path}' (looks like ${phrase})`,
        `Field '${path}' looks like personal data (${phrase}) and the contract restricts PII.`,
      );
    }
    const knownNode = known ? normalizeNode(known) : undefined;
    for (const [nested, expectedNested] of nestedStructs(field, knownNode)) {
      findAddedPii(expectedNested, nested.fields ?? [], nested.path, out);
    }
  }

  function nestedStructs(
    field: SchemaNode,
    known: SchemaNode | undefined,
  ): Array<[{ path: string; fields?: SchemaNode[] | undefined }, SchemaNode[]]> {
    const base = joinPath(prefix, field.name ?? "");
    const result: Array<[{ path: string; fields?: SchemaNode[] | undefined }, SchemaNode[]]> = [];
    const visit = (node: SchemaNode, expectedNode: SchemaNode | undefined, path: string): void => {
      const current = normalizeNode(node);
      const expectedCurrent = expectedNode ? normalizeNode(expectedNode) : undefined;
      if (current.type === "struct") {
        result.push([
          { path, fields: current.fields },
          expectedCurrent?.type === "struct" ? (expectedCurrent.fields ?? []) : [],
        ]);
      } else if (current.type === "list" || current.type === "map") {
        const role = current.type === "list" ? "element" : "value";
        const child = childOf(current, role);
        const expectedChild = expectedCurrent ? childOf(expectedCurrent, role) : undefined;
        if (child) visit(child, expectedChild, joinPath(path, role));
      } else if (current.type === "union") {
        const expectedVariants = expectedCurrent?.type === "union" ? (expectedCurrent.fields ?? []) : [];
        if (namedVariants(current)) {
          // A Protobuf oneof: its variants are fields, whose names tell personal data as a struct's do.
          result.push([{ path, fields: current.fields }, expectedVariants]);
          return;
        }
        // A union of records (Avro): each record's fields, at the union field's path.
        for (const variant of current.fields ?? []) {
          const shape = normalizeNode(variant);
          const same = expectedVariants.find((e) => {
            const known = normalizeNode(e);
            return known.type === shape.type && (known.alias ?? "") === (shape.alias ?? "");
          });
          visit(variant, same, path);
        }
      }
    };
    visit(field, known, base);
    return result;
  }
}
