import type { Contract, ContractCreate, ContractViolation } from "../api/resources.js";
import type { Queryable, Store } from "../store/port.js";
import {
  CONTRACT_COLUMNS,
  type ContractRow,
  jsonbOrdered,
  toContract,
  VIOLATIONS_SHOWN,
  type WrittenContractRow,
} from "./contract-rows.js";
import { changeKey, MAX_WORKSPACES } from "./enforced-contracts.js";
import { WorkspaceEpochCache } from "./epoch-cache.js";
import { unknownKey } from "./errors.js";
import { SharedFreshRead } from "./shared-read.js";
import { jsonBytes, jsonHead, memberTail, withJsonBytes, withMember } from "./wire-json.js";

/** A contract as the wire shows it, without its violation events. */
type ContractBase = Omit<Contract, "violations">;

interface CachedContract {
  base: ContractBase;
  /** The base's JSON bytes without the closing brace (wire-json.ts). */
  head: Buffer;
}

/**
 * Contract rows as the wire shows them, by row id. A row is immutable once
 * written (a change is a new row; only `is_latest`, which the wire does not
 * show, is ever updated), so an entry can never go stale, in this process or
 * because of a write made by another one. Bounded: the oldest entries go first.
 * Rows this process wrote are kept as written (`remember`), so the listing that
 * follows a publish reads no contract body back.
 */
export class ContractRowCache {
  /** An entry is made on its first use: a row remembered at its write costs nothing until listed. */
  readonly #rows = new Map<string, CachedContract | (() => CachedContract)>();

  constructor(private readonly maxRows = 10_000) {}

  /** The rows of `rowIds` (each must exist), reading only those not cached. */
  async get(db: Queryable, rowIds: readonly string[]): Promise<Map<string, CachedContract>> {
    const found = new Map<string, CachedContract>();
    const missing: string[] = [];
    for (const id of rowIds) {
      let row = this.#rows.get(id);
      if (typeof row === "function") {
        row = row();
        this.#rows.set(id, row);
      }
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const rows = await db.query<ContractRow>(
      `SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE row_id = ANY($1::uuid[])`,
      [missing],
    );
    for (const row of rows) {
      const cached = cachedContract(row);
      found.set(row.row_id, cached);
      this.#keep(row.row_id, cached);
    }
    return found;
  }

  /**
   * Rows written by this process, kept as a read of them would give them (`row.body` is the JSON
   * text sent to the store; `jsonbOrdered` gives its members the order the store gives them back).
   * Kept only once the write has committed: a row of a transaction rolled back is never listed.
   * With `background`, each is made in the background, a slice per turn of the event loop, so
   * the listing that follows a publish of 10,000 contracts finds them made (0.3 s of work) and no
   * request waits behind more than one slice; one listed before is made when listed. Without
   * it, each is made when first listed.
   */
  remember(rows: readonly WrittenContractRow[], background = true): void {
    for (const row of rows) {
      this.#keep(row.row_id, () =>
        cachedContract({ ...row, body: jsonbOrdered(JSON.parse(row.body)) as ContractCreate }),
      );
    }
    const ids = rows.map((row) => row.row_id);
    const make = (from: number) => {
      const to = Math.min(from + REMEMBERED_SLICE, ids.length);
      for (let i = from; i < to; i++) {
        const entry = this.#rows.get(ids[i]!);
        if (typeof entry === "function") this.#rows.set(ids[i]!, entry());
      }
      if (to < ids.length) setImmediate(make, to).unref();
    };
    if (background && ids.length > 0) setImmediate(make, 0).unref();
  }

  /** Rows remembered and not yet made (for tests). */
  get unmade(): number {
    let count = 0;
    for (const entry of this.#rows.values()) if (typeof entry === "function") count++;
    return count;
  }

  #keep(rowId: string, entry: CachedContract | (() => CachedContract)): void {
    while (this.#rows.size >= this.maxRows) {
      const oldest = this.#rows.keys().next().value;
      if (oldest === undefined) break;
      this.#rows.delete(oldest);
    }
    this.#rows.set(rowId, entry);
  }
}

/** Remembered rows made per turn of the event loop (about 3 ms of work). */
const REMEMBERED_SLICE = 100;

function cachedContract(row: ContractRow): CachedContract {
  const { violations: _none, ...base } = toContract(row, []);
  return { base, head: jsonHead(base) };
}

export interface ContractListQuery {
  statuses: string[] | null;
  sourceType?: string | undefined;
  resourcesLocation?: string | undefined;
  limit: number;
  offset: number;
  /** Extension: the id of the contract the page follows in list order (paging by key). */
  after?: string | undefined;
}

interface CachedPage {
  items: Contract[];
  bytes: Buffer;
}

/** Most bytes of whole pages kept (PGlite only); past it the cache starts afresh. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Whole pages of the contract list by workspace and query, for a store only
 * this process writes (Store.localChanges): a page is kept while neither the
 * workspace's contracts nor its violation events changed, so asking again costs
 * no query at all.
 */
class ContractPageCache {
  readonly #workspaces = new Map<string, { version: string; pages: Map<string, CachedPage> }>();
  #bytes = 0;

  get(workspaceId: string, version: string, key: string): CachedPage | undefined {
    const entry = this.#workspaces.get(workspaceId);
    return entry?.version === version ? entry.pages.get(key) : undefined;
  }

  set(workspaceId: string, version: string, key: string, page: CachedPage): void {
    if (this.#bytes + page.bytes.length > PAGE_CACHE_BYTES || this.#workspaces.size >= 100) {
      this.#workspaces.clear();
      this.#bytes = 0;
    }
    let entry = this.#workspaces.get(workspaceId);
    if (entry?.version !== version) {
      for (const old of entry?.pages.values() ?? []) this.#bytes -= old.bytes.length;
      entry = { version, pages: new Map() };
      this.#workspaces.set(workspaceId, entry);
    }
    const replaced = entry.pages.get(key);
    if (replaced) this.#bytes -= replaced.bytes.length;
    entry.pages.set(key, page);
    this.#bytes += page.bytes.length;
  }
}

const NO_VIOLATIONS_TAIL = memberTail("violations", []);

/** The contracts a listing shows, in SQL: the workspace's newest rows, filtered by status and resource name. */
const LISTED = `FROM contracts
  WHERE workspace_id = $1 AND is_latest
    AND ($2::text[] IS NULL OR status = ANY($2::text[]))
    AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM unnest(resource_names) r WHERE starts_with(r, $3::text)))
    AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM unnest(resource_names) r WHERE starts_with(r, $4::text)))`;

function listedParams(workspaceId: string, query: ContractListQuery): unknown[] {
  return [
    workspaceId,
    query.statuses,
    query.sourceType ? `${query.sourceType}://` : null,
    query.resourcesLocation ?? null,
  ];
}

/** The list key (createdAt, id) of the contract a page follows ($8): from the unique index contracts_latest. */
const KEY_OF_AFTER = `k AS (SELECT created_at, contract_id FROM contracts
  WHERE workspace_id = $1 AND contract_id = $8::uuid AND is_latest)`;

/** A listed contract's row, with its newest violation events. */
interface PageRow {
  row_id: string;
  violations: ContractViolation[] | null;
}

/** A listed contract, in list order. */
interface OrderRow {
  row_id: string;
  contract_id: string;
}

/** Most contracts of one query kept in list order; a larger listing pages in the store. */
const MAX_ORDERED = 100_000;

/**
 * Endpoint 8's listing: the page as row ids with their violations in one
 * query; the rows themselves come from the row cache (only rows not seen yet
 * are read and parsed), their JSON bytes kept for the reply. Requests for the
 * same page that ask while its query is not yet sent share that query (never
 * one already under way: each answer is read after its request came). Where
 * this process is the store's only writer, whole pages are kept too.
 */
export class ContractLister {
  readonly #rows = new ContractRowCache();
  readonly #pages = new ContractPageCache();
  readonly #reads = new Map<string, SharedFreshRead<CachedPage>>();
  /**
   * The contracts of a query in list order, by workspace and filters, on a store only this process
   * writes: kept while the workspace's contracts are unchanged (its local change count).
   */
  readonly #orders = new WorkspaceEpochCache<OrderRow[] | undefined>(MAX_WORKSPACES);

  constructor(
    private readonly store: Store,
    private readonly options: { warmWritten?: boolean | undefined } = {},
  ) {}

  /**
   * Rows this process wrote, once their transaction has committed (ContractRowCache.remember),
   * made in the background with `warmWritten`.
   */
  remember(rows: readonly WrittenContractRow[]): void {
    this.#rows.remember(rows, this.options.warmWritten === true);
  }

  /** Rows remembered and not yet made (for tests). */
  get unmadeRows(): number {
    return this.#rows.unmade;
  }

  async list(workspaceId: string, query: ContractListQuery): Promise<Contract[]> {
    const local = this.store.localChanges;
    // Counted before reading: a write committed meanwhile bumps them, so this page is not served again.
    const version = local
      ? `${local.count(changeKey.contracts(workspaceId))}:${local.count(changeKey.violations(workspaceId))}`
      : undefined;
    const key = JSON.stringify([
      query.statuses,
      query.sourceType ?? null,
      query.resourcesLocation ?? null,
      query.limit,
      query.offset,
      query.after ?? null,
    ]);
    let page = version === undefined ? undefined : this.#pages.get(workspaceId, version, key);
    if (!page) {
      page = await this.#sharedRead(workspaceId, key, query).get();
      if (version !== undefined) this.#pages.set(workspaceId, version, key, page);
    }
    return withJsonBytes([...page.items], page.bytes);
  }

  #sharedRead(workspaceId: string, key: string, query: ContractListQuery): SharedFreshRead<CachedPage> {
    const id = `${workspaceId} ${key}`;
    let read = this.#reads.get(id);
    if (!read) {
      read = new SharedFreshRead(async () => {
        const items = await this.#read(workspaceId, query);
        return { items, bytes: jsonBytes(items) ?? Buffer.from(JSON.stringify(items)) };
      });
      if (this.#reads.size >= 1_000) this.#reads.clear();
      this.#reads.set(id, read);
    }
    return read;
  }

  async #read(workspaceId: string, query: ContractListQuery): Promise<Contract[]> {
    const page = (await this.#localPage(workspaceId, query)) ?? (await this.#pageRead(workspaceId, query));
    const bases = await this.#rows.get(
      this.store,
      page.map((p) => p.row_id),
    );
    return page.flatMap((p) => {
      const cached = bases.get(p.row_id);
      if (!cached) return [];
      const violations = p.violations ?? [];
      const tail = violations.length === 0 ? NO_VIOLATIONS_TAIL : undefined;
      return [withMember({ ...cached.base, violations }, cached.head, "violations", violations, tail)];
    });
  }

  /**
   * A page read from the index of the list order (contracts_list): by key, from the contract it
   * follows, so page 1,000 costs what page 1 does; by offset, the rows before it are read and
   * skipped. An unknown key is the client's mistake, told (an empty page would read as the end).
   */
  async #pageRead(workspaceId: string, query: ContractListQuery): Promise<PageRow[]> {
    const rows = await this.store.query<PageRow>(
      `WITH ${query.after === undefined ? "" : `${KEY_OF_AFTER}, `}page AS (
         SELECT row_id, contract_id, created_at ${LISTED}
           ${query.after === undefined ? "" : "AND (created_at, contract_id) > (SELECT created_at, contract_id FROM k)"}
         ORDER BY created_at, contract_id LIMIT $5 OFFSET $6)
       SELECT p.row_id,
         (SELECT json_agg(v.body ORDER BY v.created_at DESC, v.id) FROM (
            SELECT body, created_at, id FROM contract_violations
            WHERE workspace_id = $1 AND contract_id = p.contract_id
            ORDER BY created_at DESC, id LIMIT $7) v) AS violations
       FROM page p ORDER BY p.created_at, p.contract_id`,
      [
        ...listedParams(workspaceId, query),
        query.limit,
        query.offset,
        VIOLATIONS_SHOWN,
        ...(query.after === undefined ? [] : [query.after]),
      ],
    );
    if (rows.length === 0 && query.after !== undefined) await this.#knownKey(workspaceId, query.after);
    return rows;
  }

  async #knownKey(workspaceId: string, after: string): Promise<void> {
    const found = await this.store.query(
      "SELECT 1 FROM contracts WHERE workspace_id = $1 AND contract_id = $2 AND is_latest",
      [workspaceId, after],
    );
    if (found.length === 0) throw unknownKey("contract", after);
  }

  /**
   * On a store only this process writes, a page cut from the workspace's contracts in list order,
   * read once per version of them (a client paging through 10,000 contracts sorts them once, not
   * 20 times), with the violations of the page's contracts; undefined elsewhere, or past
   * MAX_ORDERED contracts.
   */
  async #localPage(workspaceId: string, query: ContractListQuery): Promise<PageRow[] | undefined> {
    const version = this.store.localChanges?.count(changeKey.contracts(workspaceId));
    if (version === undefined) return undefined;
    const filters = JSON.stringify([
      query.statuses,
      query.sourceType ?? null,
      query.resourcesLocation ?? null,
    ]);
    const order = await this.#orders.get(`${workspaceId} ${filters}`, version, () =>
      this.#orderRead(workspaceId, query),
    );
    if (order === undefined) return undefined;
    // A key the filtered order lacks (a contract the filters leave out, or none): read by key in the store.
    const from = query.after === undefined ? 0 : order.findIndex((r) => r.contract_id === query.after) + 1;
    if (from === 0 && query.after !== undefined) return undefined;
    const rows = order.slice(from + query.offset, from + query.offset + query.limit);
    if (rows.length === 0) return [];
    const found = await this.store.query<{ contract_id: string; violations: ContractViolation[] }>(
      `SELECT contract_id, json_agg(body ORDER BY created_at DESC, id) AS violations FROM (
         SELECT contract_id, body, created_at, id,
           row_number() OVER (PARTITION BY contract_id ORDER BY created_at DESC, id) AS n
         FROM contract_violations WHERE workspace_id = $1 AND contract_id = ANY($2::uuid[])) v
       WHERE n <= $3 GROUP BY contract_id`,
      [workspaceId, rows.map((r) => r.contract_id), VIOLATIONS_SHOWN],
    );
    const violationsOf = new Map(found.map((f) => [f.contract_id, f.violations]));
    return rows.map((r) => ({ row_id: r.row_id, violations: violationsOf.get(r.contract_id) ?? null }));
  }

  async #orderRead(workspaceId: string, query: ContractListQuery): Promise<OrderRow[] | undefined> {
    const rows = await this.store.query<OrderRow>(
      `SELECT row_id, contract_id ${LISTED} ORDER BY created_at, contract_id LIMIT $5`,
      [...listedParams(workspaceId, query), MAX_ORDERED + 1],
    );
    return rows.length > MAX_ORDERED ? undefined : rows;
  }
}
