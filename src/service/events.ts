import { randomUUID } from "node:crypto";
import { LIMITS } from "../api/limits.js";
import type { ComplianceViolation, ContractViolation, Destination, Trigger } from "../api/resources.js";
import type { Queryable } from "../store/port.js";
import type { ContractRow } from "./contracts.js";
import { enqueueMessage } from "./outbox.js";

/** What a check with violations knows, for events, triggers and messages. */
export interface ViolationContext {
  workspaceId: string;
  contract: ContractRow;
  asset: { resourceName: string; sourceType: string; dataSource: string; path: string };
  violations: ComplianceViolation[];
  prLink?: string | undefined;
}

interface ActionRow {
  id: string;
  name: string;
  triggers: Trigger[];
  destinations: Destination[];
}

/**
 * Whether a trigger matches a violation. Decision (the interface shows only
 * `source`): `source` matches the asset's source type, data source or
 * resource name; `contract` its contract id or name; `enforcementLevel` the
 * contract's level; `violationType` any violation's type. An empty value list
 * matches everything of that kind; unknown trigger types match nothing.
 */
export function triggerMatches(trigger: Trigger, ctx: ViolationContext): boolean {
  const values = trigger.triggerValues ?? [];
  const any = (candidates: (string | undefined)[]) =>
    values.length === 0 || candidates.some((c) => c !== undefined && values.includes(c));
  switch (trigger.triggerType) {
    case "source":
      return any([ctx.asset.sourceType, ctx.asset.dataSource, ctx.asset.resourceName]);
    case "contract":
      return any([ctx.contract.contract_id, ctx.contract.body.contractSpec.name]);
    case "enforcementLevel":
      return any([ctx.contract.body.enforcementLevel ?? "INACTIVE"]);
    case "violationType":
      return any(ctx.violations.map((v) => v.violationType));
    default:
      return false;
  }
}

/**
 * Records the checks with violations of one request (inside the caller's
 * transaction), in a fixed number of statements however many assets it had:
 * per check one violation event per violation on the contract (docs/service-interface.md "Violation event"), at
 * most LIMITS.violationsStoredPerCheck of them, and one change-log event with
 * the total; for each active action whose triggers match a check, a PENDING
 * notification with its webhook messages queued. Returns how many messages
 * were queued.
 */
export async function recordViolations(tx: Queryable, checks: readonly ViolationContext[]): Promise<number> {
  if (checks.length === 0) return 0;
  const now = new Date().toISOString();
  const logIds: string[] = [];
  const logContracts: string[] = [];
  const logPayloads: string[] = [];
  const eventIds: string[] = [];
  const eventContracts: string[] = [];
  const eventBodies: string[] = [];
  for (const ctx of checks) {
    // Bounded writes: one check stores a capped sample and the total, however many violations it found.
    const sample = ctx.violations.slice(0, LIMITS.violationsStoredPerCheck);
    logIds.push(randomUUID());
    logContracts.push(ctx.contract.contract_id);
    logPayloads.push(
      JSON.stringify({
        dataAssetResourceName: ctx.asset.resourceName,
        violationCount: ctx.violations.length,
        violations: sample,
        prLink: ctx.prLink,
      }),
    );
    for (const v of sample) {
      const event = violationEvent(ctx, v, now);
      eventIds.push(event.id as string);
      eventContracts.push(ctx.contract.contract_id);
      eventBodies.push(JSON.stringify(event));
    }
  }
  const workspaceId = checks[0]!.workspaceId;
  await tx.query(
    `INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
     SELECT e.id, $1, e.contract_id, 'CONTRACT_VIOLATION', e.payload::jsonb
     FROM unnest($2::uuid[], $3::uuid[], $4::text[]) AS e(id, contract_id, payload)`,
    [workspaceId, logIds, logContracts, logPayloads],
  );
  // One statement for every sample, not one per violation.
  await tx.query(
    `INSERT INTO contract_violations (id, workspace_id, contract_id, body)
     SELECT e.id, $1, e.contract_id, e.body::jsonb FROM unnest($2::uuid[], $3::uuid[], $4::text[]) AS e(id, contract_id, body)`,
    [workspaceId, eventIds, eventContracts, eventBodies],
  );
  const actions = await tx.query<ActionRow>(
    "SELECT id, name, triggers, destinations FROM actions WHERE workspace_id = $1 AND is_active ORDER BY created_at, id",
    [workspaceId],
  );
  let queued = 0;
  for (const [i, ctx] of checks.entries()) {
    for (const action of actions) {
      if (action.triggers.some((t) => triggerMatches(t, ctx))) {
        queued += await notify(tx, ctx, action, logIds[i]!);
      }
    }
  }
  return queued;
}

/** The violation event a check records for one violation (exported for bench/org's generator). */
export function violationEvent(
  ctx: ViolationContext,
  v: ComplianceViolation,
  now: string,
): ContractViolation {
  const spec = ctx.contract.body.contractSpec;
  return {
    id: randomUUID(),
    eventTitle: `${v.violationType} on ${v.field}`,
    timestamp: now,
    contractId: ctx.contract.contract_id,
    ...(ctx.contract.body.version ? { contractVersion: ctx.contract.body.version } : {}),
    contractFieldName: v.field,
    ...(spec.name ? { contractName: spec.name } : {}),
    contractDomain: spec.namespace ?? ctx.asset.dataSource,
    entityType: "DATA_CONTRACT",
    eventType: "VIOLATION",
    violationType: v.violationType,
    dataAssetResourceName: ctx.asset.resourceName,
    ...(v.expected !== undefined ? { expectedValue: v.expected } : {}),
    ...(v.actual !== undefined ? { actualValue: v.actual } : {}),
    ...(ctx.prLink ? { prLink: ctx.prLink } : {}),
  };
}

/** A PENDING notification of one action for one check, with its webhook messages queued. */
async function notify(
  tx: Queryable,
  ctx: ViolationContext,
  action: ActionRow,
  changeLogEventId: string,
): Promise<number> {
  const sample = ctx.violations.slice(0, LIMITS.violationsStoredPerCheck);
  const notificationId = randomUUID();
  const actionDetails = {
    triggers: action.triggers,
    destinations: action.destinations,
    contractId: ctx.contract.contract_id,
    dataAssetResourceName: ctx.asset.resourceName,
    violationCount: ctx.violations.length,
    ...(ctx.prLink ? { prLink: ctx.prLink } : {}),
  };
  await tx.query(
    `INSERT INTO notifications (id, workspace_id, change_log_event_id, action_id, action_details, action_name, status)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, 'PENDING')`,
    [
      notificationId,
      ctx.workspaceId,
      changeLogEventId,
      action.id,
      JSON.stringify(actionDetails),
      action.name,
    ],
  );
  const { endpoints } = await enqueueMessage(tx, ctx.workspaceId, {
    eventType: "contract.violation",
    notificationId,
    data: {
      notificationId,
      changeLogEventId,
      actionId: action.id,
      actionName: action.name,
      ...actionDetails,
      contractName: ctx.contract.body.contractSpec.name,
      violations: sample,
    },
  });
  // A notification with nowhere to go cannot be delivered: FAILED at once, not PENDING forever.
  if (endpoints === 0) {
    await tx.query("UPDATE notifications SET status = 'FAILED' WHERE id = $1", [notificationId]);
  }
  return endpoints;
}
