import { performance } from "node:perf_hooks";
import type { SchemaNode } from "../src/api/schema-node.js";
import { checkAsset } from "../src/compliance/check.js";
import { diffSchemas } from "../src/compliance/diff.js";
import type { AssetCheck } from "../src/outcome/model.js";
import { renderComment } from "../src/report/markdown.js";
import type { BenchSuite } from "./suites.js";

/**
 * Compliance engine and report: checkAsset and diffSchemas on a wide, nested
 * asset (1,000 top-level fields, every fifth a struct of 10, lists and maps),
 * and rendering a PR comment for 400 assets (truncated to GitHub's limit).
 */
const WIDTH = 1000;

function wideAsset(variant: number): SchemaNode {
  const fields: SchemaNode[] = Array.from({ length: WIDTH }, (_, i): SchemaNode => {
    const changed = variant === 1 && i % 50 === 0;
    if (i % 5 === 0) {
      return {
        name: `s${i}`,
        type: "struct",
        fields: Array.from({ length: 10 }, (_, j) => ({
          name: `c${j}`,
          type: changed && j === 0 ? "int32" : "int64",
        })),
      };
    }
    if (i % 5 === 1) return { name: `l${i}`, type: "list", fields: [{ name: "element", type: "string" }] };
    if (i % 5 === 2) {
      return {
        name: `m${i}`,
        type: "map",
        fields: [
          { name: "key", type: "string" },
          { name: "value", type: "float64" },
        ],
      };
    }
    if (i % 5 === 3)
      return { name: `e${i}`, type: "enum", constraints: { symbols: changed ? ["A"] : ["A", "B", "C"] } };
    return { name: `f${i}`, type: "string", constraints: { maxLength: changed ? 10 : 100 } };
  });
  return { type: "struct", fields };
}

function timed(repeat: number, work: () => unknown): number {
  work(); // warm-up
  const start = performance.now();
  for (let i = 0; i < repeat; i++) work();
  return (performance.now() - start) / repeat;
}

export const complianceBench: BenchSuite = {
  name: "compliance",
  async run() {
    const base = wideAsset(0);
    const head = wideAsset(1);
    const contract = { name: "wide", schema: base.fields ?? [], restrictPii: true };
    const violations = checkAsset(contract, head);
    const checkMs = timed(50, () => checkAsset(contract, head));
    const changes = diffSchemas(base, head, "postgres");
    const diffMs = timed(50, () => diffSchemas(base, head, "avro"));
    const checks: AssetCheck[] = Array.from({ length: 400 }, (_, i) => ({
      asset: `postgres://prod.db:5432:shop.public.t${i}`,
      file: `db/t${i}.sql`,
      contract: { name: `t${i}`, enforcementLevel: i % 2 ? "ALERT" : "BLOCK", owner: "data@acme.io" },
      violations: violations.slice(0, 20).map((v, j) => ({ ...v, file: `db/t${i}.sql`, line: j + 2 })),
    }));
    const report = { checks, uncontracted: [], unreadable: [] };
    let length = 0;
    const renderMs = timed(20, () => {
      length = renderComment(report, { workflow: "w", job: "j" }).length;
    });
    return [
      {
        case: `checkAsset, ${WIDTH} fields (+2,000 nested)`,
        ms: Number(checkMs.toFixed(2)),
        findings: violations.length,
      },
      {
        case: `diffSchemas, ${WIDTH} fields (+2,000 nested)`,
        ms: Number(diffMs.toFixed(2)),
        findings: changes.length,
      },
      {
        case: "renderComment, 400 assets x 20 violations",
        ms: Number(renderMs.toFixed(2)),
        findings: length,
      },
    ];
  },
};
