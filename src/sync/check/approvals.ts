import { namesFields, readersOf, sunsetConsentClauses } from "../../compliance/deprecation.js";
import { levelRank } from "../../compliance/verdict.js";
import type { LoadedContract } from "../../contracts/index.js";
import { inForce } from "../../contracts/statuses.js";
import type { PullRequestApprovals } from "../../github/approvals.js";
import type { CheckReport, ContractChange, GateFinding, Waiver } from "../../outcome/model.js";
import { DEFAULT_WAIVER_FILE } from "../../waivers/ledger.js";
import type { ApprovalPort } from "../ports.js";
import type { ApprovalContext } from "./approval-context.js";
import { type ApprovalNeed, approvalFinding, decide } from "./approval-decision.js";
import { baseContractsOf } from "./base-contracts.js";
import { readCodeowners } from "./codeowners.js";
import { approversOf, consentLevel, whoConsentsClauses } from "./consent-changes.js";
import { contractRef } from "./contract-ref.js";
import { deprecatedRemovals, plannedFieldRemovals, readersUnion, removalKey } from "./deprecated-removals.js";
import { bindingClauses, odcsSettingsChanged, underHeadOdcs } from "./odcs-consent.js";
import { schemaChangesByBump } from "./rules/contract-version-not-bumped.js";
import { PROTECTION_WEAKENED } from "./rules/protection-weakened.js";
import { blanketWaiverClauses, waiverNeeds } from "./waiver-approvals.js";

export type { ApprovalContext } from "./approval-context.js";
export { approversOf } from "./consent-changes.js";

/** Without a port (the CLI) approvals cannot be seen: what needs one is reported as needing it. */
const NO_REVIEWS: PullRequestApprovals = {
  readable: false,
  reason:
    "the CLI cannot see a pull request's reviews; owner approval is checked by the action on GitHub, which re-runs on each review",
};

/**
 * The report with the owners' approvals applied (docs/intended-changes.md "Owner approval"): a
 * weakening, a breaking change of a contract and a waiver the pull request adds or extends each
 * need an approver of the contract (read at the base) to approve the latest commit. Until then an
 * OWNER_APPROVAL_REQUIRED finding says who must approve; once approved it is listed, not
 * counted, the weakenings it covers are listed, not counted, and the new waivers apply.
 */
export async function withApprovals(
  report: CheckReport,
  context: ApprovalContext,
  port: ApprovalPort | undefined,
): Promise<CheckReport> {
  const needs = await approvalNeeds(report, context);
  if (needs.length === 0) return report;
  const approvals = port ? await port.approvals() : NO_REVIEWS;
  const findings = [...(report.findings ?? [])];
  const accepted: Waiver[] = [];
  const rejected = new Set<Waiver>();
  for (const need of needs) {
    const verdict = await decide(need, approvals);
    findings.push(approvalFinding(need, verdict));
    if ("pending" in verdict) {
      if (need.waiver) rejected.add(need.waiver);
      continue;
    }
    for (const weakening of need.weakenings) {
      const index = findings.indexOf(weakening);
      findings[index] = {
        ...weakening,
        level: "INACTIVE",
        message: `${weakening.message} (approved by ${verdict.approvedBy})`,
      };
    }
    if (need.waiver) accepted.push(need.waiver);
  }
  const applied = [...new Set(accepted)].filter((w) => !rejected.has(w));
  return { ...report, findings, waivers: withNewWaivers(report, applied, context.today) };
}

function withNewWaivers(report: CheckReport, applied: Waiver[], today: string): CheckReport["waivers"] {
  if (applied.length === 0) return report.waivers;
  const ledger = report.waivers ?? { file: DEFAULT_WAIVER_FILE, entries: [], today };
  return { ...ledger, entries: [...ledger.entries, ...applied] };
}

/** Every change of the report that needs an owner's approval, one need per contract (and per new waiver). */
export async function approvalNeeds(report: CheckReport, context: ApprovalContext): Promise<ApprovalNeed[]> {
  const base = new Map(context.baseContracts.map((c) => [c.contract.id, c]));
  for (const c of context.changedFiles.base) base.set(c.contract.id, c);
  const byContract = new Map<string, ApprovalNeed>();
  const needFor = (loaded: LoadedContract | undefined, fallback: GateFinding["contract"]) => {
    const key = loaded?.contract.id ?? fallback?.id ?? fallback?.name ?? "";
    let need = byContract.get(key);
    if (!need) {
      const contract = loaded ? contractRef(loaded) : fallback;
      need = {
        contract,
        approvers: loaded ? approversOf(loaded, context.config) : [],
        level: "INACTIVE",
        what: [],
        file: contract?.filePath,
        line: contract?.line,
        weakenings: [],
      };
      byContract.set(key, need);
    }
    return need;
  };
  for (const finding of report.findings ?? []) {
    if (finding.rule !== PROTECTION_WEAKENED.rule || finding.level === "INACTIVE") continue;
    const need = needFor(base.get(finding.contract?.id ?? ""), finding.contract);
    need.what.push(weakeningClause(finding));
    need.weakenings.push(finding);
    need.level = stricter(need.level, finding.level);
  }
  // A deprecated field removed from its sunset on, read by no declared consumer, is planned: no one is asked.
  const planned = plannedFieldRemovals(deprecatedRemovals(context.changedFiles, context.today));
  for (const change of report.contractChanges ?? []) {
    const was = base.get(change.contract.id ?? "");
    const clause = was && breakingClause(change, was, context, planned);
    if (!was || !clause) continue;
    const level = consentLevel(was, context.config);
    if (level === "INACTIVE" || !inForce(was.contract)) continue;
    const need = needFor(was, undefined);
    need.what.push(clause);
    need.level = stricter(need.level, level);
  }
  // A sunset set or brought forward, a reader of a deprecated field dropped: they let a field go unasked later.
  for (const { was, clauses } of sunsetChanges(context, base)) {
    const level = consentLevel(was, context.config);
    if (level === "INACTIVE" || !inForce(was.contract)) continue;
    const need = needFor(was, undefined);
    need.what.push(...clauses);
    need.level = stricter(need.level, level);
  }
  // Who consents: the base's owners approve a change of who they are (consent-changes.ts).
  for (const { was, clauses, level } of await whoConsentsChanges(context, base)) {
    const need = needFor(was, undefined);
    need.what.push(...clauses);
    need.level = stricter(need.level, level);
  }
  // A base waiver without contract: matches every contract on its asset: naming that asset brings one under it.
  for (const { was, clauses } of blanketWaiverClauses(report, context)) {
    const need = needFor(was, undefined);
    need.what.push(...clauses);
    need.level = stricter(need.level, consentLevel(was, context.config));
  }
  return [...byContract.values(), ...(await waiverNeeds(report, context, base))];
}

/** The changed contracts whose deprecations change so that a field may go sooner (compliance/deprecation.ts). */
function sunsetChanges(
  context: ApprovalContext,
  base: ReadonlyMap<string, LoadedContract>,
): Array<{ was: LoadedContract; clauses: string[] }> {
  return context.changedFiles.head.flatMap((now) => {
    const was = base.get(now.contract.id);
    const clauses = was ? sunsetConsentClauses(was.contract, now.contract) : [];
    return was && clauses.length > 0 ? [{ was, clauses }] : [];
  });
}

export function stricter(a: ApprovalNeed["level"], b: ApprovalNeed["level"]): ApprovalNeed["level"] {
  return levelRank(b) > levelRank(a) ? b : a;
}

function weakeningClause(finding: GateFinding): string {
  return `weakens its protection: ${finding.message}`;
}

/** A breaking change of a contract's schema, as the version rule judges a break. */
function breakingClause(
  change: ContractChange,
  was: LoadedContract,
  context: ApprovalContext,
  planned: ReadonlySet<string>,
): string {
  if (change.status !== "changed") return "";
  const now = context.changedFiles.head.find((c) => c.contract.id === was.contract.id);
  // What breaks is what the version rule asks a new major version for (rules/contract-version-not-bumped.ts).
  const breaking = (now ? schemaChangesByBump(was, now).major : []).filter(
    (c) => c.kind !== "FIELD_REMOVED" || !planned.has(removalKey(was.contract.id, c.field)),
  );
  if (breaking.length === 0) return "";
  // Per field, the declared consumers that name it in their reads.
  const consumers = readersUnion(was, now).filter(namesFields);
  const readBy = (field: string) => {
    const names = readersOf(consumers, field).map((c) => c.name);
    return names.length ? `, read by ${names.join(", ")}` : "";
  };
  return `changes the contract in a breaking way (${breaking.map((c) => `${c.field || "(root)"}: ${c.reason}${readBy(c.field)}`).join("; ")})`;
}

/**
 * The base's contracts in force whose consent the pull request changes: those in the changed
 * contract files, and every one when the configuration's `owners`, `protect` or `odcs`, or
 * CODEOWNERS, changed. A contract the head no longer holds is deleted (a weakening), not re-owned;
 * an ODCS contract is read again under the head's `odcs` settings when they changed (odcs-consent.ts).
 */
async function whoConsentsChanges(
  context: ApprovalContext,
  base: ReadonlyMap<string, LoadedContract>,
): Promise<Array<{ was: LoadedContract; clauses: string[]; level: ApprovalNeed["level"] }>> {
  const [baseOwners, headOwners] = await Promise.all([
    readCodeowners(context.baseFiles),
    readCodeowners(context.headFiles),
  ]);
  const sides = { baseConfig: context.config, headConfig: context.headConfig, baseOwners, headOwners };
  const odcsChanged = odcsSettingsChanged(context.config, context.headConfig);
  const everyContract =
    odcsChanged ||
    JSON.stringify(context.config.config.owners) !== JSON.stringify(context.headConfig.config.owners) ||
    context.config.config.protect !== context.headConfig.config.protect ||
    baseOwners.text !== headOwners.text ||
    baseOwners.problem !== headOwners.problem;
  const candidates = new Map(base);
  if (everyContract)
    for (const c of await baseContractsOf({ ...context, sources: context.config }))
      candidates.set(c.contract.id, c);
  const changedFiles = new Set(context.changedFiles.base.map((c) => c.file));
  const head = new Map(context.changedFiles.head.map((c) => [c.contract.id, c]));
  const changes = [];
  for (const was of candidates.values()) {
    const level = consentLevel(was, context.config);
    if (level === "INACTIVE" || !inForce(was.contract)) continue;
    // A file the pull request did not touch holds the base's contract still (a copy elsewhere is a duplicate id).
    let now = changedFiles.has(was.file) ? head.get(was.contract.id) : was;
    if (!now) continue;
    const clauses: string[] = [];
    if (odcsChanged && was.format === "odcs") {
      const reread = await underHeadOdcs(was, now.file, context);
      if ("clause" in reread) clauses.push(reread.clause);
      else {
        now = reread.now;
        clauses.push(...bindingClauses(was, now));
      }
    }
    clauses.unshift(...whoConsentsClauses(was, now, sides));
    if (clauses.length > 0)
      changes.push({ was, clauses: [`changes who consents to it: ${clauses.join("; ")}`], level });
  }
  return changes;
}
