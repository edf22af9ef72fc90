import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";
import { type SchemaNode, schemaWithinLimits } from "./schema-node.js";

/**
 * A compiled validator for large, recursive values (a 49 KB check is hundreds of schema nodes; a
 * page of 500 contracts thousands): zod's parse was a large part of their cost. The JSON Schema is
 * generated from the same zod schema, so the endpoint table stays the one source of truth: ajv
 * strips unknown keys and applies defaults as zod does, the node limits zod refines are checked
 * beside it, and any value ajv refuses goes to zod, whose errors are the ones reported. Tests
 * assert both agree.
 */
export type FastValidator = (raw: unknown) => { value: unknown } | undefined;

let ajv: Ajv2020 | undefined;

/**
 * The string formats of the endpoint table, checked as zod checks them: zod writes a `pattern`
 * beside `uuid`, `date-time` and `email` (ajv checks it), but none for `uri`, which is zod's own.
 */
const URI = z.url();
const FORMATS: Record<string, true | ((value: string) => boolean)> = {
  uuid: true,
  "date-time": true,
  email: true,
  uri: (value) => URI.safeParse(value).success,
};

function formatsOf(schema: unknown): string[] {
  const text = JSON.stringify(schema);
  return [...text.matchAll(/"format":"([^"]*)"/g)].map((m) => m[1] ?? "");
}

/** `schema`'s compiled validator; `schemaTrees` names the trees of a value whose node limits zod refines. */
export function compileValidator(
  schema: z.ZodType,
  schemaTrees: (value: never) => SchemaNode[][],
): FastValidator {
  ajv ??= new Ajv2020({
    removeAdditional: true,
    useDefaults: true,
    // (ajv counts maxLength in Unicode characters by default, as zod does.)
    strict: false,
    allErrors: false,
    // The schemas are generated from the zod table (and tested): checking them against the
    // meta-schema would be paid at every server's and embedded run's start.
    validateSchema: false,
    formats: FORMATS,
  });
  const jsonSchema = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  // A format ajv does not know would pass unchecked (with a warning on stderr): zod takes all then.
  if (!formatsOf(jsonSchema).every((format) => format in FORMATS)) return () => undefined;
  const validate = ajv.compile(jsonSchema);
  return (raw) => {
    try {
      if (!validate(raw)) return undefined;
    } catch {
      // A pathologically deep value overflows the stack: zod's path reports it.
      return undefined;
    }
    const value = raw as never;
    return schemaTrees(value).every((nodes) => schemaWithinLimits(nodes)) ? { value } : undefined;
  };
}

/**
 * A validator compiled at its (`before` + 1)th value; until then it answers undefined, and zod
 * validates. Generating and compiling costs more than a few values win back.
 */
export function compiledOnUse(before: number, compileNow: () => FastValidator): FastValidator {
  let seen = 0;
  let compiled: FastValidator | undefined;
  return (raw) => {
    if (!compiled && ++seen <= before) return undefined;
    compiled ??= compileNow();
    return compiled(raw);
  };
}

/**
 * One validator per key (an endpoint spec), each compiled on use at its (`before` + 1)th value
 * and shared by every caller of the process; `compile` answers undefined for a key with no fast
 * path, whose values then all go to zod.
 */
export function compiledOnUsePerKey<K extends object>(
  before: number,
  compile: (key: K) => FastValidator | undefined,
): (key: K) => FastValidator {
  const validators = new WeakMap<K, FastValidator>();
  return (key) => {
    let validator = validators.get(key);
    if (!validator) {
      validator = compiledOnUse(before, () => compile(key) ?? (() => undefined));
      validators.set(key, validator);
    }
    return validator;
  };
}
