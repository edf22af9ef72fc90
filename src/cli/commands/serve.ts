import { parseArgs } from "node:util";
import { LIMITS } from "../../api/limits.js";
import { errorMessage } from "../../error-message.js";
import { startServer } from "../../server/start.js";
import { openStore } from "../../store/open.js";
import { type CommandRun, UsageError } from "../io.js";
import { integerSetting, readServeConfigFile, type SettingSources, setting } from "../serve-settings.js";

const USAGE =
  "usage: contract-sync serve [--host 127.0.0.1] [--port 8080] [--data-dir DIR] [--database-url postgres://...] [--allow-private-webhooks] [--log-level info] [--rate-limit REQUESTS_PER_SECOND_PER_WORKSPACE] [--body-limit BYTES] [--pool-size 10] [--pool-acquire-timeout-ms 5000] [--statement-timeout-ms 30000] [--webhook-lease-ms 60000] [--catalog-public] [--config FILE]\n" +
  "environment (a flag wins over its variable, a variable over the config file): HOST, PORT, CONTRACT_SYNC_DATA_DIR, DATABASE_URL, LOG_LEVEL, CONTRACT_SYNC_RATE_LIMIT, CONTRACT_SYNC_BODY_LIMIT, CONTRACT_SYNC_ALLOW_PRIVATE_WEBHOOKS, CONTRACT_SYNC_POOL_SIZE, CONTRACT_SYNC_POOL_ACQUIRE_TIMEOUT_MS, CONTRACT_SYNC_STATEMENT_TIMEOUT_MS, CONTRACT_SYNC_WEBHOOK_LEASE_MS, CONTRACT_SYNC_CATALOG_PUBLIC, CONTRACT_SYNC_SERVE_CONFIG, CONTRACT_SYNC_API_KEY";

const OPTIONS = {
  host: { type: "string" },
  port: { type: "string" },
  "data-dir": { type: "string" },
  "database-url": { type: "string" },
  "allow-private-webhooks": { type: "boolean" },
  "log-level": { type: "string" },
  "rate-limit": { type: "string" },
  "body-limit": { type: "string" },
  "pool-size": { type: "string" },
  "pool-acquire-timeout-ms": { type: "string" },
  "statement-timeout-ms": { type: "string" },
  "webhook-lease-ms": { type: "string" },
  "catalog-public": { type: "boolean" },
  config: { type: "string" },
} as const;

/** A day, in ms: the bound of the timeouts and the lease (a larger value is a mistake). */
const DAY_MS = 86_400_000;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: OPTIONS,
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(errorMessage(error), USAGE);
  }
}

/**
 * Runs the reference server until SIGINT/SIGTERM, then shuts down gracefully:
 * in-flight requests and deliveries finish, the store is closed. JSON log
 * lines go to stdout; the one human line ("listening on URL") to stderr.
 */
export const run: CommandRun = async (args, io) => {
  const values = parse(args);
  const env = io.env;
  const configPath = values.config ?? (env.CONTRACT_SYNC_SERVE_CONFIG || undefined);
  const sources: SettingSources = {
    flags: values,
    env,
    file: configPath ? await readServeConfigFile(configPath, Object.keys(OPTIONS), USAGE) : {},
    filePath: configPath,
  };
  const host = setting(sources, "host", "HOST", "127.0.0.1");
  const port = integerSetting(setting(sources, "port", "PORT", "8080"), 0, 65535, USAGE);
  const poolSize = integerSetting(
    setting(sources, "pool-size", "CONTRACT_SYNC_POOL_SIZE", "10"),
    1,
    10_000,
    USAGE,
  );
  const acquireTimeoutMs = integerSetting(
    setting(sources, "pool-acquire-timeout-ms", "CONTRACT_SYNC_POOL_ACQUIRE_TIMEOUT_MS", "5000"),
    1,
    DAY_MS,
    USAGE,
  );
  const statementTimeoutMs = integerSetting(
    setting(sources, "statement-timeout-ms", "CONTRACT_SYNC_STATEMENT_TIMEOUT_MS", "30000"),
    0,
    DAY_MS,
    USAGE,
  );
  const leaseMs = integerSetting(
    setting(sources, "webhook-lease-ms", "CONTRACT_SYNC_WEBHOOK_LEASE_MS", "60000"),
    1_000,
    DAY_MS,
    USAGE,
  );
  const rateSetting = setting(sources, "rate-limit", "CONTRACT_SYNC_RATE_LIMIT", "0");
  const rate = Number(rateSetting.value);
  if (!Number.isFinite(rate) || rate < 0) {
    throw new UsageError(`${rateSetting.source} must be a number >= 0, got '${rateSetting.value}'`, USAGE);
  }
  const bodyLimit = integerSetting(
    setting(sources, "body-limit", "CONTRACT_SYNC_BODY_LIMIT", String(LIMITS.requestBodyBytes)),
    1,
    Number.MAX_SAFE_INTEGER,
    USAGE,
  );
  const logLevel = setting(sources, "log-level", "LOG_LEVEL", "info");
  if (!LOG_LEVELS.includes(logLevel.value)) {
    throw new UsageError(
      `${logLevel.source} must be one of ${LOG_LEVELS.join(", ")}, got '${logLevel.value}'`,
      USAGE,
    );
  }
  const allowPrivate = ["1", "true", "yes"].includes(
    setting(
      sources,
      "allow-private-webhooks",
      "CONTRACT_SYNC_ALLOW_PRIVATE_WEBHOOKS",
      "false",
    ).value.toLowerCase(),
  );
  const catalogPublic = ["1", "true", "yes"].includes(
    setting(sources, "catalog-public", "CONTRACT_SYNC_CATALOG_PUBLIC", "false").value.toLowerCase(),
  );
  const databaseUrl = setting(sources, "database-url", "DATABASE_URL", "").value || undefined;
  const dataDir = setting(sources, "data-dir", "CONTRACT_SYNC_DATA_DIR", "./.contract-sync").value;
  const store = await openStore(
    databaseUrl ? { databaseUrl, poolSize, acquireTimeoutMs, statementTimeoutMs } : { dataDir },
  );
  const envKey = io.env.CONTRACT_SYNC_API_KEY;
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      store,
      host: host.value,
      port,
      apiKeys: envKey ? [envKey] : [],
      allowPrivateWebhooks: allowPrivate,
      logLevel: logLevel.value,
      rateLimit: rate > 0 ? { requestsPerSecond: rate } : undefined,
      delivery: { leaseMs },
      bodyLimit,
      catalog: { public: catalogPublic },
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  const where = databaseUrl ? "PostgreSQL" : `PGlite in ${dataDir}`;
  io.stderr(`contract-sync serve: listening on ${server.url} (store: ${where})\n`);
  io.stderr(
    `contract-sync serve: the catalog is at ${server.url}/ (${catalogPublic ? "public: no sign-in needed" : "sign in with an API key"})\n`,
  );
  if (!envKey) {
    io.stderr(
      "contract-sync serve: CONTRACT_SYNC_API_KEY is not set; only keys from `keys create` are accepted\n",
    );
  }
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  io.stderr("contract-sync serve: shutting down\n");
  await server.close();
  await store.close();
  return 0;
};
