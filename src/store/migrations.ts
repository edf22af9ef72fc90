import { type Queryable, type Store, sqlState } from "./port.js";

/**
 * The catalog's list order: a contract's name case-folded (its id when it has none), its first 200
 * characters (a btree entry holds ~2.7 kB), then the id. Indexed by migration 5; the list's
 * ORDER BY repeats it exactly, so PostgreSQL reads a page from the index. Frozen with migration 5.
 */
export const CONTRACT_NAME_ORDER =
  "left(lower(coalesce(body -> 'contractSpec' ->> 'name', contract_id::text)), 200)";

/**
 * The one set of SQL migrations, for PGlite and PostgreSQL alike, applied in
 * order at start. Never edit a released migration: append a new one.
 * Every tenant row carries `workspace_id`; every query filters on it.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "initial",
    sql: `
CREATE TABLE workspaces (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The workspace CONTRACT_SYNC_API_KEY belongs to.
INSERT INTO workspaces (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'default');

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  label text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- One row per contract version; the newest row of an id has is_latest.
CREATE TABLE contracts (
  row_id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  contract_id uuid NOT NULL,
  parent_row_id uuid REFERENCES contracts(row_id),
  is_latest boolean NOT NULL,
  status text NOT NULL,
  body jsonb NOT NULL,
  spec_raw text NOT NULL,
  resource_names text[] NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX contracts_latest ON contracts (workspace_id, contract_id) WHERE is_latest;
CREATE INDEX contracts_list ON contracts (workspace_id, created_at, contract_id) WHERE is_latest;
CREATE INDEX contracts_resources ON contracts USING gin (resource_names) WHERE is_latest;

CREATE TABLE change_log_events (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  contract_id uuid,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contract_violations (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  contract_id uuid NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_violations_contract ON contract_violations (workspace_id, contract_id, created_at);

CREATE TABLE data_assets (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  resource_name text NOT NULL,
  source_type text NOT NULL,
  data_source text NOT NULL,
  path text NOT NULL,
  schema jsonb NOT NULL,
  field_profiles jsonb,
  pr_link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, resource_name)
);

CREATE TABLE components (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  run_id text,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX components_run ON components (workspace_id, run_id);

CREATE TABLE actions (
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  id text NOT NULL,
  name text NOT NULL,
  triggers jsonb NOT NULL,
  destinations jsonb NOT NULL,
  is_active boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);

CREATE TABLE sso_settings (
  workspace_id uuid PRIMARY KEY REFERENCES workspaces(id),
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhooks (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  url text NOT NULL,
  name text NOT NULL,
  secret text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  change_log_event_id uuid NOT NULL,
  action_id text NOT NULL,
  action_details jsonb NOT NULL,
  action_name text NOT NULL,
  user_name text,
  status text NOT NULL,
  retry_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_list ON notifications (workspace_id, created_at);

-- The outbox: one row per message per webhook endpoint. Workers claim rows with
-- FOR UPDATE SKIP LOCKED and a lease (locked_until), so two never send one row.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  notification_id uuid REFERENCES notifications(id) ON DELETE CASCADE,
  message_id text NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'PENDING';

CREATE TABLE telemetry (
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);

CREATE TABLE configurations (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  config_type text NOT NULL,
  language text NOT NULL,
  repo text NOT NULL,
  project_root text,
  version text NOT NULL,
  config_value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (workspace_id, config_type, language, repo, version)
);
`,
  },
  {
    version: 2,
    name: "hashed indexes, components per workspace",
    // A btree row holds at most ~2.7 kB: indexes over client text index its md5, so no
    // accepted length can overflow one; queries compare the hash and then the text itself.
    sql: `
CREATE FUNCTION md5_each(names text[]) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS 'SELECT ARRAY(SELECT md5(n) FROM unnest(names) AS n)';

DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conrelid::regclass::text AS tbl, conname FROM pg_constraint
           WHERE contype = 'u' AND conrelid IN ('data_assets'::regclass, 'configurations'::regclass) LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', c.tbl, c.conname);
  END LOOP;
END $$;

CREATE UNIQUE INDEX data_assets_name ON data_assets (workspace_id, md5(resource_name));
CREATE UNIQUE INDEX configurations_version ON configurations
  (workspace_id, md5(config_type), md5(language), md5(repo), md5(version));

DROP INDEX contracts_resources;
CREATE INDEX contracts_resources ON contracts USING gin (md5_each(resource_names)) WHERE is_latest;

-- Component ids are scoped per workspace: another workspace's id is a free id here.
ALTER TABLE components DROP CONSTRAINT components_pkey;
ALTER TABLE components ADD PRIMARY KEY (workspace_id, id);
`,
  },
  {
    version: 3,
    name: "contract epochs",
    // Bumped in the transaction of every contract write: each server process compares it with
    // the epoch of its cached contracts, so a cache never outlives a write made anywhere.
    sql: `
CREATE TABLE contract_epochs (
  workspace_id uuid PRIMARY KEY REFERENCES workspaces(id),
  epoch bigint NOT NULL
);
`,
  },
  {
    version: 4,
    name: "asset schema digests",
    // The digest a listing answers with, written with the schema (a listing then reads no schema).
    // Rows written before, or by a server of older code that updates the schema without it, have
    // none and the listing computes it: the trigger clears a digest its schema no longer matches.
    sql: `
ALTER TABLE data_assets ADD COLUMN schema_digest text;
CREATE FUNCTION data_assets_stale_digest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.schema_digest IS NOT DISTINCT FROM OLD.schema_digest THEN
    NEW.schema_digest := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER data_assets_stale_digest BEFORE UPDATE OF schema, field_profiles ON data_assets
  FOR EACH ROW WHEN (NEW.schema IS DISTINCT FROM OLD.schema OR NEW.field_profiles IS DISTINCT FROM OLD.field_profiles)
  EXECUTE FUNCTION data_assets_stale_digest();
`,
  },
  {
    version: 5,
    name: "catalog list order",
    // The catalog's list reads its page in this order from the index (O(page), not O(contracts)).
    sql: `CREATE INDEX contracts_by_name ON contracts (workspace_id, (${CONTRACT_NAME_ORDER}), contract_id) WHERE is_latest;`,
  },
  {
    version: 6,
    name: "asset list order",
    // The asset listing's order (created_at, id) had no index: each page on PostgreSQL sorted the
    // workspace's assets (measured by bench/org: EXPLAIN in docs/service.md "At an organisation's scale").
    sql: "CREATE INDEX data_assets_list ON data_assets (workspace_id, created_at, id);",
  },
];

/** Any constant: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 7_412_903;

/** Applies the migrations not yet applied; safe to call from several processes at once. */
export async function migrate(store: Store): Promise<number[]> {
  return store.transaction(async (tx) => {
    // Waiting for another server's migration, or building an index on a large table, may take
    // longer than the requests' statement timeout (`--statement-timeout-ms`).
    await tx.exec("SET LOCAL statement_timeout = 0");
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set(
      (await tx.query<{ version: number }>("SELECT version FROM schema_migrations")).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}

/** The version this code's schema has: the last migration's. */
export const SCHEMA_VERSION = Math.max(...MIGRATIONS.map((m) => m.version));

/**
 * The migrations this code needs that the database has not applied (readiness: none once
 * migrated). Newer ones applied by a newer server do not count: migrations only add.
 */
export async function missingMigrations(db: Queryable): Promise<number[]> {
  let rows: { version: number }[];
  try {
    rows = await db.query<{ version: number }>("SELECT version FROM schema_migrations");
  } catch (error) {
    // No table yet: nothing was ever migrated.
    if (sqlState(error) !== "42P01") throw error;
    rows = [];
  }
  const applied = new Set(rows.map((r) => Number(r.version)));
  return MIGRATIONS.map((m) => m.version).filter((v) => !applied.has(v));
}
