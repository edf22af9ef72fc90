import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import avro from "avsc";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compatibilityBreaks,
  type EarlierVersion,
  versionVerdicts,
} from "../../src/compliance/compat-history.js";
import type { CompatibilityMode } from "../../src/compliance/compat-modes.js";
import type { AssetVersion } from "../../src/compliance/diff-assets.js";
import { avroTreeOf } from "./support/trees.js";

/*
 * The transitive modes agree with avsc's schema resolution on every pair of a history: the head
 * (version j) against each earlier version i, BACKWARD as Confluent defines it (reader j, writer
 * i), FORWARD (reader i, writer j), FULL both. Generated histories (fast-check: a record evolved
 * step by step), and real ones: test/corpus/avro/real-history (Apache Hudi's HoodieCommitMetadata
 * and two DeltaStreamer schemas, every version Git holds; versions.txt names each commit).
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Field = { name: string; type: Json; default?: Json };

function resolves(reader: unknown, writer: unknown): boolean {
  const r = avro.Type.forSchema(reader as avro.Schema, { wrapUnions: true });
  const w = avro.Type.forSchema(writer as avro.Schema, { wrapUnions: true });
  try {
    r.createResolver(w);
    return true;
  } catch {
    return false;
  }
}

const PRIMS = ["int", "long", "float", "double", "string", "bytes"] as const;
const DEFAULTS: Record<string, Json> = { int: 0, long: 0, float: 0, double: 0, string: "", bytes: "" };

type Step =
  | { kind: "add"; type: (typeof PRIMS)[number]; withDefault: boolean; nullable: boolean }
  | { kind: "remove"; at: number }
  | { kind: "setDefault"; at: number }
  | { kind: "dropDefault"; at: number }
  | { kind: "retype"; at: number; type: (typeof PRIMS)[number] };

const prim = fc.constantFrom(...PRIMS);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("add" as const),
    type: prim,
    withDefault: fc.boolean(),
    nullable: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("remove" as const), at: fc.nat(5) }),
  fc.record({ kind: fc.constant("setDefault" as const), at: fc.nat(5) }),
  fc.record({ kind: fc.constant("dropDefault" as const), at: fc.nat(5) }),
  fc.record({ kind: fc.constant("retype" as const), at: fc.nat(5), type: prim }),
);

const baseOf = (type: Json): Json => (Array.isArray(type) ? (type[1] as Json) : type);

function apply(fields: Field[], s: Step, counter: { next: number }): Field[] {
  if (s.kind === "add") {
    const name = `f${counter.next++}`;
    const type: Json = s.nullable ? ["null", s.type] : s.type;
    const fallback = s.nullable ? null : (DEFAULTS[s.type] as Json);
    return [...fields, { name, type, ...(s.withDefault ? { default: fallback } : {}) }];
  }
  if (fields.length === 0) return fields;
  const at = s.at % fields.length;
  const field = fields[at] as Field;
  const replace = (next: Field | undefined) =>
    next ? fields.map((f, i) => (i === at ? next : f)) : fields.filter((_, i) => i !== at);
  if (s.kind === "remove") return replace(undefined);
  if (s.kind === "setDefault") {
    const type = field.type;
    return replace({
      ...field,
      default: Array.isArray(type) ? null : (DEFAULTS[baseOf(type) as string] as Json),
    });
  }
  if (s.kind === "dropDefault") {
    const { default: _dropped, ...rest } = field;
    return replace(rest);
  }
  // Retyped: the default (when any) follows the new type.
  const type: Json = Array.isArray(field.type) ? ["null", s.type] : s.type;
  const next: Field = { name: field.name, type };
  if ("default" in field) next.default = Array.isArray(type) ? null : (DEFAULTS[s.type] as Json);
  return replace(next);
}

/** A record's versions: a first one, then each step applied to the previous. */
function historyOf(first: Step[], steps: Step[]): Json[] {
  const counter = { next: 0 };
  let fields: Field[] = [{ name: "id", type: "long" }];
  for (const s of first) fields = apply(fields, s, counter);
  const versions: Json[] = [];
  const push = () =>
    versions.push({ type: "record", name: "R", namespace: "t", fields: fields as unknown as Json });
  push();
  for (const s of steps) {
    fields = apply(fields, s, counter);
    push();
  }
  return versions;
}

async function assetOf(schema: unknown): Promise<AssetVersion> {
  return {
    resourceName: "avro://events:t.R",
    sourceType: "avro",
    path: "r.avsc:t.R",
    schema: await avroTreeOf(schema),
  };
}

/** For each head j and mode, the versions i < j our verdicts call broken and those avsc does. */
async function disagreements(schemas: unknown[]): Promise<string[]> {
  const assets = await Promise.all(schemas.map(assetOf));
  const problems: string[] = [];
  for (let j = 1; j < schemas.length; j++) {
    const earlier: EarlierVersion[] = assets
      .slice(0, j)
      .map((a, i) => ({ commit: `c${i + 1}`, number: i + 1, assets: [a] }));
    const head = [assets[j] as AssetVersion];
    for (const mode of [
      "BACKWARD_TRANSITIVE",
      "FORWARD_TRANSITIVE",
      "FULL_TRANSITIVE",
    ] as CompatibilityMode[]) {
      const ours = versionVerdicts(head, earlier, mode);
      for (const { version, breaks } of ours) {
        const i = version.number - 1;
        const backward = resolves(schemas[j], schemas[i]);
        const forward = resolves(schemas[i], schemas[j]);
        const avscOk =
          mode === "BACKWARD_TRANSITIVE"
            ? backward
            : mode === "FORWARD_TRANSITIVE"
              ? forward
              : backward && forward;
        if (avscOk === breaks.length > 0)
          problems.push(
            `v${j + 1} against v${i + 1} ${mode}: ours ${breaks.length > 0 ? "breaks" : "passes"}, avsc ${avscOk ? "resolves" : "fails"}`,
          );
      }
      // The finding's oldest version is the oldest avsc cannot resolve.
      const oldest = Math.min(...compatibilityBreaks(head, earlier, mode).map((b) => b.oldest.number));
      const oldestBroken = ours.filter((v) => v.breaks.length > 0).map((v) => v.version.number);
      if (oldest !== Math.min(...oldestBroken)) problems.push(`v${j + 1} ${mode}: oldest ${oldest}`);
    }
  }
  return problems;
}

describe("transitive modes agree with avsc on every pair of a history", () => {
  it("on generated histories of a record", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 3 }),
        fc.array(step, { minLength: 2, maxLength: 5 }),
        async (first, steps) => {
          const schemas = historyOf(first, steps);
          expect(await disagreements(schemas), JSON.stringify(schemas)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  const ROOT = join(import.meta.dirname, "../corpus/avro/real-history");
  // Apache's license header is a comment the Avro Java parser allows; JSON (and avsc) do not.
  const jsonOf = (text: string) => JSON.parse(text.replace(/\/\*[\s\S]*?\*\//g, ""));
  const histories = readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const name of histories.map((e) => e.name).sort()) {
    it(`on every pair of ${name}'s real history`, async () => {
      const files = readdirSync(join(ROOT, name))
        .filter((f) => f.endsWith(".avsc"))
        .sort();
      expect(files.length).toBeGreaterThanOrEqual(10);
      const schemas = files.map((f) => jsonOf(readFileSync(join(ROOT, name, f), "utf8")));
      expect(await disagreements(schemas)).toEqual([]);
    });
  }
});
