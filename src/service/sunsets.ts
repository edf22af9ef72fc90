import { randomUUID } from "node:crypto";
import type { ContractSunsetApproaching } from "../api/events.js";
import type { ContractCreate } from "../api/resources.js";
import { daysUntil, deprecatedFields, SUNSET_WARNING_DAYS, sunsetWithin } from "../compliance/deprecation.js";
import type { Queryable } from "../store/port.js";
import { utcToday } from "../waivers/ledger.js";
import { resourceNamesOf } from "./broken-contracts.js";
import type { Written } from "./contract-writes.js";
import { enqueueMessage } from "./outbox.js";

/** The webhook event type of a sunset within the warning window (docs/service-interface.md "Sunset event"). */
export const SUNSET_APPROACHING = "contract.sunset_approaching";

/**
 * The deprecated fields of a contract write whose sunset falls within the warning window (today to
 * 30 days ahead, UTC): the data of one `contract.sunset_approaching` event each. None for a
 * contract not in force (DRAFT, ARCHIVED), which nothing relies on.
 */
export function sunsetsApproaching(
  body: ContractCreate,
  today: string,
): Array<Omit<ContractSunsetApproaching, "changeLogEventId">> {
  if (body.status === "ARCHIVED" || body.status === "DRAFT") return [];
  const spec = body.contractSpec;
  return deprecatedFields(spec.schema ?? [])
    .filter(({ deprecation }) => sunsetWithin(deprecation.sunset, today))
    .map(({ path, deprecation }) => ({
      contractId: body.id,
      ...(spec.name ? { contractName: spec.name } : {}),
      ...(body.version ? { contractVersion: body.version } : {}),
      dataAssetResourceNames: resourceNamesOf(spec),
      field: path,
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
 * Records, inside a contract write's transaction, one SUNSET_APPROACHING change-log event and one
 * `contract.sunset_approaching` message to every endpoint of the workspace for each sunset the
 * written contracts bring within the warning window, once per contract, field and sunset: the same
 * contract published again fires nothing, a sunset moved fires again. Returns how many messages
 * were queued.
 */
export async function recordSunsets(
  tx: Queryable,
  workspaceId: string,
  bodies: readonly ContractCreate[],
  written: readonly Written[],
  today: string = utcToday(),
): Promise<number> {
  let queued = 0;
  for (const [i, body] of bodies.entries()) {
    if (!written[i]) continue;
    for (const data of sunsetsApproaching(body, today)) {
      const told = await tx.query(
        `SELECT 1 FROM change_log_events WHERE workspace_id = $1 AND contract_id = $2
           AND event_type = 'SUNSET_APPROACHING' AND payload->>'field' = $3 AND payload->>'sunset' = $4 LIMIT 1`,
        [workspaceId, body.id, data.field, data.sunset],
      );
      if (told.length > 0) continue;
      const eventId = randomUUID();
      await tx.query(
        `INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
         VALUES ($1, $2, $3, 'SUNSET_APPROACHING', $4::jsonb)`,
        [eventId, workspaceId, body.id, JSON.stringify(data)],
      );
      const { endpoints } = await enqueueMessage(tx, workspaceId, {
        eventType: SUNSET_APPROACHING,
        data: { changeLogEventId: eventId, ...data },
      });
      queued += endpoints;
    }
  }
  return queued;
}
