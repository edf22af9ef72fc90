import { parseArgs } from "node:util";
import { LIMITS } from "../../api/limits.js";
import { startServer } from "../../server/start.js";
import { openStore } from "../../store/open.js";
import { type CommandRun, UsageError } from "../io.js";

const USAGE =
  "usage: contract-sync serve [--host 127.0.0.1] [--port 8080] [--data-dir DIR] [--database-url postgres://...] [--allow-private-webhooks] [--log-level info] [--rate-limit REQUESTS_PER_SECOND_PER_WORKSPACE] [--body-limit BYTES]\n" +
  "environment (a flag wins over its variable): HOST, PORT, CONTRACT_SYNC_DATA_DIR, DATABASE_URL, LOG_LEVEL, CONTRACT_SYNC_RATE_LIMIT, CONTRACT_SYNC_BODY_LIMIT, CONTRACT_SYNC_ALLOW_PRIVATE_WEBHOOKS, CONTRACT_SYNC_API_KEY";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** A setting from its flag, else its environment variable, else the default; with where it came from. */
function setting(
  flag: string | undefined,
  flagName: string,
  env: Record<string, string | undefined>,
  variable: string,
  fallback: string,
): { value: string; source: string } {
  if (flag !== undefined) return { value: flag, source: `--${flagName}` };
  const fromEnv = env[variable];
  if (fromEnv !== undefined && fromEnv !== "") return { value: fromEnv, source: variable };
  return { value: fallback, source: `--${flagName}` };
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        host: { type: "string" },
        port: { type: "string" },
        "data-dir": { type: "string" },
        "database-url": { type: "string" },
        "allow-private-webhooks": { type: "boolean" },
        "log-level": { type: "string" },
        "rate-limit": { type: "string" },
        "body-limit": { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
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
  const host = setting(values.host, "host", env, "HOST", "127.0.0.1");
  const portSetting = setting(values.port, "port", env, "PORT", "8080");
  const port = /^\d+$/.test(portSetting.value) ? Number(portSetting.value) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(
      `${portSetting.source} must be an integer 0-65535, got '${portSetting.value}'\n${USAGE}`,
    );
  }
  const rateSetting = setting(values["rate-limit"], "rate-limit", env, "CONTRACT_SYNC_RATE_LIMIT", "0");
  const rate = Number(rateSetting.value);
  if (!Number.isFinite(rate) || rate < 0) {
    throw new UsageError(`${rateSetting.source} must be a number >= 0, got '${rateSetting.value}'\n${USAGE}`);
  }
  const bodySetting = setting(
    values["body-limit"],
    "body-limit",
    env,
    "CONTRACT_SYNC_BODY_LIMIT",
    String(LIMITS.requestBodyBytes),
  );
  const bodyLimit = /^\d+$/.test(bodySetting.value) ? Number(bodySetting.value) : Number.NaN;
  if (!Number.isSafeInteger(bodyLimit) || bodyLimit < 1) {
    throw new UsageError(
      `${bodySetting.source} must be an integer >= 1 (bytes), got '${bodySetting.value}'\n${USAGE}`,
    );
  }
  const logLevel = setting(values["log-level"], "log-level", env, "LOG_LEVEL", "info");
  if (!LOG_LEVELS.includes(logLevel.value)) {
    throw new UsageError(
      `${logLevel.source} must be one of ${LOG_LEVELS.join(", ")}, got '${logLevel.value}'\n${USAGE}`,
    );
  }
  const allowPrivate =
    values["allow-private-webhooks"] ??
    ["1", "true", "yes"].includes((env.CONTRACT_SYNC_ALLOW_PRIVATE_WEBHOOKS ?? "").toLowerCase());
  const databaseUrl = values["database-url"] ?? (env.DATABASE_URL || undefined);
  const dataDir = setting(
    values["data-dir"],
    "data-dir",
    env,
    "CONTRACT_SYNC_DATA_DIR",
    "./.contract-sync",
  ).value;
  const store = await openStore(databaseUrl ? { databaseUrl } : { dataDir });
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
      bodyLimit,
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  const where = databaseUrl ? "PostgreSQL" : `PGlite in ${dataDir}`;
  io.stderr(`contract-sync serve: listening on ${server.url} (store: ${where})\n`);
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
