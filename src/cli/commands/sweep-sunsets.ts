import { createDeliveryWorker } from "../../service/delivery.js";
import { sweepSunsets } from "../../service/sunset-sweep.js";
import { openStore } from "../../store/open.js";
import { utcToday } from "../../waivers/ledger.js";
import { parseByTable } from "../help.js";
import { type CommandRun, UsageError } from "../io.js";

/** Rounds of sending at most: each sends the due messages of one batch (a failed one waits its backoff). */
const DELIVERY_ROUNDS = 1_000;

/**
 * The server's daily sunset sweep, run once for today (UTC) straight on the store: for a cron job
 * where no server runs for days, or beside several replicas (each sunset is told once, whoever
 * sweeps). Then sends what is due in the outbox, as a server's delivery worker would, so the
 * events go out with no server running; a message its receiver refused is tried again by the next
 * run or server, after its backoff.
 */
export const run: CommandRun = async (args, io) => {
  const { positionals, text, values } = parseByTable(["sweep-sunsets"], args);
  if (positionals.length > 0) throw new UsageError("sweep-sunsets takes no arguments");
  const databaseUrl = text("database-url");
  const store = await openStore(
    databaseUrl ? { databaseUrl } : { dataDir: text("data-dir") ?? "./.contract-sync" },
  );
  try {
    const result = await sweepSunsets(store, utcToday());
    io.stdout(
      `swept ${result.day}: ${result.contracts} contracts in force mark something deprecated; ${result.told} sunsets told, ${result.queued} messages queued\n`,
    );
    const worker = createDeliveryWorker(store, {
      autoStart: false,
      allowPrivate: values["allow-private-webhooks"] === true,
    });
    let sent = 0;
    try {
      for (let round = 0; round < DELIVERY_ROUNDS; round++) {
        const attempted = await worker.runOnce();
        if (attempted === 0) break;
        sent += attempted;
      }
    } finally {
      await worker.stop();
    }
    io.stderr(`${sent} webhook messages attempted\n`);
    return 0;
  } finally {
    await store.close();
  }
};
