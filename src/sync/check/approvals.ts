import { levelRank } from "../../compliance/verdict.js";
import type { LoadedConfig } from "../../config/index.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import type { RepoFiles } from "../../git/files.js";
import type { PullRequestApprovals } from "../../github/approvals.js";
import { findingsOf } from "../../outcome/findings.js";
import type { CheckReport, ContractChange, GateFinding, Waiver } from "../../outcome/model.js";
import { waiverMatches } from "../../outcome/waivers.js";
import { counts, type Finding } from "../../rules/index.js";
import { DEFAULT_WAIVER_FILE, parseWaiverLedger } from "../../waivers/ledger.js";
import type { ApprovalPort } from "../ports.js";
import { type ApprovalNeed, approvalFinding, decide } from "./approval-decision.js";
import { type BaseScope, baseContractsOf } from "./base-contracts.js";
import type { ChangedContracts } from "./contract-changes.js";
import { contractRef } from "./contract-ref.js";
import { protectLevel } from "./protection.js";
import { schemaChangesByBump } from "./version-bumps.js";
import { utcToday } from "./waiver-ledger.js";

/** What the approval step reads of a check: its base, its changed contracts, its files. */
export interface ApprovalContext {
  config: LoadedConfig;
  changedFiles: ChangedContracts;
  baseContracts: readonly LoadedContract[];
  baseScope: BaseScope;
  baseFiles: RepoFiles;
  headFiles: RepoFiles;
}

/** Without a port (the CLI) approvals cannot be seen: what needs one is reported as needing it. */
const NO_REVIEWS: PullRequestApprovals = {
  readable: false,
  reason:
    "the CLI cannot see a pull request's reviews; owner approval is checked by the action on GitHub, which re-runs on each review",
};

/**
 * The report with the owners' approvals applied (README "Intended changes: owner approval"): a
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
  return { ...report, findings, waivers: withNewWaivers(report, applied) };
}

function withNewWaivers(report: CheckReport, applied: Waiver[]): CheckReport["waivers"] {
  if (applied.length === 0) return report.waivers;
  const ledger = report.waivers ?? { file: DEFAULT_WAIVER_FILE, entries: [], today: utcToday() };
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
    if (finding.rule !== "PROTECTION_WEAKENED" || finding.level === "INACTIVE") continue;
    const need = needFor(base.get(finding.contract?.id ?? ""), finding.contract);
    need.what.push(weakeningClause(finding));
    need.weakenings.push(finding);
    need.level = stricter(need.level, finding.level);
  }
  for (const change of report.contractChanges ?? []) {
    const was = base.get(change.contract.id ?? "");
    const clause = was && breakingClause(change, was, context);
    if (!was || !clause) continue;
    const level = protectLevel(context.config.config.protect, was.contract.enforcementLevel ?? "INACTIVE");
    if (level === "INACTIVE" || !IN_FORCE.has(was.contract.status)) continue;
    const need = needFor(was, undefined);
    need.what.push(clause);
    need.level = stricter(need.level, level);
  }
  return [...byContract.values(), ...(await waiverNeeds(report, context, base))];
}

const IN_FORCE = new Set(["ACTIVE", "DEPRECATED"]);

function stricter(a: ApprovalNeed["level"], b: ApprovalNeed["level"]): ApprovalNeed["level"] {
  return levelRank(b) > levelRank(a) ? b : a;
}

/** The contract's approvers and its owner's in the configuration, both from the base; each once. */
export function approversOf(loaded: LoadedContract, config: LoadedConfig): string[] {
  const { approvers = [], owner } = loaded.contract;
  const mapped = owner ? (config.config.owners[owner] ?? []) : [];
  const seen = new Map<string, string>();
  for (const approver of [...approvers, ...mapped])
    if (!seen.has(approver.toLowerCase())) seen.set(approver.toLowerCase(), approver);
  return [...seen.values()];
}

function weakeningClause(finding: GateFinding): string {
  return `weakens its protection: ${finding.message}`;
}

/** A breaking change of a contract's schema, or a change of who approves it (when the base names someone). */
function breakingClause(change: ContractChange, was: LoadedContract, context: ApprovalContext): string {
  if (change.status !== "changed") return "";
  const clauses: string[] = [];
  const now = context.changedFiles.head.find((c) => c.contract.id === was.contract.id);
  // What breaks is what the version rule asks a new major version for (version-bumps.ts).
  const breaking = now ? schemaChangesByBump(was, now).major : [];
  if (breaking.length > 0)
    clauses.push(
      `changes the contract in a breaking way (${breaking.map((c) => `${c.field || "(root)"}: ${c.reason}`).join("; ")})`,
    );
  const before = approversOf(was, context.config);
  if (now && before.length > 0 && before.join() !== approversOf(now, context.config).join())
    clauses.push("changes who approves the contract (its approvers or owner)");
  return clauses.join("; ");
}

/** Whether a base waiver already accepts at least what a head waiver does, for at least as long. */
export function covers(base: Waiver, head: Waiver): boolean {
  if (base.expires < head.expires) return false;
  if (head.fingerprint !== undefined)
    return base.fingerprint !== undefined && head.fingerprint.startsWith(base.fingerprint);
  return (
    base.fingerprint === undefined &&
    base.rule === head.rule &&
    base.asset === head.asset &&
    (base.field === undefined || base.field === head.field)
  );
}

/**
 * The waivers the pull request's ledger adds or extends (a later expiry, a wider match): each
 * needs an approver of every contract whose findings it would waive here (or, for one that
 * matches none, of the base contracts on its asset).
 */
async function waiverNeeds(
  report: CheckReport,
  context: ApprovalContext,
  base: Map<string, LoadedContract>,
): Promise<ApprovalNeed[]> {
  const text = await context.headFiles.readText(DEFAULT_WAIVER_FILE);
  if (text === undefined) return [];
  if (text === (await context.baseFiles.readText(DEFAULT_WAIVER_FILE))) return [];
  const head = parseWaiverLedger(text, DEFAULT_WAIVER_FILE).waivers;
  const before = report.waivers?.entries ?? [];
  const added = head.filter((entry) => !before.some((b) => covers(b, entry)));
  if (added.length === 0) return [];
  const findings = findingsOf(report).filter(counts);
  const needs: ApprovalNeed[] = [];
  for (const waiver of added) {
    const where = { file: DEFAULT_WAIVER_FILE, line: waiver.line };
    const clause = `adds or extends the waiver at ${DEFAULT_WAIVER_FILE}${waiver.line ? `:${waiver.line}` : ""} (until ${waiver.expires})`;
    const contracts = await waivedContracts(waiver, findings, base, context);
    if (contracts.length === 0)
      needs.push({ approvers: [], level: "BLOCK", what: [clause], ...where, weakenings: [], waiver });
    for (const { loaded, level } of contracts)
      needs.push({
        contract: contractRef(loaded),
        approvers: approversOf(loaded, context.config),
        level,
        what: [clause],
        ...where,
        weakenings: [],
        waiver,
      });
  }
  return needs;
}

/** The base contracts a waiver would act for: of the findings it matches, else those naming its asset. */
async function waivedContracts(
  waiver: Waiver,
  findings: readonly Finding[],
  base: Map<string, LoadedContract>,
  context: ApprovalContext,
): Promise<Array<{ loaded: LoadedContract; level: ApprovalNeed["level"] }>> {
  const found = new Map<LoadedContract, ApprovalNeed["level"]>();
  for (const finding of findings.filter((f) => waiverMatches(waiver, f))) {
    const loaded = base.get(finding.contract?.id ?? "");
    if (loaded) found.set(loaded, stricter(found.get(loaded) ?? "INACTIVE", finding.level));
  }
  if (found.size > 0 || !waiver.asset) return [...found].map(([loaded, level]) => ({ loaded, level }));
  return (await baseContractsOf({ ...context, sources: context.config }))
    .filter((c) => contractResourceNames(c.contract).includes(waiver.asset ?? ""))
    .map((loaded) => ({ loaded, level: "BLOCK" as const }));
}
