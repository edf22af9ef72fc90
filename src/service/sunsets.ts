import { randomUUID } from "node:crypto";
import type { ContractSunsetApproaching } from "../api/events.js";
import type { ContractCreate } from "../api/resources.js";
import {
  type Deprecation,
  daysUntil,
  deprecatedFields,
  SUNSET_WARNING_DAYS,
  sunsetWithin,
} from "../compliance/deprecation.js";
import { inForce } from "../contracts/statuses.js";
import type { Queryable } from "../store/port.js";
import { utcToday } from "../waivers/ledger.js";
import { resourceNamesOf } from "./broken-contracts.js";
import type { Written } from "./contract-writes.js";
import { enqueueMessage } from "./outbox.js";

/** The webhook event type of a sunset within the warning window (docs/service-interface.md "Sunset event"). */
export const SUNSET_APPROACHING = "contract.sunset_approaching";

/** The data of one event, before its change-log event is recorded. */
export type SunsetData = Omit<ContractSunsetApproaching, "changeLogEventId">;

/** The first key of the advisory lock a contract's sunsets are told under (any constant). */
const SUNSET_LOCK_CLASS = 5_407_213;

/**
 * The sunsets of a contract that fall within the warning window (today to 30 days ahead, UTC):
 * the whole contract's (`deprecated.sunset`, the event without `field`) first, then each
 * deprecated field's; the data of one `contract.sunset_approaching` event each. None for a
 * contract not in force (DRAFT, ARCHIVED), which nothing relies on.
 */
export function sunsetsApproaching(body: ContractCreate, today: string): SunsetData[] {
  if (!inForce(body)) return [];
  const spec = body.contractSpec;
  const marks: Array<{ path?: string; deprecation: Deprecation }> = [
    ...(spec.deprecated ? [{ deprecation: spec.deprecated }] : []),
    ...deprecatedFields(spec.schema ?? []),
  ];
  return marks
    .filter(({ deprecation }) => sunsetWithin(deprecation.sunset, today))
    .map(({ path, deprecation }) => ({
      contractId: body.id,
      ...(spec.name ? { contractName: spec.name } : {}),
      ...(body.version ? { contractVersion: body.version } : {}),
      dataAssetResourceNames: resourceNamesOf(spec),
      ...(path !== undefined ? { field: path } : {}),
      sunset: deprecation.sunset as string,
      daysLeft: daysUntil(deprecation.sunset as string, today),
      warningDays: SUNSET_WARNING_DAYS,
      ...(deprecation.since ? { since: deprecation.since } : {}),
      ...(deprecation.replacement ? { replacement: deprecation.replacement } : {}),
      ...(spec.consumers ? { consumers: spec.consumers } : {}),
      ...(body.filePath ? { filePath: body.filePath } : {}),
    }));
}

/**
 * Records, inside the caller's transaction, one SUNSET_APPROACHING change-log event and one
 * `contract.sunset_approaching` message to every endpoint of the workspace for each of a
 * contract's sunsets not told before: once per contract, field (none for the whole contract) and
 * sunset, whoever tells it (a write or a sweep). The contract's advisory lock, held to the
 * commit, makes a second teller (another replica's sweep, a write) wait and then see the first
 * one's events, so two at once never tell twice. Returns how many sunsets were told now and how
 * many messages were queued.
 */
export async function tellSunsets(
  tx: Queryable,
  workspaceId: string,
  contractId: string,
  sunsets: readonly SunsetData[],
  /** The stored row the sunsets were read from: told only while it is the contract's newest. */
  rowId?: string,
): Promise<{ told: number; queued: number }> {
  const counts = { told: 0, queued: 0 };
  if (sunsets.length === 0) return counts;
  await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [
    SUNSET_LOCK_CLASS,
    `${workspaceId}/${contractId}`,
  ]);
  if (rowId !== undefined) {
    // A write committed since the row was read told its own sunsets; the old ones are not told.
    const latest = await tx.query("SELECT 1 FROM contracts WHERE row_id = $1 AND is_latest", [rowId]);
    if (latest.length === 0) return counts;
  }
  for (const data of sunsets) {
    const told = await tx.query(
      `SELECT 1 FROM change_log_events WHERE workspace_id = $1 AND contract_id = $2
         AND event_type = 'SUNSET_APPROACHING' AND coalesce(payload->>'field', '') = $3
         AND payload->>'sunset' = $4 LIMIT 1`,
      [workspaceId, contractId, data.field ?? "", data.sunset],
    );
    if (told.length > 0) continue;
    const eventId = randomUUID();
    await tx.query(
      `INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
       VALUES ($1, $2, $3, 'SUNSET_APPROACHING', $4::jsonb)`,
      [eventId, workspaceId, contractId, JSON.stringify(data)],
    );
    const { endpoints } = await enqueueMessage(tx, workspaceId, {
      eventType: SUNSET_APPROACHING,
      data: { changeLogEventId: eventId, ...data },
    });
    counts.told++;
    counts.queued += endpoints;
  }
  return counts;
}

/**
 * The sunsets a contract write brings within the warning window, told inside the write's
 * transaction (tellSunsets). The contracts are taken in id order, so two writes of the same
 * contracts wait for each other's locks in one order. Returns how many messages were queued.
 */
export async function recordSunsets(
  tx: Queryable,
  workspaceId: string,
  bodies: readonly ContractCreate[],
  written: readonly Written[],
  today: string = utcToday(),
): Promise<number> {
  const writtenBodies = bodies.filter((_, i) => written[i]).sort((a, b) => (a.id < b.id ? -1 : 1));
  let queued = 0;
  for (const body of writtenBodies)
    queued += (await tellSunsets(tx, workspaceId, body.id, sunsetsApproaching(body, today))).queued;
  return queued;
}
