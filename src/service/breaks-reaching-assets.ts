import type { ContractCreate, ContractWaiver } from "../api/resources.js";
import type { SchemaNode } from "../api/schema-node.js";
import { checkAsset } from "../compliance/check.js";
import type { ComplianceViolation } from "../compliance/types.js";
import { IN_FORCE_SQL } from "../contracts/statuses.js";
import { waiverHolds, waiverScopeMatches } from "../outcome/waivers.js";
import type { Queryable } from "../store/port.js";
import { utcToday } from "../waivers/ledger.js";
import { acceptedBreak, BREAK_ACCEPTED } from "./accepted-breaks.js";
import { enqueueMessage } from "./outbox.js";

/** A contract in force with waivers on an asset about to be registered, and the asset's registered schema. */
interface Waivered {
  name: string;
  contract_id: string;
  body: ContractCreate;
  registered: SchemaNode | null;
}

/**
 * Before a registration: the contracts in force with published waivers on the assets named, and
 * what each asset had registered. One statement; none of the other assets costs anything.
 */
export async function waiveredContracts(
  db: Queryable,
  workspaceId: string,
  names: readonly string[],
): Promise<Waivered[]> {
  if (names.length === 0) return [];
  return db.query<Waivered>(
    `SELECT a.name, c.contract_id, c.body, d.schema AS registered
     FROM unnest($2::text[]) AS a(name)
     JOIN contracts c ON c.workspace_id = $1 AND c.is_latest AND c.status IN ${IN_FORCE_SQL}
       AND md5_each(c.resource_names) @> ARRAY[md5(a.name)] AND c.resource_names @> ARRAY[a.name]
       AND jsonb_typeof(c.body -> 'waivers') = 'array'
     LEFT JOIN data_assets d ON d.workspace_id = $1 AND md5(d.resource_name) = md5(a.name) AND d.resource_name = a.name`,
    [workspaceId, [...new Set(names)]],
  );
}

/** A waiver that holds today and names this violation (by rule, asset and field: a violation has no fingerprint). */
function waives(
  waiver: ContractWaiver,
  asset: string,
  violation: ComplianceViolation,
  today: string,
): boolean {
  const named = { rule: violation.violationType, asset, field: violation.field };
  return waiverHolds(waiver, today) && waiverScopeMatches(waiver, named);
}

const key = (v: ComplianceViolation) => `${v.violationType}\u0000${v.field}`;

/**
 * After a registration: each asset whose new schema has violations its registered one did not
 * have, all covered by its contract's waivers in force, is an accepted break that reached the
 * asset (the merge of a pull request whose break was waived): one `contract.break_accepted`
 * message with `occasion: "asset"`, the violations, the waivers and the registration's prLink.
 * A schema registered again unchanged has no new violation, so it fires nothing.
 */
export async function recordBreaksReachingAssets(
  db: Queryable,
  workspaceId: string,
  waivered: readonly Waivered[],
  schemas: ReadonlyMap<string, SchemaNode>,
  prLink: string | undefined,
): Promise<number> {
  const today = utcToday();
  let queued = 0;
  for (const row of waivered) {
    const schema = schemas.get(row.name);
    if (!schema) continue;
    const spec = row.body.contractSpec;
    const before = new Set(row.registered ? checkAsset(spec, row.registered).map(key) : []);
    const fresh = checkAsset(spec, schema).filter((v) => !before.has(key(v)));
    const waivers = row.body.waivers ?? [];
    const accepted = fresh.filter((v) => waivers.some((w) => waives(w, row.name, v, today)));
    if (accepted.length === 0) continue;
    const used = waivers.filter((w) => accepted.some((v) => waives(w, row.name, v, today)));
    const data = {
      occasion: "asset",
      ...acceptedBreak({ ...row.body, id: row.contract_id }, used),
      dataAssetResourceName: row.name,
      violations: accepted,
      ...(prLink ? { prLink } : {}),
    };
    queued += (await enqueueMessage(db, workspaceId, { eventType: BREAK_ACCEPTED, data })).endpoints;
  }
  return queued;
}
