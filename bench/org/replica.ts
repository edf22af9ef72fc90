// One replica of the service for bench/org/load.ts: a server process of its own on the PostgreSQL
// given, on a free port of 127.0.0.1. Prints its address as one JSON line; SIGTERM closes it.
import { startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";

const url = process.argv[2];
if (!url) throw new Error("usage: replica.ts <database url>");
const store = await openStore({ databaseUrl: url });
const server = await startServer({ store, port: 0, apiKeys: [], logLevel: "warn", delivery: false });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.once("SIGTERM", () => {
  void server
    .close()
    .then(() => store.close())
    .finally(() => process.exit(0));
});
