import type { SchemaNode } from "../api/schema-node.js";
import { describeType, numberConstraint } from "./compat.js";
import { type Deprecation, deprecationOf } from "./deprecation.js";
import { capacityLosses } from "./narrowing.js";
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
  // A field the contract marks deprecated (ODCS v3.2 `deprecated`) is still promised: the mark is
  // shown so the author sees why a break of it is reported all the same.
  const deprecation = deprecationOf(expectedNode);
  const deprecated = deprecation !== undefined;
  out.push({
    message: deprecation ? `${message} ${deprecationNote(deprecation)}` : message,
    field,
    fieldType: `${describeType(expectedNode)}${deprecated ? " (deprecated)" : ""}`,
    violationType,
    // The comment's table shows `expected`: the mark is seen there.
    expected: deprecated ? `${expected} (deprecated)` : expected,
    actual,
  });
}

/** What a deprecated field's break says: it stays promised, and from when it may go (its sunset). */
function deprecationNote(deprecation: Deprecation): string {
  const instead = deprecation.replacement ? ` Readers should move to ${deprecation.replacement}.` : "";
  if (deprecation.sunset === undefined)
    return `The contract marks it deprecated, with no sunset: it stays promised until the contract drops it.${instead}`;
  return `The contract marks it deprecated with a sunset of ${deprecation.sunset}: it may be removed from that day, from the contract too (a new major version), once no declared consumer reads it.${instead}`;
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

const physicalTypeOf = (node: SchemaNode): string => {
  const physical = node.constraints?.physicalType;
  return typeof physical === "string" ? physical : "";
};

/**
 * Capacity constraints may grow but never shrink (varchar(50) -> varchar(100) is fine); the one
 * judgement of the diff (narrowing.ts). A contract that states neither a bound nor a physical type
 * does not make the bound part of the promise: char(3) satisfies `type: string`. One that pins its
 * physical type (`text`, `numeric`, as init writes them) states every bound it has, so any bound
 * the asset adds breaks it, as the diff of the same change says (text -> varchar(32) narrows).
 */
export function compareConstraints(
  expected: SchemaNode,
  actual: SchemaNode,
  path: string,
  out: ComplianceViolation[],
): void {
  const absent = physicalTypeOf(expected) === "" ? "unstated" : "unbounded";
  for (const loss of capacityLosses(expected, actual, absent)) {
    const want = loss.before === undefined ? `unbounded (${physicalTypeOf(expected)})` : String(loss.before);
    const have = String(loss.after);
    const message =
      loss.what === "size"
        ? `Field '${path}' has fixed size ${have}, the contract's is ${want}.`
        : `Field '${path}' has ${loss.what} ${have}, less than the contract's ${want}.`;
    push(
      out,
      "CONSTRAINT_VIOLATION",
      path,
      expected,
      `${loss.what} ${want}`,
      `${loss.what} ${have}`,
      message,
    );
  }
}
