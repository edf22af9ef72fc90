import { CONTRACT_NAME_ORDER } from "../store/migrations.js";
import type { Queryable } from "../store/port.js";
import type { ContractSummary, Facet, ListPage, ListQuery } from "./model.js";
import { FACETS } from "./model.js";

/** Contracts per page of the list. */
export const PAGE_SIZE = 50;
/** Values shown per facet (the most used first): a select of 10,000 owners helps nobody. */
const FACET_VALUES = 200;

const SPEC = "body -> 'contractSpec'";
/** Each facet's value in a contract row ("" when the contract names none; no level: INACTIVE). */
const FACET_SQL: Record<Facet, string> = {
  domain: `coalesce(${SPEC} ->> 'namespace', '')`,
  owner: `coalesce(${SPEC} ->> 'owner', '')`,
  status: "status",
  level: "coalesce(body ->> 'enforcementLevel', 'INACTIVE')",
};
const SUMMARY_COLUMNS = `contract_id, status, coalesce(${SPEC} ->> 'name', contract_id::text) AS name,
  ${FACET_SQL.domain} AS domain, ${FACET_SQL.owner} AS owner, ${FACET_SQL.level} AS level,
  coalesce(left(${SPEC} ->> 'doc', 300), '') AS doc, resource_names, updated_at`;
/** What search looks in: the name, id, domain, owner, the doc's start and the assets, case-folded. */
const HAYSTACK = `lower(concat_ws(E'\\n', ${SPEC} ->> 'name', contract_id::text, ${SPEC} ->> 'namespace',
  ${SPEC} ->> 'owner', left(${SPEC} ->> 'doc', 300), array_to_string(resource_names, E'\\n')))`;

interface SummaryRow {
  contract_id: string;
  status: string;
  name: string;
  domain: string;
  owner: string;
  level: string;
  doc: string;
  resource_names: string[];
  updated_at: Date;
}

/**
 * The WHERE of a list query over the workspace's newest rows, its values appended to `params`
 * ($1 is the workspace). ARCHIVED contracts are listed only when the status filter asks for them.
 */
function whereOf(query: ListQuery, params: unknown[]): { sql: string; filtered: boolean } {
  const clauses = ["workspace_id = $1", "is_latest"];
  const value = (v: string) => `$${params.push(v)}`;
  if (!query.status) clauses.push("status <> 'ARCHIVED'");
  for (const facet of FACETS) {
    const wanted = query[facet];
    if (wanted) clauses.push(`${FACET_SQL[facet]} = ${value(wanted)}`);
  }
  const needle = query.q?.trim();
  if (needle) clauses.push(`strpos(${HAYSTACK}, lower(${value(needle)})) > 0`);
  return { sql: clauses.join(" AND "), filtered: clauses.length > 3 || Boolean(query.status) };
}

/**
 * One page of the list, in the order of the index `contracts_by_name` (migration 5): without a
 * filter the page is read from the index, whatever the number of contracts; with one, the
 * matching rows are counted in the same statement. `unfilteredTotal` (from the facets) saves
 * the count of the plain list. Pages count from 1; past the end, the last.
 */
export async function listSummaries(
  db: Queryable,
  workspaceId: string,
  query: ListQuery,
  pageSize: number,
  unfilteredTotal: number,
): Promise<{ items: ContractSummary[]; total: number; page: number }> {
  const params: unknown[] = [workspaceId];
  const where = whereOf(query, params);
  const read = (page: number) =>
    db.query<SummaryRow & { total?: string | number }>(
      `SELECT ${SUMMARY_COLUMNS}${where.filtered ? ", count(*) OVER () AS total" : ""}
       FROM contracts WHERE ${where.sql}
       ORDER BY ${CONTRACT_NAME_ORDER}, contract_id
       LIMIT $${params.length + 1}::bigint OFFSET $${params.length + 2}::bigint`,
      [...params, pageSize, (page - 1) * pageSize],
    );
  const last = (total: number) => Math.max(1, Math.ceil(total / pageSize));
  let page = Math.max(1, query.page);
  if (!where.filtered) page = Math.min(page, last(unfilteredTotal));
  let rows = await read(page);
  let total = where.filtered ? Number(rows[0]?.total ?? 0) : unfilteredTotal;
  if (where.filtered && rows.length === 0 && page > 1) {
    // Past the end: count, then show the last page.
    const [counted] = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM contracts WHERE ${where.sql}`,
      params,
    );
    total = Number(counted?.n ?? 0);
    page = last(total);
    rows = await read(page);
  }
  return { items: rows.map(summaryOf), total, page };
}

/**
 * Each facet's values over all the workspace's contracts (ARCHIVED ones too: the status filter
 * offers them), most used first, then by name; and how many contracts the plain list shows.
 */
export async function readFacets(
  db: Queryable,
  workspaceId: string,
): Promise<{ facets: ListPage["facets"]; listed: number }> {
  const rows = await db.query<Record<Facet, string | null> & { n: string | number }>(
    `SELECT ${FACETS.map((f) => `${FACET_SQL[f]} AS ${f}`).join(", ")}, count(*) AS n
     FROM contracts WHERE workspace_id = $1 AND is_latest
     GROUP BY GROUPING SETS (${FACETS.map((f) => `(${FACET_SQL[f]})`).join(", ")})`,
    [workspaceId],
  );
  const facets = {} as ListPage["facets"];
  let listed = 0;
  for (const facet of FACETS) {
    const counts: [string, number][] = [];
    for (const row of rows) {
      const value = row[facet];
      // A grouping set leaves the other facets' columns null; every facet's own value is non-null.
      if (value === null || FACETS.some((f) => f !== facet && row[f] !== null)) continue;
      const n = Number(row.n);
      if (facet === "status" && value !== "ARCHIVED") listed += n;
      if (value !== "") counts.push([value, n]);
    }
    facets[facet] = counts
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, FACET_VALUES);
  }
  return { facets, listed };
}

function summaryOf(row: SummaryRow): ContractSummary {
  return {
    id: row.contract_id,
    name: row.name,
    domain: row.domain,
    owner: row.owner,
    status: row.status,
    level: row.level,
    doc: row.doc,
    resourceNames: row.resource_names,
    updatedAt: row.updated_at.toISOString(),
  };
}
