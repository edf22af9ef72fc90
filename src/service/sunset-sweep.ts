import type { ContractCreate } from "../api/resources.js";
import { IN_FORCE_SQL } from "../contracts/statuses.js";
import type { Store } from "../store/port.js";
import { utcToday } from "../waivers/ledger.js";
import { sunsetsApproaching, tellSunsets } from "./sunsets.js";

/**
 * The daily sunset sweep (docs/service-interface.md "Sunset event"): a contract's sunset comes
 * within the warning window on a day no merge writes it, so a write alone would never tell it.
 */

export interface SunsetSweepResult {
  /** The day swept (YYYY-MM-DD, UTC). */
  day: string;
  /** Stored contracts in force that mark something deprecated. */
  contracts: number;
  /** Sunsets told now (change-log events recorded): none told before. */
  told: number;
  /** Messages queued (one per sunset told and webhook endpoint). */
  queued: number;
}

/** Contracts read per query: a page of bodies in memory at a time, whatever the store holds. */
const PAGE = 200;

interface DeprecatingRow {
  row_id: string;
  workspace_id: string;
  contract_id: string;
  body: ContractCreate;
}

/**
 * Tells every sunset within the warning window on `today` of every stored contract in force
 * (the newest row of each, DRAFT and ARCHIVED left out) of every workspace, once per contract,
 * field and sunset: what a write or an earlier sweep (of this process or another) told is not
 * told again. One transaction per contract that has a sunset to tell.
 */
export async function sweepSunsets(store: Store, today: string): Promise<SunsetSweepResult> {
  const result: SunsetSweepResult = { day: today, contracts: 0, told: 0, queued: 0 };
  let after = {
    workspace: "00000000-0000-0000-0000-000000000000",
    contract: "00000000-0000-0000-0000-000000000000",
  };
  for (;;) {
    // Only bodies that say "deprecated" somewhere are read back (the text test is cheap; the
    // parse below decides).
    const rows = await store.query<DeprecatingRow>(
      `SELECT row_id, workspace_id, contract_id, body FROM contracts
       WHERE is_latest AND status IN ${IN_FORCE_SQL} AND (workspace_id, contract_id) > ($1, $2)
         AND strpos(body::text, '"deprecated"') > 0
       ORDER BY workspace_id, contract_id LIMIT $3`,
      [after.workspace, after.contract, PAGE],
    );
    for (const row of rows) {
      result.contracts++;
      const sunsets = sunsetsApproaching(row.body, today);
      if (sunsets.length === 0) continue;
      const counts = await store.transaction((tx) =>
        tellSunsets(tx, row.workspace_id, row.contract_id, sunsets, row.row_id),
      );
      result.told += counts.told;
      result.queued += counts.queued;
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return result;
    after = { workspace: last.workspace_id, contract: last.contract_id };
  }
}

export interface SunsetSweepOptions {
  /** The clock the day is read from (default: the system's); tests move it. */
  now?: () => Date;
  /** How often the timer looks whether the UTC day changed (default 10 min); it sweeps once a day. */
  pollMs?: number;
  /** Start the timer (default true): it sweeps at once, then on each new UTC day. */
  autoStart?: boolean;
  onError?: (error: unknown) => void;
  /** Told of each sweep's result (the server logs it and wakes its delivery worker). */
  onSwept?: (result: SunsetSweepResult) => void;
}

export interface SunsetSweeper {
  /** Sweeps the clock's day now, whether or not it was swept. */
  runOnce(): Promise<SunsetSweepResult>;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/**
 * The server's daily timer over sweepSunsets: each UTC day of the clock is swept once by this
 * process (a failed sweep is tried again at the next look). Replicas each sweep; the sweep's
 * once-per-sunset record keeps them from telling twice.
 */
export function createSunsetSweeper(store: Store, options: SunsetSweepOptions = {}): SunsetSweeper {
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 600_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let swept: string | undefined;

  async function runOnce(): Promise<SunsetSweepResult> {
    const result = await sweepSunsets(store, utcToday(now()));
    options.onSwept?.(result);
    return result;
  }

  function tick(): void {
    if (stopped) return;
    const today = utcToday(now());
    if (today === swept || running) {
      schedule();
      return;
    }
    running = runOnce()
      .then(() => {
        swept = today;
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  function schedule(): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, pollMs);
    timer.unref();
  }

  if (options.autoStart ?? true) {
    timer = setTimeout(tick, 0);
    timer.unref();
  }
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
