import { randomUUID } from "node:crypto";
import type { ContractCreate, ContractWaiver } from "../api/resources.js";
import type { SchemaNode } from "../api/schema-node.js";
import type { Queryable } from "../store/port.js";
import type { WrittenContractRow } from "./contract-rows.js";

type Outcome = "created" | "updated" | "unchanged";

/** What its previous newest row held of a contract: what a break of it is judged against. */
export interface PriorContract {
  schema: SchemaNode[];
  version: string | undefined;
}

/**
 * What saving one contract did, the waivers its previous newest row held (none for a new
 * contract), and that row's schema and version (none for a new contract).
 */
export interface Written {
  outcome: Outcome;
  priorWaivers: ContractWaiver[];
  prior?: PriorContract | undefined;
  /** The row written (none for an unchanged contract). */
  row?: WrittenContractRow | undefined;
}

/**
 * Saves a batch of contracts inside the caller's transaction in a fixed number
 * of statements (the embedded service seeds hundreds at once): each unchanged
 * one is a no-op, each changed one a new row whose parent is the previous
 * newest row. A batch naming one id twice is saved row by row, in order.
 */
export async function upsertContracts(
  tx: Queryable,
  workspaceId: string,
  inputs: readonly ContractCreate[],
  specRaw: (body: ContractCreate) => string,
  resourceNames: (body: ContractCreate) => string[],
): Promise<Written[]> {
  // The server owns the version chain: a parentRowId sent by the client is ignored.
  const bodies = inputs.map(({ parentRowId: _ignored, ...body }) => body);
  const ids = bodies.map((b) => b.id);
  if (new Set(ids).size !== ids.length) {
    const outcomes: Written[] = [];
    for (const body of bodies) {
      outcomes.push((await upsertBatch(tx, workspaceId, [body], specRaw, resourceNames))[0]!);
    }
    return outcomes;
  }
  return upsertBatch(tx, workspaceId, bodies, specRaw, resourceNames);
}

async function upsertBatch(
  tx: Queryable,
  workspaceId: string,
  bodies: readonly ContractCreate[],
  specRaw: (body: ContractCreate) => string,
  resourceNames: (body: ContractCreate) => string[],
): Promise<Written[]> {
  const ids = bodies.map((b) => b.id);
  const texts = bodies.map((b) => JSON.stringify(b));
  // Serializes writers of one contract id (across processes on one PostgreSQL), so no version is lost;
  // taken in one order (the OFFSET 0 keeps the sort below the locking) so two batches cannot deadlock.
  await tx.query(
    `SELECT pg_advisory_xact_lock(k.h) FROM (
       SELECT hashtext('contract:' || $1 || ':' || id) AS h FROM unnest($2::text[]) AS id ORDER BY 1 OFFSET 0) k`,
    [workspaceId, ids],
  );
  const previous = await previousRows(tx, workspaceId, ids, texts);
  const priorOf = new Map(previous.map((p) => [p.contract_id, p]));
  const outcomes: Written[] = [];
  const made: NewRow[] = [];
  for (const [i, body] of bodies.entries()) {
    const prior = priorOf.get(body.id);
    const priorWaivers = prior?.waivers ?? [];
    if (prior?.same) {
      outcomes.push({ outcome: "unchanged", priorWaivers });
      continue;
    }
    const written: Written = prior
      ? {
          outcome: "updated",
          priorWaivers,
          prior: { schema: prior.schema ?? [], version: prior.version ?? undefined },
        }
      : { outcome: "created", priorWaivers };
    outcomes.push(written);
    made.push({
      written,
      names: resourceNames(body),
      row: {
        row_id: randomUUID(),
        contract_id: body.id,
        parent_row_id: prior?.row_id ?? null,
        status: body.status,
        body: texts[i]!,
        spec_raw: specRaw(body),
      },
    });
  }
  const replaced = made.flatMap(({ row }) => (row.parent_row_id === null ? [] : [row.parent_row_id]));
  if (replaced.length > 0) {
    await tx.query("UPDATE contracts SET is_latest = false WHERE row_id = ANY($1::uuid[])", [replaced]);
  }
  if (made.length > 0) await insertRows(tx, workspaceId, made);
  return outcomes;
}

/** A contract's new row, with its outcome: the row is set on the outcome once the store has stamped it. */
interface NewRow {
  written: Written;
  names: string[];
  row: Omit<WrittenContractRow, "created_at" | "updated_at">;
}

/**
 * Inserts the rows in one statement, each keeping its contract's createdAt (a new contract's is
 * the clock's, in batch order), and sets each outcome's row as the store stamped it.
 */
async function insertRows(tx: Queryable, workspaceId: string, made: readonly NewRow[]): Promise<void> {
  const column = <T>(of: (m: NewRow) => T) => made.map(of);
  const stamps = await tx.query<{ row_id: string; created_at: Date; updated_at: Date }>(
    `INSERT INTO contracts (row_id, workspace_id, contract_id, parent_row_id, is_latest, status, body, spec_raw,
       resource_names, created_at, updated_at)
     SELECT x.row_id, $1, x.id, x.parent, true, x.status, x.body::jsonb, x.raw,
       ARRAY(SELECT jsonb_array_elements_text(x.names::jsonb)),
       coalesce((SELECT p.created_at FROM contracts p WHERE p.row_id = x.parent),
         clock_timestamp() + x.n * interval '1 microsecond'),
       clock_timestamp() + x.n * interval '1 microsecond'
     FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[])
       WITH ORDINALITY AS x(row_id, id, parent, status, body, raw, names, n)
     ORDER BY x.n
     RETURNING row_id, created_at, updated_at`,
    [
      workspaceId,
      column((m) => m.row.row_id),
      column((m) => m.row.contract_id),
      column((m) => m.row.parent_row_id),
      column((m) => m.row.status),
      column((m) => m.row.body),
      column((m) => m.row.spec_raw),
      column((m) => JSON.stringify(m.names)),
    ],
  );
  const byRowId = new Map(made.map((m) => [m.row.row_id, m]));
  for (const { row_id, created_at, updated_at } of stamps) {
    const one = byRowId.get(row_id);
    if (one) one.written.row = { ...one.row, created_at, updated_at };
  }
}

/** Each id's newest row (locked for the write): whether the body is the same, and what it held. */
function previousRows(tx: Queryable, workspaceId: string, ids: readonly string[], texts: readonly string[]) {
  return tx.query<{
    contract_id: string;
    row_id: string;
    same: boolean;
    waivers: ContractWaiver[] | null;
    schema: SchemaNode[] | null;
    version: string | null;
  }>(
    `SELECT c.contract_id, c.row_id, c.body = x.body::jsonb AS same, c.body -> 'waivers' AS waivers,
       c.body -> 'contractSpec' -> 'schema' AS schema, c.body ->> 'version' AS version
     FROM contracts c JOIN unnest($2::uuid[], $3::text[]) AS x(id, body) ON c.contract_id = x.id
     WHERE c.workspace_id = $1 AND c.is_latest FOR UPDATE OF c`,
    [workspaceId, ids, texts],
  );
}
