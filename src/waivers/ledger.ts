import { z } from "zod";
import { LIMITS, readWithinLimit, sizeProblem } from "../config/limits.js";
import { documentValue, lineOf, parseYaml, zodDiagnostics } from "../config/yaml-diagnostics.js";
import type { Waiver } from "../outcome/waivers.js";
import { RULE_IDS, type RuleId } from "../rules/index.js";
import type { Diagnostic, SourceFiles } from "../schema/model.js";

/** Where the ledger lives unless the configuration names another file. */
export const DEFAULT_WAIVER_FILE = ".github/contract-waivers.yml";

/** How many waivers one ledger may hold: a ledger is read on every check. */
const MAX_WAIVERS = 1_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One accepted finding: named by its fingerprint (as the comment prints it, at least its first
 * 12 hex digits) or by rule and asset (and field), with why, who approved and until when.
 */
const WaiverEntry = z
  .strictObject({
    fingerprint: z
      .string()
      .regex(/^[0-9a-f]{12,64}$/, "12 to 64 lowercase hex digits, as the comment prints them")
      .optional()
      .describe("The finding's fingerprint, or its first 12 or more hex digits."),
    rule: z
      .enum(RULE_IDS as [RuleId, ...RuleId[]])
      .optional()
      .describe("With asset (and field): the findings of this rule on that asset."),
    asset: z.string().min(1).optional().describe("Resource name of the asset the finding is on."),
    field: z.string().optional().describe("Dotted field path; without it, every field of the asset."),
    contract: z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "a contract id (a UUID)")
      .optional()
      .describe(
        "Id of the contract whose finding it is: only that contract's findings match, and the waiver is published with it.",
      ),
    expected: z
      .string()
      .max(1_000)
      .optional()
      .describe(
        "The change it accepts: what the contract expects, as the finding says it (its `expected`). With `actual`, a different break of the same field is not waived.",
      ),
    actual: z
      .string()
      .max(1_000)
      .optional()
      .describe(
        "The change it accepts: what the asset has instead, as the finding says it (its `actual`). A finding with another `actual` is not waived.",
      ),
    reason: z
      .string()
      .min(10, "say why the break is accepted (10 characters or more)")
      .max(2_000)
      .describe("Why the break is accepted: shown beside the finding, published with the contract."),
    approvedBy: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .describe("GitHub login(s) or team(s) (org/team) of the contract's owners who accepted it."),
    expires: z
      .string()
      .regex(DATE, "a date as YYYY-MM-DD")
      .describe("Last day the waiver holds (UTC); after it, the finding counts again."),
  })
  .refine(
    (entry) => entry.fingerprint !== undefined || (entry.rule !== undefined && entry.asset !== undefined),
    {
      message: "name the finding: fingerprint, or rule and asset (and field)",
    },
  );

export const WaiverLedgerFile = z
  .strictObject({
    waivers: z.array(WaiverEntry).max(MAX_WAIVERS).describe("Accepted findings, each until its expiry."),
  })
  .describe(
    "contract-sync waivers (.github/contract-waivers.yml): findings a contract's owners accepted, why, and until when.",
  );

/** Today in UTC (YYYY-MM-DD): the day waiver expiry, a team member's `dateOut` and sunsets are judged on. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** 2026-02-30 matches the pattern but is no day: a day is one that reads back as itself. */
function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}

/** A ledger parsed: its entries (none when it has an error), its diagnostics, its entries as written. */
export interface ParsedLedger {
  waivers: Waiver[];
  diagnostics: Diagnostic[];
  /** The entries as written, whatever is wrong in them (a broken entry is known by its text): none when it is no list. */
  written: unknown[];
}

/** The waiver ledger as one commit holds it, read and parsed once for the whole run (check or publish). */
export interface LedgerAt extends ParsedLedger {
  file: string;
  /** Its text; undefined when the commit has no ledger, or it cannot be read (`diagnostics` says why). */
  text: string | undefined;
}

/**
 * The ledger at a commit: the one read of it. A ledger that cannot be read (a symbolic link, a
 * missing object, too large) is an error at its file, so it waives nothing and says why (fail
 * closed), never a crash of the run.
 */
export async function readWaiverLedger(files: SourceFiles, file = DEFAULT_WAIVER_FILE): Promise<LedgerAt> {
  const { text, problem } = await readWithinLimit(files, file, LIMITS.waiverLedgerBytes, "the waiver ledger");
  if (problem) return { file, text: undefined, waivers: [], diagnostics: [problem], written: [] };
  return ledgerOfText(text, file);
}

/** A ledger from its text (undefined: the commit has none, which waives nothing and is no error). */
export function ledgerOfText(text: string | undefined, file = DEFAULT_WAIVER_FILE): LedgerAt {
  if (text === undefined) return { file, text, waivers: [], diagnostics: [], written: [] };
  return { file, text, ...parseWaiverLedger(text, file) };
}

/**
 * Parses the ledger. A ledger that does not parse waives nothing (its diagnostics say why);
 * the check fails closed on them rather than guessing which entries were meant.
 */
export function parseWaiverLedger(text: string, file: string): ParsedLedger {
  // Every pull request's ledger is read (its own is checked): bounded before the YAML is parsed.
  const tooBig = sizeProblem(text, LIMITS.waiverLedgerBytes, file, "the waiver ledger");
  if (tooBig) return { waivers: [], diagnostics: [tooBig], written: [] };
  const { documents, diagnostics } = parseYaml(text, file);
  const [source] = documents;
  // A second document would be read by no one: entries someone believes apply, silently not.
  if (documents.length > 1)
    diagnostics.push({
      file,
      line: documents[1]?.line,
      severity: "error",
      message: "only one YAML document allowed: the entries after '---' would be read by no one",
    });
  if (diagnostics.some((d) => d.severity === "error") || !source)
    return { waivers: [], diagnostics, written: [] };
  const expanded = documentValue(source);
  if (!expanded.ok) return { waivers: [], diagnostics: [...diagnostics, expanded.diagnostic], written: [] };
  const listed = (expanded.value as { waivers?: unknown } | null | undefined)?.waivers;
  const written = Array.isArray(listed) ? listed : [];
  if (expanded.value === null || expanded.value === undefined) return { waivers: [], diagnostics, written };
  const result = WaiverLedgerFile.safeParse(expanded.value);
  if (!result.success)
    return { waivers: [], diagnostics: [...diagnostics, ...zodDiagnostics(result.error, source)], written };
  const invalidDate = result.data.waivers.findIndex((entry) => !isCalendarDate(entry.expires));
  if (invalidDate >= 0)
    return {
      waivers: [],
      diagnostics: [
        ...diagnostics,
        {
          file,
          line: lineOf(source, ["waivers", invalidDate, "expires"]),
          severity: "error",
          message: `waivers[${invalidDate}].expires: no such date`,
        },
      ],
      written,
    };
  const waivers = result.data.waivers.map((entry, index) => ({
    ...entry,
    approvedBy: typeof entry.approvedBy === "string" ? [entry.approvedBy] : entry.approvedBy,
    line: lineOf(source, ["waivers", index]),
  }));
  return { waivers, diagnostics, written };
}
