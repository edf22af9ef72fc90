import { parseArgs } from "node:util";
import { startServer } from "../../server/start.js";
import { openStore } from "../../store/open.js";
import { type CommandRun, UsageError } from "../io.js";

const USAGE =
  "usage: contract-sync serve [--host 127.0.0.1] [--port 8080] [--data-dir DIR] [--database-url postgres://...] [--allow-private-webhooks] [--log-level info] [--rate-limit REQUESTS_PER_SECOND_PER_WORKSPACE]";

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        host: { type: "string", default: "127.0.0.1" },
        port: { type: "string", default: "8080" },
        "data-dir": { type: "string", default: "./.contract-sync" },
        "database-url": { type: "string" },
        "allow-private-webhooks": { type: "boolean", default: false },
        "log-level": { type: "string", default: "info" },
        "rate-limit": { type: "string", default: "0" },
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
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`--port must be an integer 0-65535, got '${values.port}'\n${USAGE}`);
  }
  const rate = Number(values["rate-limit"]);
  if (!Number.isFinite(rate) || rate < 0) {
    throw new UsageError(`--rate-limit must be a number >= 0, got '${values["rate-limit"]}'\n${USAGE}`);
  }
  const databaseUrl = values["database-url"];
  const store = await openStore(databaseUrl ? { databaseUrl } : { dataDir: values["data-dir"] });
  const envKey = io.env.CONTRACT_SYNC_API_KEY;
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      store,
      host: values.host,
      port,
      apiKeys: envKey ? [envKey] : [],
      allowPrivateWebhooks: values["allow-private-webhooks"],
      logLevel: values["log-level"],
      rateLimit: rate > 0 ? { requestsPerSecond: rate } : undefined,
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  const where = databaseUrl ? "PostgreSQL" : `PGlite in ${values["data-dir"]}`;
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
