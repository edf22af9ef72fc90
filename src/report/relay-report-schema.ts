import { z } from "zod";
import { SourceType } from "../api/source-types.js";
import { CHANGE_KINDS } from "../compliance/diff-types.js";
import type { CheckReport } from "../outcome/model.js";
import { GATE_RULE_IDS, type GateRuleId, RULE_IDS, type RuleId } from "../rules/index.js";
import { RELAY_FORMAT, RELAY_LIMITS, type RelayReport } from "./relay-report.js";

/**
 * The relay report as the relay reads it: untrusted data from a fork's run. Every object
 * is strict (an unknown key is refused, not dropped), every text and list is bounded, and
 * nothing in it is markup: the comment is rendered from it by report/markdown.ts.
 */
const Text = z.string().max(RELAY_LIMITS.textChars);
const List = <T extends z.ZodType>(item: T) => z.array(item).max(RELAY_LIMITS.listItems);
const Line = z.number().int().positive().max(10_000_000);
const Level = z.enum(["RECORD", "NOTIFY", "ALERT", "BLOCK", "INACTIVE"]);
// Every gate rule of the table, whatever its family: a family the table gains is relayed alike.
const GateRule = z.enum(GATE_RULE_IDS as [GateRuleId, ...GateRuleId[]]);
const SuggestedLine = z.strictObject({ line: Line, current: Text, suggested: Text });
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A finding's subject: a hash (sync/check/read-problems.ts). */
const Subject = z.string().regex(/^[0-9a-f]{1,64}$/);

const Contract = z.strictObject({
  id: Text.optional(),
  name: Text,
  version: Text.optional(),
  owner: Text.optional(),
  enforcementLevel: Level,
  filePath: Text.optional(),
  line: Line.optional(),
});

const Change = z.strictObject({
  kind: z.enum(CHANGE_KINDS),
  field: Text,
  breaking: z.boolean(),
  reason: Text,
  before: Text.optional(),
  after: Text.optional(),
});

/** A probable rename of a missing field, with its safe route (compliance/renames.ts RenameNote). */
const Rename = z.strictObject({
  to: Text,
  sign: z.enum(["alias", "rename-statement", "field-number", "place"]),
  carried: z.boolean(),
  why: Text,
  route: z.strictObject({ format: Text, advice: Text, language: Text, code: Text }),
});

/** A finding of the base (existing debt is found by them): as the check built it, bounded. */
const BaseFinding = z.strictObject({
  rule: z.enum(RULE_IDS as [RuleId, ...RuleId[]]),
  level: Level,
  asset: Text.optional(),
  contract: Contract.optional(),
  field: Text.optional(),
  file: Text.optional(),
  line: Line.optional(),
  title: Text,
  message: Text,
  expected: Text.optional(),
  actual: Text.optional(),
  suggestions: List(Text).optional(),
  rename: Rename.optional(),
  suggestedLine: SuggestedLine.optional(),
  subject: Subject.optional(),
  hidesChange: Text.optional(),
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
});

const Waiver = z.strictObject({
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{12,64}$/)
    .optional(),
  rule: z.enum(RULE_IDS as [RuleId, ...RuleId[]]).optional(),
  asset: Text.optional(),
  field: Text.optional(),
  contract: Text.optional(),
  expected: Text.optional(),
  actual: Text.optional(),
  reason: Text,
  approvedBy: List(Text),
  expires: IsoDate,
  line: Line.optional(),
});

const Neighbour = z.strictObject({ id: Text, name: Text.optional(), type: Text.optional() });
const Count = z.number().int().nonnegative().max(10_000_000);
const Impact = z.strictObject({
  asked: List(Text),
  notAsked: Count,
  assets: List(
    z.strictObject({
      asset: Text,
      readers: List(Neighbour),
      readerCount: Count,
      writers: List(Neighbour),
      writerCount: Count,
      consumers: List(
        z.strictObject({
          name: Text,
          team: Text.optional(),
          contact: Text.optional(),
          contractName: Text.optional(),
        }),
      ),
      consumerCount: Count,
    }),
  ),
  unknown: Text.optional(),
});

const Report = z.strictObject({
  findings: List(
    z.strictObject({
      rule: GateRule,
      level: Level,
      file: Text.optional(),
      line: Line.optional(),
      title: Text,
      message: Text,
      suggestions: List(Text).optional(),
      suggestedLine: SuggestedLine.optional(),
      contract: Contract.optional(),
      asset: Text.optional(),
      subject: Subject.optional(),
      hidesChange: Text.optional(),
    }),
  ).optional(),
  checks: List(
    z.strictObject({
      asset: Text,
      file: Text.optional(),
      contract: Contract,
      violations: List(
        z.strictObject({
          message: Text,
          field: Text,
          fieldType: Text.optional(),
          violationType: Text,
          expected: Text.optional(),
          actual: Text.optional(),
          file: Text.optional(),
          line: Line.optional(),
          rename: Rename.optional(),
        }),
      ),
    }),
  ),
  uncontracted: List(
    z.strictObject({
      asset: Text,
      sourceType: SourceType,
      file: Text.optional(),
      status: z.enum(["changed", "added", "removed"]),
      draft: z.strictObject({ name: Text, file: Text }).optional(),
      contract: z.strictObject({ name: Text, file: Text.optional() }).optional(),
      changes: List(Change.extend({ file: Text.optional(), line: Line.optional() })),
    }),
  ),
  unreadable: List(
    z.strictObject({
      file: Text,
      diagnostics: List(
        z.strictObject({
          line: Line.optional(),
          severity: z.enum(["error", "warning"]),
          message: Text,
          subject: Subject.optional(),
        }),
      ),
    }),
  ),
  contractChanges: List(
    z.strictObject({
      contract: Contract,
      status: z.enum(["added", "changed", "removed"]),
      changes: List(Change),
    }),
  ).optional(),
  atBase: List(BaseFinding).optional(),
  waivers: z.strictObject({ file: Text, entries: List(Waiver), today: IsoDate }).optional(),
  impact: Impact.optional(),
});

const Relay = z.strictObject({
  format: z.literal(RELAY_FORMAT),
  pullRequest: z.number().int().positive(),
  headSha: z.string().regex(/^[0-9a-f]{40}$/),
  // Part of the comment's marker (percent-encoded there): a job id's characters.
  job: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  assetsChecked: z.number().int().nonnegative().max(10_000_000),
  report: Report,
});

/** The report, or why it is refused: too large, not JSON, or not the shape (the first problems named). */
export function parseRelayReport(text: string): { relay: RelayReport } | { error: string } {
  if (Buffer.byteLength(text) > RELAY_LIMITS.fileBytes)
    return { error: `the report is larger than ${RELAY_LIMITS.fileBytes} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: "the report is not JSON" };
  }
  const parsed = Relay.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "(report)"}: ${issue.message}`);
    return { error: `the report is not a contract-sync relay report: ${problems.join("; ")}` };
  }
  const report: CheckReport = parsed.data.report;
  return { relay: { ...parsed.data, report } };
}
