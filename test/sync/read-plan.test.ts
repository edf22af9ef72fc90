import { describe, expect, it } from "vitest";
import { ConfigRules, parseConfig } from "../../src/config/config.js";
import { uniqueTargets } from "../../src/schema/index.js";
import { classifyChanges, SourceMap } from "../../src/sync/asset-reads.js";

// The one read planner: SourceMap.targetOf says what a path is read as and keeps nothing; the
// facts of a migration folder travel with its target into readOptions.

const RULES = new ConfigRules(
  parseConfig(
    [
      "version: 1",
      "sources:",
      "  - glob: db/migrations/*.sql",
      "    type: postgres",
      "    migrations: true",
      "    views: true",
      "    dataSource: warehouse",
      "",
    ].join("\n"),
    "contract-sync.yaml",
  ).config,
);

describe("the read planner", () => {
  it("targetOf writes no state: a folder's facts come from the targets given to readOptions", () => {
    const sources = new SourceMap(RULES, "github.com/acme/shop");
    const target = sources.targetOf("db/migrations/V1__orders.sql");
    expect(target).toEqual({
      path: "db/migrations",
      sourceType: "postgres",
      dataSource: "warehouse",
      views: true,
      ruleFolder: true,
    });
    // Asked about the folder without its target, the map knows only the folder's own rule (none).
    const bare = sources.readOptions([]);
    expect(bare.dataSourceOf("db/migrations", "postgres")).toBe("github.com/acme/shop");
    expect(bare.viewsOf("db/migrations")).toBe(false);
    expect(bare.membersOf("db/migrations")).toBeUndefined();
    const planned = sources.readOptions([target]);
    expect(planned.dataSourceOf("db/migrations", "postgres")).toBe("warehouse");
    expect(planned.viewsOf("db/migrations")).toBe(true);
    expect(planned.membersOf("db/migrations")?.("db/migrations/V2__x.sql")).toBe(true);
  });

  it("plans each target once, in first-seen order, and a changed folder at both ends", () => {
    const sources = new SourceMap(RULES, "github.com/acme/shop");
    const changed = Array.from({ length: 200 }, (_, i) => ({
      path: `db/migrations/V${i}__m.sql`,
      status: "added" as const,
    }));
    const changes = classifyChanges(
      [...changed, { path: "events/a.avsc", status: "modified" }],
      RULES,
      sources,
    );
    expect(changes.schemaFiles).toHaveLength(201);
    expect(changes.headTargets.map((t) => t.path)).toEqual(["db/migrations", "events/a.avsc"]);
    expect(changes.baseTargets.map((t) => t.path)).toEqual(["db/migrations", "events/a.avsc"]);
    expect(
      uniqueTargets([
        { path: "a", sourceType: "avro" },
        undefined,
        { path: "a", sourceType: "protobuf" },
        { path: "a", sourceType: "avro" },
      ]),
    ).toEqual([
      { path: "a", sourceType: "avro" },
      { path: "a", sourceType: "protobuf" },
    ]);
  });
});
