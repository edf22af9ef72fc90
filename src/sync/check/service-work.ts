import { formatResourceName } from "../../api/resource-name.js";
import type { AssetInput, CheckComplianceResult } from "../../api/resources.js";
import { sameSchema } from "../../compliance/same-schema.js";
import { contractResourceNames } from "../../contracts/index.js";
import type { ReadAsset } from "../../schema/model.js";
import { removedAssetInput, toAssetInput } from "../assets.js";
import type { CheckRun } from "./check-run.js";
import { underOldName } from "./moves.js";

/** One asset the check judges, as sent and as read. */
export interface CheckedAsset {
  input: AssetInput;
  asset: ReadAsset;
}

/** What a check asks the service (endpoints 7 and 6), and what it knows without asking. */
export interface ServiceWork {
  /** Merged versions, registered first. */
  register: AssetInput[];
  /** Every asset the check judges: the head's versions, moved ones under their old name, removed ones as empty. */
  checked: CheckedAsset[];
  /** The ones sent to endpoint 6. */
  asked: AssetInput[];
  /** Answers known without asking (embedded only): NO_CONTRACT where no seeded contract names the asset. */
  answered: CheckComplianceResult[];
  /** Whether the service is asked anything at all (embedded: else its PGlite never starts). */
  needed: boolean;
}

/**
 * A remote service holds contracts the check does not know, so it is asked about every asset.
 * The embedded one holds only the contracts the check seeds (run.contractsById), so the check
 * knows two of its answers in advance: NO_CONTRACT for an asset none of them names, and
 * NO_CHANGE (which the report leaves out) for a head version equal to the registered base
 * version. Only the rest is sent, and a pull request that changes no contracted asset and no
 * contract starts no embedded service at all (a migration folder of 2,000 files whose PR adds
 * a column to an uncontracted table is answered without PGlite).
 */
export function serviceWork(run: CheckRun, contractedBase: readonly ReadAsset[]): ServiceWork {
  const checked = checkedAssets(run);
  const register = [...run.versions.base, ...contractedBase].map((a) => toAssetInput(a));
  if (!run.request.embedded) {
    const asked = checked.map((c) => c.input);
    return { register, checked, asked, answered: [], needed: true };
  }
  const covered = new Set([...run.contractsById.values()].flatMap((c) => contractResourceNames(c.contract)));
  const nameOf = (input: AssetInput) => formatResourceName(input.data_asset_resource_name);
  // As the service keeps them: the last registration of a name wins.
  const registered = new Map(register.map((input) => [nameOf(input), input]));
  const heads = new Set<CheckedAsset>(checked.slice(0, run.versions.head.length));
  const asked: AssetInput[] = [];
  const answered: CheckComplianceResult[] = [];
  for (const entry of checked) {
    const name = nameOf(entry.input);
    if (!covered.has(name)) {
      answered.push(noContract(entry.input, name));
      continue;
    }
    const before = heads.has(entry) ? registered.get(name) : undefined;
    if (before && sameSchema(before.schema, entry.input.schema)) continue;
    asked.push(entry.input);
  }
  // Registered versions serve the NO_CHANGE test of the asked assets and the changed contracts' checks.
  const needed = asked.length > 0 || run.changedFiles.head.length > 0;
  return {
    register: needed ? [...registered.values()].filter((input) => covered.has(nameOf(input))) : [],
    checked,
    asked,
    answered,
    needed,
  };
}

/** The head's versions first, then moved assets under their old name, then removed assets. */
function checkedAssets(run: CheckRun): CheckedAsset[] {
  const { versions } = run;
  const headNames = new Set(versions.head.map((a) => a.resourceName));
  const movedFrom = new Set(run.moves.map((m) => m.from.resourceName));
  const targetOf = (file: string) => run.sources.targetOf(file)?.path ?? file;
  // Not removed: moved (checked under the old name) or unreadable (a finding of its own).
  const removed = versions.base.filter(
    (a) =>
      !headNames.has(a.resourceName) &&
      !movedFrom.has(a.resourceName) &&
      !run.unreadableTargets.has(targetOf(a.file)),
  );
  return [
    ...versions.head.map((asset) => ({ input: toAssetInput(asset), asset })),
    ...run.moves.map((move) => ({ input: toAssetInput(underOldName(move)), asset: underOldName(move) })),
    ...removed.map((asset) => ({ input: removedAssetInput(asset), asset })),
  ];
}

function noContract(input: AssetInput, resourceName: string): CheckComplianceResult {
  const name = input.data_asset_resource_name;
  return {
    dataAssetNamespace: name.data_source,
    dataAssetResourceName: resourceName,
    dataAssetPath: name.path,
    responseType: "NO_CONTRACT",
  };
}
