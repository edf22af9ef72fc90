import { randomUUID } from "node:crypto";
import type { ContractBreakAccepted } from "../api/events.js";
import type { ContractCreate, ContractSpec } from "../api/resources.js";
import { contractSchemaChangesByBump, contractSourceTypeOf } from "../compliance/contract-breaks.js";
import type { Queryable } from "../store/port.js";
import { recordBreakEvent } from "./accepted-breaks.js";
import type { Written } from "./contract-writes.js";

/** A contract's resource names, its `dataAssetResourceName` first, each once. */
export function resourceNamesOf(spec: ContractSpec): string[] {
  const names = [spec.dataAssetResourceName, ...(spec.dataAssetResourceNameList ?? [])];
  return [...new Set(names.filter((n): n is string => typeof n === "string" && n.length > 0))];
}

/**
 * The event of a contract write that breaks the contract's previous version: the changes of its
 * schema that need a major version (src/compliance/contract-breaks.ts, the judgement of the
 * version rule and of owner approval), judged by the rules of its first asset's format. None
 * for a new contract, an unchanged one, an ARCHIVED one, or a change that breaks nothing.
 */
export function contractBreak(
  body: ContractCreate,
  written: Written,
  changeLogEventId: string,
): ContractBreakAccepted | undefined {
  const { prior } = written;
  if (written.outcome !== "updated" || !prior || body.status === "ARCHIVED") return undefined;
  const spec = body.contractSpec;
  const names = resourceNamesOf(spec);
  const { major } = contractSchemaChangesByBump(prior.schema, spec.schema ?? [], contractSourceTypeOf(names));
  if (major.length === 0) return undefined;
  return {
    changeLogEventId,
    occasion: "contract",
    contractId: body.id,
    ...(spec.name ? { contractName: spec.name } : {}),
    ...(prior.version ? { previousVersion: prior.version } : {}),
    ...(body.version ? { contractVersion: body.version } : {}),
    dataAssetResourceNames: names,
    changes: major.map(({ kind, field, reason, before, after }) => ({
      kind,
      field,
      reason,
      ...(before !== undefined ? { before } : {}),
      ...(after !== undefined ? { after } : {}),
    })),
    ...(spec.consumers ? { consumers: spec.consumers } : {}),
    reviewers: body.reviewers ?? [],
    ...(body.gitRepo ? { gitRepo: body.gitRepo } : {}),
    ...(body.gitHash ? { gitHash: body.gitHash } : {}),
    ...(body.gitUser ? { gitUser: body.gitUser } : {}),
    ...(body.filePath ? { filePath: body.filePath } : {}),
    ...(body.mergedAt ? { mergedAt: body.mergedAt } : {}),
  };
}

/**
 * Records the breaks a contract write accepts by its merge, inside its transaction: for each
 * saved contract whose schema breaks its previous version, one `contract.break_accepted` event
 * with `occasion: "contract"` (docs/service-interface.md "Accepted break event"). The same
 * contract published again is unchanged and fires nothing; another write of the same schema
 * (new provenance only) has no breaking change and fires nothing. Returns how many messages
 * were queued.
 */
export async function recordBrokenContracts(
  tx: Queryable,
  workspaceId: string,
  bodies: readonly ContractCreate[],
  written: readonly Written[],
): Promise<number> {
  let queued = 0;
  for (const [i, body] of bodies.entries()) {
    const result = written[i];
    const eventId = randomUUID();
    const data = result ? contractBreak(body, result, eventId) : undefined;
    if (!data) continue;
    const { changeLogEventId: _sent, ...payload } = data;
    queued += await recordBreakEvent(tx, workspaceId, body.id, eventId, payload);
  }
  return queued;
}
