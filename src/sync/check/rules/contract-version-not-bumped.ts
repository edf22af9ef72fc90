import { type ChangesByBump, contractSchemaChangesByBump } from "../../../compliance/contract-breaks.js";
import { type Bump, type VersionVerdict, versionVerdict } from "../../../compliance/semver.js";
import { levelRank } from "../../../compliance/verdict.js";
import type { ProtectSetting } from "../../../config/config.js";
import { contractResourceNames, type LoadedContract } from "../../../contracts/index.js";
import { inForce } from "../../../contracts/statuses.js";
import type { GateFinding } from "../../../outcome/model.js";
import type { SuggestedLine } from "../../../rules/index.js";
import type { SourceFiles } from "../../../schema/model.js";
import { type ChangedContracts, contractSourceType, unparsedContractFiles } from "../contract-changes.js";
import { contractRef } from "../contract-ref.js";
import { defineCheck, gateFinding } from "./define.js";

/**
 * The version rule (docs/intended-changes.md "Intended changes"): a contract the pull request changes in a breaking
 * way (a field removed, narrowed or made required; a guarantee lowered) raises its major version,
 * an additive change (a field added, a bound widened) its minor version. Otherwise a finding with
 * the version to write, at the contract's `version:` line. A new contract has nothing to bump.
 */

/** Each contract the pull request changes (present at both ends), its version against its change. */
export const CONTRACT_VERSION_NOT_BUMPED = defineCheck("CONTRACT_VERSION_NOT_BUMPED", ({ run, start }) =>
  versionFindings(run.changedFiles, start.headFiles, {
    protect: start.config.base.config.protect,
    movedTo: new Map(run.moves.map((m) => [m.from.resourceName, m.to.resourceName])),
  }),
);

/** What a change of one contract needs of its version, and the first change that needs it. */
export interface NeededBump {
  bump: Bump;
  why: string;
}

/**
 * The bump a contract's change needs. Major: a change of its schema that breaks readers by its
 * format's rules (contract-changes.ts judges the same way), a field removed, a required field made optional, a
 * lower enforcementLevel, a status out of force, restrictPii dropped, an asset no longer named.
 * Minor: an optional field added (a contract states no defaults: Avro's rule for them does not
 * apply), any other change of the schema but its documentation, a higher level, another status,
 * restrictPii set, an asset named too. The owner, name, namespace and doc need none, and so does
 * a resource name that follows its asset's file to its new name (`movedTo`: old name -> new).
 */
export function neededBump(
  before: LoadedContract,
  now: LoadedContract,
  movedTo: ReadonlyMap<string, string> = new Map(),
): NeededBump {
  const schema = schemaChangesByBump(before, now);
  const major = schema.major.map((c) => `${c.kind} ${c.field || "(root)"}`);
  const minor = schema.minor.map((c) => `${c.kind} ${c.field || "(root)"}`);
  const was = before.contract;
  const is = now.contract;
  const oldLevel = was.enforcementLevel ?? "INACTIVE";
  const newLevel = is.enforcementLevel ?? "INACTIVE";
  if (levelRank(newLevel) < levelRank(oldLevel))
    major.push(`enforcementLevel lowered from ${oldLevel} to ${newLevel}`);
  if (levelRank(newLevel) > levelRank(oldLevel))
    minor.push(`enforcementLevel raised from ${oldLevel} to ${newLevel}`);
  if (was.status !== is.status)
    (!inForce(is) && inForce(was) ? major : minor).push(`status moved from ${was.status} to ${is.status}`);
  if (was.restrictPii === true && is.restrictPii !== true) major.push("restrictPii dropped");
  if (was.restrictPii !== true && is.restrictPii === true) minor.push("restrictPii set");
  const oldNames = contractResourceNames(was);
  const newNames = contractResourceNames(is);
  // Following its asset's file to its new name (a move, docs/rules.md "Fail closed: what fails a pull request's check") is the same data: no bump.
  const followed = new Set(oldNames.map((n) => movedTo.get(n)).filter((n) => n !== undefined));
  const kept = (name: string) => {
    const moved = movedTo.get(name);
    return newNames.includes(name) || (moved !== undefined && newNames.includes(moved));
  };
  for (const name of oldNames.filter((n) => !kept(n))) major.push(`no longer names ${name}`);
  for (const name of newNames.filter((n) => !oldNames.includes(n) && !followed.has(n)))
    minor.push(`names ${name} too`);
  if (major.length > 0) return { bump: "major", why: listed(major) };
  if (minor.length > 0) return { bump: "minor", why: listed(minor) };
  return { bump: "none", why: "" };
}

/**
 * The changes of a contract's schema, split by the version they need
 * (src/compliance/contract-breaks.ts, by the rules of its asset's format). Owner approval
 * (approvals.ts) needs an owner for exactly the major ones, and the service fires
 * `contract.break_accepted` for them on a merge, so all agree on what a break is.
 */
export function schemaChangesByBump(before: LoadedContract, now: LoadedContract): ChangesByBump {
  return contractSchemaChangesByBump(before.contract.schema, now.contract.schema, contractSourceType(now));
}

function listed(items: readonly string[]): string {
  return items.length <= 3
    ? items.join(", ")
    : `${items.slice(0, 3).join(", ")} and ${items.length - 3} more`;
}

/** Each contract the pull request changes (present at both ends) whose version is not enough for its change. */
export async function versionFindings(
  changed: ChangedContracts,
  headFiles: Pick<SourceFiles, "readText">,
  options: { protect?: ProtectSetting; movedTo?: ReadonlyMap<string, string> } = {},
): Promise<GateFinding[]> {
  const base = new Map(changed.base.map((c) => [c.contract.id, c]));
  const unparsed = unparsedContractFiles(changed);
  const findings: GateFinding[] = [];
  for (const now of changed.head) {
    const before = base.get(now.contract.id);
    if (!before || unparsed.has(now.file)) continue;
    const needed = neededBump(before, now, options.movedTo);
    const verdict = versionVerdict(before.contract.version, now.contract.version, needed.bump);
    if (verdict.ok) continue;
    findings.push(
      gateFinding("CONTRACT_VERSION_NOT_BUMPED", {
        level: options.protect === "off" ? "INACTIVE" : levelOf(before, verdict, needed.bump),
        file: now.file,
        line: now.versionLine ?? now.line,
        detail: `contract ${now.contract.name}`,
        message: messageOf(before, now, needed, verdict),
        contract: contractRef(now),
        suggestedLine: await suggestedLine(now, verdict.suggested, headFiles),
      }),
    );
  }
  return findings;
}

/**
 * BLOCK for a breaking change without a major version and for a version lowered or removed, ALERT
 * for an additive change without a minor version; INACTIVE (listed) for a contract not in force at
 * the base (its level INACTIVE, or DRAFT or ARCHIVED), which nothing relies on yet. The base
 * configuration's `protect: off` lists them all, as it lists weakenings (no other value changes them).
 */
function levelOf(
  before: LoadedContract,
  verdict: Extract<VersionVerdict, { ok: false }>,
  bump: Bump,
): GateFinding["level"] {
  const { enforcementLevel } = before.contract;
  if ((enforcementLevel ?? "INACTIVE") === "INACTIVE" || !inForce(before.contract)) return "INACTIVE";
  if (verdict.problem === "lowered" || verdict.problem === "removed" || bump === "major") return "BLOCK";
  return "ALERT";
}

function messageOf(
  before: LoadedContract,
  now: LoadedContract,
  needed: NeededBump,
  verdict: Extract<VersionVerdict, { ok: false }>,
): string {
  const was = before.contract.version;
  const is = now.contract.version;
  const change =
    needed.bump === "major"
      ? `the contract changes in a breaking way (${needed.why}), which needs a new major version`
      : `the contract changes additively (${needed.why}), which needs a new minor version`;
  const problem = {
    "not-bumped": `${change}, but its version is ${is ?? "not set"} (${was ?? "none"} at the base)`,
    lowered: `its version goes down from ${was} to ${is}: a version is never lowered`,
    removed: `its version ${was} is removed: a versioned contract keeps a version`,
    "not-semver": `${change}, but its version ${is} is not semver (MAJOR.MINOR.PATCH), so the bump cannot be told`,
  }[verdict.problem];
  const note = verdict.baseNote ? ` (${verdict.baseNote})` : "";
  const unversioned =
    now.format === "odcs" && is === undefined && now.versionLine !== undefined
      ? " and remove the customProperty contractSyncUnversioned, which makes the file's version count as none"
      : "";
  return `${problem}${note}; write version: ${verdict.suggested}${unversioned}`;
}

/**
 * The head's `version:` line with the version to write in place of the one it has (quotes, spaces
 * and a trailing comment kept); none when the contract has no version line with its version on it.
 */
async function suggestedLine(
  now: LoadedContract,
  suggested: string,
  headFiles: Pick<SourceFiles, "readText">,
): Promise<SuggestedLine | undefined> {
  const version = now.contract.version;
  if (now.versionLine === undefined || version === undefined) return undefined;
  const text = await headFiles.readText(now.file).catch(() => undefined);
  const current = text?.split(/\r\n|\r|\n/)[now.versionLine - 1];
  if (current === undefined) return undefined;
  const colon = current.indexOf(":");
  const at = current.indexOf(version, colon + 1);
  if (colon < 0 || at < 0) return undefined;
  return {
    line: now.versionLine,
    current,
    suggested: `${current.slice(0, at)}${suggested}${current.slice(at + version.length)}`,
  };
}
