// One definition per asset (issue 47, sweep S18): two histories on one data source define the same
// table and differ (a migration folder, and a schema file kept beside it). The check reads one of
// them, the same at both ends, and says the other differs; a pull request that changes neither pays
// nothing for it (existing debt), one that makes them differ (or differ otherwise) pays. Pure
// functions: no repository, no replay.
import { describe, expect, it } from "vitest";
import { diffSchemas } from "../../src/compliance/diff.js";
import { ConfigRules, parseConfig } from "../../src/config/config.js";
import { type LoadedContract, parseContractFile } from "../../src/contracts/index.js";
import { withExistingDebt } from "../../src/outcome/existing-debt.js";
import { fingerprinted } from "../../src/rules/index.js";
import type { ReadAsset, SchemaTree } from "../../src/schema/model.js";
import { toWireNode } from "../../src/schema/model.js";
import { SourceMap } from "../../src/sync/asset-reads.js";
import { unreadableSchemaFindings } from "../../src/sync/check/rules/schema-unreadable.js";
import { oneDefinitionEach } from "../../src/sync/one-definition.js";

const SOURCE = "localhost:5432";
const EVENT = `postgres://${SOURCE}:postgres.public.event`;
const WORKER = `postgres://${SOURCE}:postgres.public.worker`;
// The schema file's rule comes first here, although its path sorts after the migrations': rule order decides.
const sources = new SourceMap(
  new ConfigRules(
    parseConfig(
      `sources:
  - glob: sql/schema/*.sql
    type: postgres
    dataSource: ${SOURCE}
    migrations: true
  - glob: db/migrations/*.sql
    type: postgres
    dataSource: ${SOURCE}
    migrations: true
`,
      ".github/contract-sync.yml",
    ).config,
  ),
);
const place = (file: string) => sources.placeOf(file);

const timestamp = (precision?: number): SchemaTree => ({
  name: "created_at",
  type: "timestamp64",
  constraints: {
    physicalType: "timestamp without time zone",
    ...(precision === undefined ? {} : { precision }),
  },
});
const text = (name: string): SchemaTree => ({
  name,
  type: "string",
  optional: true,
  constraints: { physicalType: "text" },
});

function table(name: string, file: string, line: number, fields: SchemaTree["fields"]): ReadAsset {
  const path = `postgres.public.${name}`;
  return {
    sourceType: "postgres",
    resourceName: `postgres://${SOURCE}:${path}`,
    dataSource: SOURCE,
    path,
    file,
    line,
    schema: { type: "struct", name, fields },
  };
}

const SCHEMA_FILE = "sql/schema/v0.sql";
const MIGRATION = "db/migrations/001_init.sql";

describe("oneDefinitionEach", () => {
  it("keeps the definition of the first rule, says each other one that differs, and leaves agreeing or lone ones be", () => {
    const cases: { name: string; assets: ReadAsset[]; kept: string[]; said: [string, number, string][] }[] = [
      {
        name: "two definitions that agree: one asset, nothing said",
        assets: [
          table("worker", MIGRATION, 2, [text("name")]),
          table("worker", SCHEMA_FILE, 9, [text("name")]),
        ],
        kept: [`${WORKER} ${SCHEMA_FILE}`],
        said: [],
      },
      {
        name: "two that differ: the first rule's kept (not the first path), the other said at its file and line",
        assets: [table("event", MIGRATION, 1, [timestamp()]), table("event", SCHEMA_FILE, 4, [timestamp(6)])],
        kept: [`${EVENT} ${SCHEMA_FILE}`],
        said: [[MIGRATION, 1, EVENT]],
      },
      {
        name: "a third definition, by a file no rule names: said too",
        assets: [
          table("event", "other/dump.sql", 7, [text("x")]),
          table("event", MIGRATION, 1, [timestamp(6)]),
          table("event", SCHEMA_FILE, 4, [timestamp(6)]),
        ],
        kept: [`${EVENT} ${SCHEMA_FILE}`],
        said: [["other/dump.sql", 7, EVENT]],
      },
      {
        name: "one definition per name: nothing to choose",
        assets: [
          table("event", MIGRATION, 1, [timestamp()]),
          table("worker", SCHEMA_FILE, 2, [text("name")]),
        ],
        kept: [`${EVENT} ${MIGRATION}`, `${WORKER} ${SCHEMA_FILE}`],
        said: [],
      },
      {
        name: "two files of one history (one read target) naming one asset: not two definitions",
        assets: [
          table("event", "db/migrations/001_init.sql", 1, [timestamp()]),
          table("event", "db/migrations/002_more.sql", 1, [timestamp(6)]),
        ],
        kept: [`${EVENT} db/migrations/001_init.sql`, `${EVENT} db/migrations/002_more.sql`],
        said: [],
      },
    ];
    for (const c of cases) {
      const one = oneDefinitionEach(c.assets, place);
      expect(
        one.assets.map((a) => `${a.resourceName} ${a.file}`),
        c.name,
      ).toEqual(c.kept);
      expect(
        one.diagnostics.map((d) => [d.file, d.line, d.asset]),
        c.name,
      ).toEqual(c.said);
      for (const d of one.diagnostics) {
        expect(d.severity, c.name).toBe("error");
        expect(d.message, c.name).toContain(`the check reads ${SCHEMA_FILE}'s definition`);
        // Its identity holds neither file nor line: they move with every migration added.
        for (const file of [SCHEMA_FILE, MIGRATION, "other/dump.sql"])
          expect(d.about, c.name).not.toContain(file);
      }
    }
  });

  it("says what differs, field by field", () => {
    const { diagnostics } = oneDefinitionEach(
      [
        table("event", SCHEMA_FILE, 1, [timestamp(), text("name")]),
        table("event", MIGRATION, 1, [timestamp(6)]),
      ],
      place,
    );
    expect(diagnostics[0]?.message).toContain("created_at: precision shrank from unbounded to 6");
    expect(diagnostics[0]?.message).toContain("name: dropped column");
  });
});

describe("two definitions that differ, judged as a pull request's (the hatchet shape)", () => {
  const contract = (name: string, asset: string): LoadedContract => {
    const parsed = parseContractFile(
      `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e\nname: ${name}\ndataAssetResourceName: ${asset}\nstatus: ACTIVE\nenforcementLevel: BLOCK\nschema:\n  - name: id\n    type: int64\n`,
      `contracts/${name}.yaml`,
    );
    expect(parsed.diagnostics).toEqual([]);
    return parsed.contracts[0]!;
  };
  const contracts = [contract("event", EVENT)];
  // Base: the migrations say timestamp, the schema file timestamp(6). The pull request adds a nullable
  // column to worker in both files, which moves every line of the schema file down.
  const base = [
    table("event", SCHEMA_FILE, 1, [timestamp()]),
    table("event", MIGRATION, 1, [timestamp(6)]),
    table("worker", SCHEMA_FILE, 5, [text("name")]),
    table("worker", MIGRATION, 3, [text("name")]),
  ];
  const judged = (head: readonly ReadAsset[], changed: readonly string[]) => {
    const findingsAt = (assets: readonly ReadAsset[], edited: ReadonlySet<string>) => {
      const one = oneDefinitionEach(assets, place);
      return fingerprinted(
        unreadableSchemaFindings(one.diagnostics, one.assets, contracts, sources, edited).findings,
      );
    };
    return withExistingDebt(findingsAt(head, new Set(changed)), findingsAt(base, new Set()));
  };

  it("unchanged at the base (the files edited, every line moved): existing debt, nothing counts", () => {
    const head = [
      table("event", SCHEMA_FILE, 3, [timestamp()]),
      table("event", MIGRATION, 4, [timestamp(6)]),
      table("worker", SCHEMA_FILE, 8, [text("name"), text("nickname")]),
      table("worker", MIGRATION, 3, [text("name"), text("nickname")]),
    ];
    const { findings } = judged(head, [SCHEMA_FILE, MIGRATION]);
    expect(findings.map((f) => [f.rule, f.asset, f.existingDebt, f.hidesChange])).toEqual([
      ["SCHEMA_UNREADABLE", EVENT, true, undefined],
    ]);
  });

  it("made to differ otherwise, or to differ at all, by the pull request: counts at the contract's level", () => {
    const worse = [
      table("event", SCHEMA_FILE, 1, [timestamp(), text("name")]),
      table("event", MIGRATION, 1, [timestamp(6)]),
      table("worker", SCHEMA_FILE, 5, [text("name")]),
      table("worker", MIGRATION, 3, [text("name")]),
    ];
    const counted = judged(worse, [SCHEMA_FILE]).findings.filter((f) => !f.existingDebt);
    expect(counted.map((f) => [f.asset, f.level])).toEqual([[EVENT, "BLOCK"]]);
  });

  it("a table no contract names that differs: listed, never a finding of a contracted asset", () => {
    const head = [
      ...base.slice(0, 2),
      table("worker", SCHEMA_FILE, 5, [text("name"), text("nickname")]),
      base[3]!,
    ];
    const one = oneDefinitionEach(head, place);
    const { findings, rest } = unreadableSchemaFindings(
      one.diagnostics,
      one.assets,
      contracts,
      sources,
      new Set(),
    );
    expect(findings.map((f) => f.asset)).toEqual([EVENT]);
    expect(rest.map((d) => d.asset)).toEqual([WORKER]);
  });

  it("the base and head versions compared are the same definition's: no phantom change", () => {
    const head = [
      table("event", SCHEMA_FILE, 3, [timestamp()]),
      table("event", MIGRATION, 4, [timestamp(6)]),
    ];
    // Reads return targets in any order: the head's order reversed must not change which one is read.
    const at = (assets: readonly ReadAsset[]) => oneDefinitionEach(assets, place).assets[0]!;
    const baseEvent = at(base.slice(0, 2));
    const headEvent = at([...head].reverse());
    expect(diffSchemas(toWireNode(baseEvent.schema), toWireNode(headEvent.schema), "postgres")).toEqual([]);
  });
});
