import type avro from "avsc";
// The schema types only: avsc's entry also loads its containers and services (a third of a small diff's reading).
import avroTypes from "avsc/lib/types.js";

/**
 * avsc's schema types, built without compiling code nobody calls. avsc generates (`new Function`)
 * a reader, skipper, writer and checker for every record and a branch class for every type as the
 * type is built, though reading a schema file only needs the type built (its validation): two
 * thousand small records cost ~0.6 s of compiling. The reader, skipper and checker of a record
 * are compiled at their first call instead, and the branch class is a closure, not generated
 * source: both behave as avsc's own (same arguments, results, `this`).
 * Applied once, to the one types module that avsc's full entry shares, so decoding (the s3
 * reader's Avro samples) and IDL parsing use it too.
 */
type Compile = (this: object) => (...args: unknown[]) => unknown;

// Not the writer: compiling it encodes the fields' defaults through avsc's one shared buffer, which a
// write in progress (the first call, were it lazy) is using.
const LAZY_RECORD_FUNCTIONS = ["_createReader", "_createSkipper", "_createChecker"] as const;

function compiledOnFirstCall(compile: Compile): Compile {
  return function (this: object) {
    const type = this;
    let compiled: ((...args: unknown[]) => unknown) | undefined;
    return function (this: unknown, ...args: unknown[]) {
      compiled ??= compile.call(type);
      return compiled.apply(this, args);
    };
  };
}

interface BranchClass {
  (this: Record<string, unknown>, value: unknown): void;
  type: unknown;
}

function branchClass(this: { branchName: string }): BranchClass | null {
  const name = this.branchName;
  if (name === "null") return null;
  const Branch = function Branch$(this: Record<string, unknown>, value: unknown) {
    this[name] = value;
  } as BranchClass;
  Branch.type = this;
  const unwrap = function (this: Record<string, unknown>) {
    return this[name];
  };
  Object.assign(Branch.prototype as object, { unwrap, unwrapped: unwrap });
  return Branch;
}

const { Type } = avroTypes;
const recordPrototype = Object.getPrototypeOf(
  Type.forSchema({ type: "record", name: "LazyProbe", fields: [] }),
) as Record<string, unknown>;
for (const name of LAZY_RECORD_FUNCTIONS) {
  recordPrototype[name] = compiledOnFirstCall(recordPrototype[name] as Compile);
}
(Type.prototype as unknown as Record<string, unknown>)._createBranchConstructor = branchClass;

export const AvroType: typeof avro.Type = Type;
