import { randomUUID } from "node:crypto";
import type { ContractCreate, ContractWaiver } from "../api/resources.js";
import type { Queryable } from "../store/port.js";
import type { Written } from "./contract-writes.js";
import { enqueueMessage } from "./outbox.js";

/** The webhook event type of an accepted break (docs/service-interface.md "Accepted break event"). */
export const BREAK_ACCEPTED = "contract.break_accepted";

/** A waiver's identity and terms: its place in the ledger (file, line) moves without re-accepting anything. */
function termsOf(waiver: ContractWaiver): string {
  const { fingerprint, rule, asset, field, reason, approvedBy, expires } = waiver;
  return JSON.stringify([fingerprint, rule, asset, field, reason, [...approvedBy].sort(), expires]);
}

/** The waivers of `body` that its previous row did not hold with the same terms: breaks accepted by this write. */
export function newlyAccepted(
  body: ContractCreate,
  priorWaivers: readonly ContractWaiver[],
): ContractWaiver[] {
  const before = new Set(priorWaivers.map(termsOf));
  return (body.waivers ?? []).filter((waiver) => !before.has(termsOf(waiver)));
}

/**
 * Records the breaks a contract write accepts, inside its transaction: for each saved contract
 * whose waivers gained an entry (a new waiver, or one with new terms: a later expiry, another
 * reason), one BREAK_ACCEPTED change-log event and one `contract.break_accepted` webhook message
 * to every endpoint of the workspace. Publishing the same ledger again accepts nothing.
 * Returns how many messages were queued.
 */
export async function recordAcceptedBreaks(
  tx: Queryable,
  workspaceId: string,
  bodies: readonly ContractCreate[],
  written: readonly Written[],
): Promise<number> {
  let queued = 0;
  for (const [i, body] of bodies.entries()) {
    const result = written[i];
    if (!result || result.outcome === "unchanged" || body.status === "ARCHIVED") continue;
    const waivers = newlyAccepted(body, result.priorWaivers);
    if (waivers.length === 0) continue;
    const data = { occasion: "waiver", ...acceptedBreak(body, waivers) };
    queued += await recordBreakEvent(tx, workspaceId, body.id, randomUUID(), data);
  }
  return queued;
}

/**
 * One accepted break of a contract, inside the write's transaction: a BREAK_ACCEPTED change-log
 * event and a `contract.break_accepted` webhook message (its data led by `changeLogEventId`) to
 * every endpoint of the workspace. Returns how many messages were queued.
 */
export async function recordBreakEvent(
  tx: Queryable,
  workspaceId: string,
  contractId: string,
  eventId: string,
  data: Record<string, unknown>,
): Promise<number> {
  await tx.query(
    `INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
     VALUES ($1, $2, $3, 'BREAK_ACCEPTED', $4::jsonb)`,
    [eventId, workspaceId, contractId, JSON.stringify(data)],
  );
  const { endpoints } = await enqueueMessage(tx, workspaceId, {
    eventType: BREAK_ACCEPTED,
    data: { changeLogEventId: eventId, ...data },
  });
  return endpoints;
}

/** The event's data: the contract, its assets and consumers, the waivers, the provenance. */
export function acceptedBreak(body: ContractCreate, waivers: ContractWaiver[]): Record<string, unknown> {
  const spec = body.contractSpec;
  const assets =
    spec.dataAssetResourceNameList ?? (spec.dataAssetResourceName ? [spec.dataAssetResourceName] : []);
  return {
    contractId: body.id,
    ...(spec.name ? { contractName: spec.name } : {}),
    ...(body.version ? { contractVersion: body.version } : {}),
    dataAssetResourceNames: assets,
    waivers,
    ...(spec.consumers ? { consumers: spec.consumers } : {}),
    ...(body.gitRepo ? { gitRepo: body.gitRepo } : {}),
    ...(body.gitHash ? { gitHash: body.gitHash } : {}),
    ...(body.filePath ? { filePath: body.filePath } : {}),
    ...(body.mergedAt ? { mergedAt: body.mergedAt } : {}),
    ...(body.reviewers ? { reviewers: body.reviewers } : {}),
  };
}
