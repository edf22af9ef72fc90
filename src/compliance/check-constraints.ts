import type { SchemaNode } from "../api/schema-node.js";
import { describeType, numberConstraint } from "./compat.js";
import type { ComplianceViolation, ViolationType } from "./types.js";

// The leaf rules of a contract check (check.ts): what a field's constraints promise.

export function push(
  out: ComplianceViolation[],
  violationType: ViolationType,
  field: string,
  expectedNode: SchemaNode,
  expected: string,
  actual: string,
  message: string,
): void {
  out.push({ message, field, fieldType: describeType(expectedNode), violationType, expected, actual });
}

/**
 * A contract that pins a Protobuf `fieldNumber` (init writes it) is broken by any other number:
 * the wire carries the number, so data written under the old one is not read as this field.
 */
export function compareFieldNumber(
  expected: SchemaNode,
  actual: SchemaNode,
  path: string,
  out: ComplianceViolation[],
): void {
  const want = numberConstraint(expected, "fieldNumber");
  const have = numberConstraint(actual, "fieldNumber");
  if (want === undefined || have === undefined || want === have) return;
  push(
    out,
    "CONSTRAINT_VIOLATION",
    path,
    expected,
    `fieldNumber ${want}`,
    `fieldNumber ${have}`,
    `Field '${path}' has field number ${have}, the contract's is ${want}: data written under ${want} is no longer read as this field.`,
  );
}

function constraintViolation(
  out: ComplianceViolation[],
  path: string,
  expectedNode: SchemaNode,
  what: string,
  expected: string,
  actual: string,
): void {
  push(
    out,
    "CONSTRAINT_VIOLATION",
    path,
    expectedNode,
    `${what} ${expected}`,
    `${what} ${actual}`,
    `Field '${path}' has ${what} ${actual}, less than the contract's ${expected}.`,
  );
}

const physicalTypeOf = (node: SchemaNode): string => {
  const physical = node.constraints?.physicalType;
  return typeof physical === "string" ? physical : "";
};

/** Whether a contract field states the physical type it was written from (init writes it for SQL columns). */
const pinsPhysicalType = (node: SchemaNode): boolean => physicalTypeOf(node) !== "";

/** Capacity constraints may grow but never shrink (varchar(50) -> varchar(100) is fine). */
export function compareConstraints(
  expected: SchemaNode,
  actual: SchemaNode,
  path: string,
  out: ComplianceViolation[],
): void {
  const wantLength = numberConstraint(expected, "maxLength");
  const haveLength = numberConstraint(actual, "maxLength");
  // A contract that states neither a maxLength nor a physical type does not make length part of the
  // promise: char(3) satisfies `type: string`. One that states a length is broken by any asset that
  // holds less, and one that pins an unbounded physical type (`text`, `varchar`) by any bound at all,
  // as the diff of the same change would say (text -> varchar(32) is a narrowing).
  if (haveLength !== undefined && (wantLength ?? (pinsPhysicalType(expected) ? Infinity : 0)) > haveLength) {
    const want = wantLength === undefined ? `unbounded (${physicalTypeOf(expected)})` : String(wantLength);
    constraintViolation(out, path, expected, "maxLength", want, String(haveLength));
  }
  const havePrecision = numberConstraint(actual, "precision");
  if (
    havePrecision !== undefined &&
    numberConstraint(expected, "precision") === undefined &&
    pinsPhysicalType(expected) &&
    expected.type === actual.type
  ) {
    // numeric -> numeric(10,2): an unconstrained decimal the contract pins now holds fewer digits.
    const want = `unbounded (${physicalTypeOf(expected)})`;
    constraintViolation(out, path, expected, "precision", want, String(havePrecision));
  }
  const wantPrecision = numberConstraint(expected, "precision");
  const wantScale = numberConstraint(expected, "scale") ?? (wantPrecision === undefined ? undefined : 0);
  const haveScale = numberConstraint(actual, "scale") ?? (havePrecision === undefined ? undefined : 0);
  if (wantPrecision !== undefined && havePrecision !== undefined && havePrecision < wantPrecision) {
    constraintViolation(out, path, expected, "precision", String(wantPrecision), String(havePrecision));
  } else if (wantScale !== undefined && haveScale !== undefined && haveScale < wantScale) {
    constraintViolation(out, path, expected, "scale", String(wantScale), String(haveScale));
  } else if (
    wantPrecision !== undefined &&
    havePrecision !== undefined &&
    wantScale !== undefined &&
    haveScale !== undefined &&
    havePrecision - haveScale < wantPrecision - wantScale
  ) {
    // decimal(10,2) -> decimal(10,4) keeps the precision but loses two integer digits.
    constraintViolation(
      out,
      path,
      expected,
      "integer digits",
      String(wantPrecision - wantScale),
      String(havePrecision - haveScale),
    );
  }
  const wantSize = numberConstraint(expected, "size") ?? numberConstraint(expected, "fixedSize");
  const haveSize = numberConstraint(actual, "size") ?? numberConstraint(actual, "fixedSize");
  if (wantSize !== undefined && haveSize !== undefined && wantSize !== haveSize) {
    // Fixed-size bytes (Avro fixed, char(n)) change their encoding with the size.
    push(
      out,
      "CONSTRAINT_VIOLATION",
      path,
      expected,
      `size ${wantSize}`,
      `size ${haveSize}`,
      `Field '${path}' has fixed size ${haveSize}, the contract's is ${wantSize}.`,
    );
  }
}
