import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Queryable, Store } from "../store/port.js";

/** The workspace of CONTRACT_SYNC_API_KEY (created by the first migration). */
export const DEFAULT_WORKSPACE_ID = "00000000-0000-4000-8000-000000000001";
export const DEFAULT_WORKSPACE_NAME = "default";

/**
 * Keys are 32 random bytes, so a plain SHA-256 is the right hash: there is
 * nothing to brute-force that a slow hash would protect. Only the hash is stored.
 */
export function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function generateKey(): string {
  return `csk_${randomBytes(32).toString("base64url")}`;
}

export interface ApiKeyInfo {
  id: string;
  workspace: string;
  label: string | null;
  createdAt: string;
  revokedAt: string | null;
}

/** Finds or creates a workspace by name; returns its id. */
export async function ensureWorkspace(db: Queryable, name: string): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO workspaces (id, name) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [randomUUID(), name],
  );
  return rows[0]!.id;
}

/** Creates a key for the workspace (created when missing). The key itself is returned once, never stored. */
export async function createApiKey(
  store: Store,
  workspace: string,
  label?: string,
): Promise<{ key: string; info: ApiKeyInfo }> {
  const key = generateKey();
  const info = await store.transaction(async (tx) => {
    const workspaceId = await ensureWorkspace(tx, workspace);
    const rows = await tx.query<{ id: string; created_at: Date }>(
      "INSERT INTO api_keys (id, workspace_id, key_hash, label) VALUES ($1, $2, $3, $4) RETURNING id, created_at",
      [randomUUID(), workspaceId, hashKey(key), label ?? null],
    );
    const row = rows[0]!;
    return {
      id: row.id,
      workspace,
      label: label ?? null,
      createdAt: row.created_at.toISOString(),
      revokedAt: null,
    };
  });
  return { key, info };
}

export async function listApiKeys(db: Queryable, workspaceId: string): Promise<ApiKeyInfo[]> {
  const rows = await db.query<{
    id: string;
    name: string;
    label: string | null;
    created_at: Date;
    revoked_at: Date | null;
  }>(
    `SELECT k.id, w.name, k.label, k.created_at, k.revoked_at FROM api_keys k
     JOIN workspaces w ON w.id = k.workspace_id WHERE k.workspace_id = $1 ORDER BY k.created_at, k.id`,
    [workspaceId],
  );
  return rows.map((r) => ({
    id: r.id,
    workspace: r.name,
    label: r.label,
    createdAt: r.created_at.toISOString(),
    revokedAt: r.revoked_at?.toISOString() ?? null,
  }));
}

/** Revokes a key of the workspace; false when there is no such key. */
export async function revokeApiKey(db: Queryable, workspaceId: string, keyId: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE workspace_id = $1 AND id = $2 RETURNING id",
    [workspaceId, keyId],
  );
  return rows.length > 0;
}

/**
 * Maps a presented key to its workspace. Environment keys (CONTRACT_SYNC_API_KEY)
 * belong to the default workspace. Found keys are cached for `cacheMs` so a
 * request costs no query; a revoked key stops working within that time.
 */
export class KeyResolver {
  readonly #cache = new Map<string, { workspaceId: string; until: number }>();
  readonly #envHashes: Set<string>;
  /** Hashes of the keys presented lately: every request presents one, and SHA-256 was ~1% of a check. */
  readonly #hashes = new Map<string, string>();

  constructor(
    private readonly db: Queryable,
    envKeys: readonly string[] = [],
    private readonly cacheMs = 5_000,
  ) {
    this.#envHashes = new Set(envKeys.filter((k) => k.length > 0).map(hashKey));
  }

  async resolve(key: string | undefined): Promise<string | undefined> {
    if (!key) return undefined;
    let hash = this.#hashes.get(key);
    if (hash === undefined) {
      hash = hashKey(key);
      if (this.#hashes.size >= 1_000) this.#hashes.clear();
      this.#hashes.set(key, hash);
    }
    if (this.#envHashes.has(hash)) return DEFAULT_WORKSPACE_ID;
    const now = Date.now();
    const cached = this.#cache.get(hash);
    if (cached && cached.until > now) return cached.workspaceId;
    const rows = await this.db.query<{ workspace_id: string }>(
      "SELECT workspace_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL",
      [hash],
    );
    const workspaceId = rows[0]?.workspace_id;
    if (workspaceId) {
      if (this.#cache.size > 10_000) this.#cache.clear();
      this.#cache.set(hash, { workspaceId, until: now + this.cacheMs });
    } else {
      this.#cache.delete(hash);
    }
    return workspaceId;
  }
}
