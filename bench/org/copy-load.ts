// Writes workspaces of the organisation (bench/org/shape.ts) straight into PostgreSQL with COPY,
// row by row as the service writes them (its migrations make the schema; the bodies are the
// service's own: the API's schema parses each contract, src/service/events.ts makes each violation
// event), where the API would take hours for 10,000,000 violations. bench/org/api-load.ts sends
// the same workspace through the API, and test/bench/org-generator.test.ts compares what the
// service reads back from both.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { schemaDigest } from "../../src/api/canonical.js";
import { ContractCreate } from "../../src/api/resources.js";
import { resourceNamesOf } from "../../src/service/broken-contracts.js";
import { type ViolationContext, violationEvent } from "../../src/service/events.js";
import { hashKey } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import {
  countsOf,
  latestContracts,
  type OrgShape,
  uuidOf,
  violationsOf,
  type WorkspaceContent,
  workspaceContent,
} from "./shape.js";

/** The clock of the generated rows: each workspace's own span, events in the order the API would make them. */
const T0 = Date.UTC(2026, 0, 1);
const at = (w: number, offsetMs: number) => new Date(T0 + w * 10_000_000 + offsetMs).toISOString();
export const clock = {
  contract: (w: number, i: number) => at(w, i * 10),
  secondVersion: (w: number, i: number) => at(w, 5_000_000 + i * 10),
  asset: (w: number, i: number) => at(w, i * 10 + 1),
  check: (w: number, k: number) => at(w, 6_000_000 + k * 10),
  component: (w: number, k: number) => at(w, 8_000_000 + k * 10),
};

type Cell = string | number | boolean | null;

/** One value in COPY's text format. */
function cell(value: Cell): string {
  if (value === null) return "\\N";
  return String(value).replace(
    /[\\\n\r\t]/g,
    (c) => ({ "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" })[c]!,
  );
}

/** A text[] literal. */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

interface Table {
  name: string;
  columns: string[];
  rows(content: WorkspaceContent): Iterable<Cell[]>;
}

function* contractRows(shape: OrgShape, content: WorkspaceContent): Iterable<Cell[]> {
  const w = content.index;
  const row = (
    body: ContractCreate,
    rowId: string,
    parent: string | null,
    latest: boolean,
    updated: string,
    created: string,
  ) => {
    // As the route gives the body to the service: parsed by the API's schema (its member order).
    const parsed = ContractCreate.parse(body);
    return [
      rowId,
      content.id,
      parsed.id,
      parent,
      latest,
      parsed.status,
      JSON.stringify(parsed),
      `${JSON.stringify(parsed.contractSpec, null, 2)}\n`,
      textArray(resourceNamesOf(parsed.contractSpec)),
      created,
      updated,
    ];
  };
  for (const [i, body] of content.contracts.entries()) {
    const first = uuidOf(shape.seed, "row", w, i, 1);
    const second = content.secondVersions[i];
    yield row(body, first, null, !second, clock.contract(w, i), clock.contract(w, i));
    if (second)
      yield row(
        second,
        uuidOf(shape.seed, "row", w, i, 2),
        first,
        true,
        clock.secondVersion(w, i),
        clock.contract(w, i),
      );
  }
}

function* violationRows(shape: OrgShape, content: WorkspaceContent): Iterable<Cell[]> {
  const w = content.index;
  const latest = latestContracts(content);
  for (const [k, check] of content.checks.entries()) {
    const body = latest[check.contract]!;
    const asset = content.assets[check.contract]!;
    const ctx = {
      workspaceId: content.id,
      contract: { contract_id: body.id, body: ContractCreate.parse(body) },
      asset: {
        resourceName: asset.resourceName,
        sourceType: asset.sourceType,
        dataSource: asset.dataSource,
        path: asset.path,
      },
      violations: [],
    } as unknown as ViolationContext;
    const now = clock.check(w, k);
    for (const [n, v] of violationsOf(content, check).entries()) {
      const event = { ...violationEvent(ctx, v, now), id: uuidOf(shape.seed, "violation", w, k, n) };
      yield [event.id, content.id, body.id, JSON.stringify(event), now];
    }
  }
}

function tables(shape: OrgShape): Table[] {
  return [
    { name: "workspaces", columns: ["id", "name"], rows: (c) => [[c.id, c.name]] },
    {
      name: "api_keys",
      columns: ["id", "workspace_id", "key_hash", "label"],
      rows: (c) => [[uuidOf(shape.seed, "key", c.index), c.id, hashKey(c.apiKey), "org bench"]],
    },
    { name: "contract_epochs", columns: ["workspace_id", "epoch"], rows: (c) => [[c.id, 1]] },
    {
      name: "contracts",
      columns: [
        "row_id",
        "workspace_id",
        "contract_id",
        "parent_row_id",
        "is_latest",
        "status",
        "body",
        "spec_raw",
        "resource_names",
        "created_at",
        "updated_at",
      ],
      rows: (c) => contractRows(shape, c),
    },
    {
      name: "data_assets",
      columns: [
        "id",
        "workspace_id",
        "resource_name",
        "source_type",
        "data_source",
        "path",
        "schema",
        "schema_digest",
        "created_at",
        "updated_at",
      ],
      rows: (c) =>
        c.assets.map((a, i) => [
          uuidOf(shape.seed, "asset", c.index, i),
          c.id,
          a.resourceName,
          a.sourceType,
          a.dataSource,
          a.path,
          JSON.stringify(a.schema),
          schemaDigest(a.schema, undefined),
          clock.asset(c.index, i),
          clock.asset(c.index, i),
        ]),
    },
    {
      name: "contract_violations",
      columns: ["id", "workspace_id", "contract_id", "body", "created_at"],
      rows: (c) => violationRows(shape, c),
    },
    {
      name: "components",
      columns: ["id", "workspace_id", "run_id", "body", "created_at"],
      rows: (c) =>
        c.components.map((p, k) => [
          p.id,
          c.id,
          p.runId ?? null,
          JSON.stringify(p),
          clock.component(c.index, k),
        ]),
    },
  ];
}

/** The COPY text of one table for workspaces [from, to), in chunks of about 1 MB. */
async function* copyText(shape: OrgShape, table: Table, from: number, to: number): AsyncIterable<string> {
  let chunk = "";
  for (let w = from; w < to; w++) {
    for (const row of table.rows(workspaceContent(shape, w))) {
      chunk += `${row.map(cell).join("\t")}\n`;
      if (chunk.length > 1_000_000) {
        yield chunk;
        chunk = "";
      }
    }
  }
  if (chunk) yield chunk;
}

export type CopyProgress = (table: string, rows: number, ms: number) => void;

/**
 * Loads workspaces [from, to) of the organisation into the database at `url` (migrated first, by the
 * service's own migrations), one COPY per table, then ANALYZE (the planner's real statistics).
 * Returns the rows written per table.
 */
export async function copyLoad(
  url: string,
  shape: OrgShape,
  range: { from: number; to: number } = { from: 0, to: shape.workspaces },
  progress?: CopyProgress,
): Promise<Record<string, number>> {
  const store = await openStore({ databaseUrl: url });
  await store.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const written: Record<string, number> = {};
  try {
    for (const table of tables(shape)) {
      const started = performance.now();
      const stream = client.query(copyFrom(`COPY ${table.name} (${table.columns.join(", ")}) FROM STDIN`));
      await pipeline(Readable.from(copyText(shape, table, range.from, range.to)), stream);
      written[table.name] = Number(stream.rowCount);
      progress?.(table.name, written[table.name]!, performance.now() - started);
    }
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
  return written;
}

/** The rows copyLoad writes per table for `workspaces` workspaces of this shape. */
export function expectedRows(shape: OrgShape, workspaces: number): Record<string, number> {
  const c = countsOf(shape);
  return {
    workspaces,
    api_keys: workspaces,
    contract_epochs: workspaces,
    contracts: workspaces * (c.contracts + c.versioned),
    data_assets: workspaces * c.assets,
    contract_violations: workspaces * c.checks * 10,
    components: workspaces * c.components,
  };
}
