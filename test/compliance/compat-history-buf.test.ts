import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compatibilityBreaks, type EarlierVersion } from "../../src/compliance/compat-history.js";
import { ConfigRules, defaultConfig } from "../../src/config/config.js";
import type { ReadAsset } from "../../src/schema/model.js";
import { readTargets, SourceMap, type SourceTarget } from "../../src/sync/asset-reads.js";

/*
 * Agreement with `buf breaking` (WIRE_JSON) on a real Protobuf history, version by version: every
 * version of OpenTelemetry's common.proto (23, test/corpus/protobuf/real-history/otel-common,
 * versions.txt names each commit), each against every earlier one. buf's findings are recorded in
 * buf-breaking.json (the command that produced them is in its `producedBy`; 253 runs of buf take
 * minutes, so the test reads them): per pair and per message both versions hold, our BACKWARD
 * verdict is buf's. A message deleted is not compared: buf's WIRE_JSON leaves deletions to its FILE
 * rules, the check reports a removed asset as a removal.
 */

const ROOT = join(import.meta.dirname, "../corpus/protobuf/real-history/otel-common");
const FILE = "opentelemetry/proto/common/v1/common.proto";
const recorded = JSON.parse(readFileSync(join(ROOT, "buf-breaking.json"), "utf8")) as {
  pairs: Record<string, Array<{ line: number; type: string; message: string }>>;
};
const names = readdirSync(ROOT)
  .filter((f) => f.endsWith(".proto"))
  .sort()
  .map((f) => f.replace(".proto", ""));
const target: SourceTarget = {
  path: FILE,
  sourceType: "protobuf",
  dataSource: "otel",
  views: false,
  ruleFolder: false,
};
const sources = new SourceMap(new ConfigRules(defaultConfig()), "otel");
const assets = new Map<string, ReadAsset[]>();

const messageOf = (asset: { path: string }) => asset.path.slice(asset.path.lastIndexOf(".") + 1);

beforeAll(async () => {
  for (const name of names) {
    const text = readFileSync(join(ROOT, `${name}.proto`), "utf8");
    const files = { readText: async () => text, list: async () => [FILE], listAll: async () => [FILE] };
    assets.set(name, await readTargets(files, sources, [target]));
  }
});

/** The top-level messages buf finds broken in a pair (its messages name them, nested ones as `Outer.Inner`). */
function bufBroken(head: string, earlier: string): Set<string> {
  const findings = recorded.pairs[`${head} against ${earlier}`];
  if (!findings) throw new Error(`no recorded buf run for ${head} against ${earlier}`);
  return new Set(
    findings.map((f) => /on message "([^".]+)/.exec(f.message)?.[1] ?? `unplaced: ${f.message}`),
  );
}

describe("our BACKWARD verdicts agree with buf breaking on OpenTelemetry's common.proto", () => {
  it("holds every version and buf's run of every pair", () => {
    expect(names.length).toBe(23);
    expect(Object.keys(recorded.pairs)).toHaveLength((23 * 22) / 2);
    // The history breaks somewhere (a field renamed on the wire's JSON): the comparison can fail.
    expect(Object.values(recorded.pairs).filter((p) => p.length > 0).length).toBeGreaterThan(0);
  });

  it("on every message both versions of every pair hold", () => {
    const disagreements: string[] = [];
    let compared = 0;
    for (const [j, head] of names.entries()) {
      const headAssets = assets.get(head) ?? [];
      for (const earlier of names.slice(0, j)) {
        const version: EarlierVersion = { commit: earlier, number: 1, assets: assets.get(earlier) ?? [] };
        const ours = new Set(compatibilityBreaks(headAssets, [version], "BACKWARD").map((b) => b.asset));
        const theirs = bufBroken(head, earlier);
        const shared = headAssets.filter((a) => version.assets.some((b) => messageOf(b) === messageOf(a)));
        for (const asset of shared) {
          compared += 1;
          const message = messageOf(asset);
          if (ours.has(asset.resourceName) !== theirs.has(message))
            disagreements.push(
              `${head} against ${earlier}, ${message}: ours ${ours.has(asset.resourceName)}, buf ${theirs.has(message)}`,
            );
        }
        for (const message of theirs)
          if (!shared.some((a) => messageOf(a) === message))
            disagreements.push(`${head} against ${earlier}: buf only, ${message}`);
      }
    }
    expect(compared).toBeGreaterThan(253);
    expect(disagreements).toEqual([]);
  });

  it("BACKWARD passes the last version; BACKWARD_TRANSITIVE names version 21 as buf does", () => {
    const history: EarlierVersion[] = names
      .slice(0, -1)
      .map((name, i) => ({ commit: name, number: i + 1, assets: assets.get(name) ?? [] }));
    const head = assets.get(names.at(-1) ?? "") ?? [];
    expect(compatibilityBreaks(head, history, "BACKWARD")).toEqual([]);
    const breaks = compatibilityBreaks(head, history, "BACKWARD_TRANSITIVE");
    const bufOldest = names.findIndex((earlier) => bufBroken(names.at(-1) ?? "", earlier).size > 0) + 1;
    expect(bufOldest).toBe(21);
    expect(new Set(breaks.map((b) => b.oldest.number))).toEqual(new Set([bufOldest]));
  });
});
