import { posix } from "node:path";
import type { EnforcementLevel } from "../../../api/resources.js";
import { SQL_SOURCE_TYPES } from "../../../api/source-type-names.js";
import { levelRank } from "../../../compliance/verdict.js";
import { contractResourceNames, type LoadedContract } from "../../../contracts/index.js";
import type { GateFinding } from "../../../outcome/model.js";
import { type Diagnostic, type ReadAsset, sourcePrefix } from "../../../schema/model.js";
import type { SourceMap } from "../../asset-reads.js";
import { contractRef } from "../contract-ref.js";
import {
  diagnosticSubject,
  namesOfTable,
  type SubjectDiagnostic,
  statementTarget,
} from "../read-problems.js";
import { defineCheck, gateFinding } from "./define.js";

/**
 * Found while the facts are gathered, by `unreadableSchemaFindings` at both ends: the head's before
 * the service is asked (an unreadable file's assets are not "removed"), the base's from its read
 * problems of the changed files, judged by the base's contracts and the broken ones' stand-ins.
 */
export const SCHEMA_UNREADABLE = defineCheck(
  "SCHEMA_UNREADABLE",
  ({ unreadableHead }) => unreadableHead.findings,
  ({ atBase }) => atBase.unreadable.findings,
);

/**
 * A schema file the head cannot read held contracted assets at the base (or is new beside them):
 * "cannot verify" is not "compliant", so each error is a SCHEMA_UNREADABLE finding at the level of
 * the strictest contract it concerns, naming only contracted assets. Each carries its subject
 * (the failing statement and error for SQL, the error for a file read whole), so the same
 * problem found at the base is existing debt (docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays for).
 * `changedFiles`: files the pull request edits; an error of one that no statement carries cannot
 * be told apart from the change, so it counts even where the base has it (`hidesChange`). The
 * base's side is found by the same call without it. Returns the findings and the diagnostics left
 * over (files no contract depends on), each with its subject.
 */
export function unreadableSchemaFindings(
  diagnostics: readonly Diagnostic[],
  baseAssets: readonly ReadAsset[],
  contracts: readonly LoadedContract[],
  sources: SourceMap,
  changedFiles: ReadonlySet<string> = new Set(),
): { findings: GateFinding[]; rest: SubjectDiagnostic[]; unreadableTargets: Set<string> } {
  const findings: GateFinding[] = [];
  const rest: SubjectDiagnostic[] = [];
  const unreadableTargets = new Set<string>();
  const targetOf = (file: string) => sources.targetOf(file)?.path ?? file;
  const enforced = new Set(
    contracts
      .filter((c) => (c.contract.enforcementLevel ?? "INACTIVE") !== "INACTIVE")
      .flatMap((c) => contractResourceNames(c.contract)),
  );
  for (const d of diagnostics) {
    const subject = diagnosticSubject(d);
    if (d.severity !== "error") {
      rest.push({ ...d, subject });
      continue;
    }
    if (d.asset !== undefined) {
      // One asset's problem (two definitions that differ): its contract's, else no contract's.
      const finding = assetProblem({ ...d, asset: d.asset }, subject, contracts, enforced);
      if (finding) findings.push(finding);
      else rest.push({ ...d, subject });
      continue;
    }
    const target = targetOf(d.file);
    unreadableTargets.add(target);
    const own = new Set(
      baseAssets
        .filter((a) => a.file === d.file || (a.file && targetOf(a.file) === target))
        .map((a) => a.resourceName),
    );
    // A file new to the pull request held nothing at the base, yet it may change what its neighbours
    // hold (a migration that alters a contracted table): the contracts on its neighbours speak for it.
    const held = [...(own.size > 0 ? own : neighbourNames(d.file, contracts, sources))].filter((n) =>
      enforced.has(n),
    );
    if (held.length === 0) {
      rest.push({ ...d, subject });
      continue;
    }
    const on = statementOn(d, held);
    const { level, contract } = strictestLevel(contracts, new Set(on.names.length > 0 ? on.names : held));
    const where =
      own.size > 0
        ? `The file held ${held.join(", ")} at the base`
        : `The file is new to ${posix.dirname(d.file)}/, beside the contracted ${held.join(", ")}`;
    findings.push(
      gateFinding("SCHEMA_UNREADABLE", {
        level,
        file: d.file,
        line: d.line,
        // What cannot be read cannot be verified, so it never passes as compliant.
        message: `${sentence(d.message)} ${on.says ?? where} (contract ${contract?.contract.name}); a file that cannot be read cannot be checked, so it does not pass.`,
        subject,
        hidesChange:
          d.statement === undefined && changedFiles.has(d.file)
            ? `the base has the same error, but this pull request edits ${d.file}, which is read as a whole: whether its change lies in what cannot be read cannot be told`
            : undefined,
      }),
    );
  }
  return { findings, rest, unreadableTargets };
}

/** The finding of a problem about one asset: at its contract's level, when an enforced one names it. */
function assetProblem(
  d: Diagnostic & { asset: string },
  subject: string,
  contracts: readonly LoadedContract[],
  enforced: ReadonlySet<string>,
): GateFinding | undefined {
  if (!enforced.has(d.asset)) return undefined;
  const { level, contract } = strictestLevel(contracts, new Set([d.asset]));
  return gateFinding("SCHEMA_UNREADABLE", {
    level,
    file: d.file,
    line: d.line,
    message: `${sentence(d.message)} It is under contract ${contract?.contract.name}: what cannot be checked does not pass.`,
    asset: d.asset,
    contract: contract ? contractRef(contract) : undefined,
    subject,
  });
}

/** The contracted names a failing SQL statement is on, and how the finding says it. */
function statementOn(d: Diagnostic, held: readonly string[]): { names: string[]; says?: string } {
  if (d.statement === undefined) return { names: [] };
  const target = statementTarget(d.statement);
  const beside = `the file holds the contracted ${held.join(", ")}`;
  if (target.kind === "unknown")
    return { names: [], says: `Which table the statement changes cannot be told; ${beside}` };
  const names = target.kind === "table" ? namesOfTable(target.parts, held) : [];
  if (names.length > 0) return { names, says: `The statement changes the contracted ${names.join(", ")}` };
  const what =
    target.kind === "table" ? `is on ${target.parts.join(".")}, which no contract names` : "changes no table";
  return {
    names: [],
    says: `The statement ${what}: it counts only where this pull request adds or edits it; ${beside}`,
  };
}

/** A reader's diagnostic ("not valid JSON: ...") as the first sentence of a finding's message. */
function sentence(diagnostic: string): string {
  const text = diagnostic.trim().replace(/[.\s]+$/, "");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * The contracted names a new file could change: for SQL every table of its database (a migration
 * alters any of them), for a schema file the assets of files in its own folder (named types it may
 * define for them).
 */
function neighbourNames(file: string, contracts: readonly LoadedContract[], sources: SourceMap): Set<string> {
  const sourceType = sources.targetOf(file)?.sourceType;
  if (!sourceType) return new Set();
  const prefix = sourcePrefix(sourceType, sources.dataSourceOf(file));
  const folder = posix.dirname(file);
  const near = (name: string) =>
    name.startsWith(prefix) &&
    (SQL_SOURCE_TYPES.has(sourceType) ||
      // Stryker disable next-line StringLiteral: `split` with a separator always yields a first element; the fallback only satisfies the type
      posix.dirname(name.slice(prefix.length).split(":")[0] ?? "") === folder);
  return new Set(contracts.flatMap((c) => contractResourceNames(c.contract)).filter(near));
}

/** The strongest level among contracts that cover any of the names (INACTIVE when none does). */
export function strictestLevel(
  contracts: readonly LoadedContract[],
  names: ReadonlySet<string>,
): { level: EnforcementLevel; contract?: LoadedContract } {
  let best: { level: EnforcementLevel; contract?: LoadedContract } = { level: "INACTIVE" };
  for (const loaded of contracts) {
    if (!contractResourceNames(loaded.contract).some((n) => names.has(n))) continue;
    const level = loaded.contract.enforcementLevel ?? "INACTIVE";
    if (levelRank(level) > levelRank(best.level)) best = { level, contract: loaded };
  }
  return best;
}
