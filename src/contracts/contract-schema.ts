import { z } from "zod";
import { ContractStatus, Email, EnforcementLevel, Uuid } from "../api/resources.js";
import { RecapType, type SchemaNode } from "../api/schema-node.js";
import { COMPATIBILITY_LINES, COMPATIBILITY_MODES } from "../compliance/compat-modes.js";
import { GitHubApprover, MAX_APPROVERS } from "../config/approvers.js";
import { LIMITS } from "../config/limits.js";

/**
 * The zod definition of a native contract file: the one source of its validation
 * (parseContractFile), its TypeScript type and its JSON Schema for editors
 * (schemas/contract.schema.json, `npm run schemas`). Every key carries a
 * description, so an editor can explain it.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const Day = z
  .string()
  .regex(DATE, "a date as YYYY-MM-DD")
  .refine((day) => new Date(Date.parse(`${day}T00:00:00Z`)).toISOString().startsWith(day), "no such day");

/** A deprecation with its dates (docs/intended-changes.md "Deprecation with a sunset"). */
const Deprecation = z
  .strictObject({
    since: Day.optional().describe("The day it was deprecated (YYYY-MM-DD)."),
    sunset: Day.optional().describe(
      "The first day it may be removed (YYYY-MM-DD, UTC); without one it may not be removed yet.",
    ),
    replacement: z.string().min(1).max(256).optional().describe("What readers should read instead."),
  })
  .meta({ id: "Deprecation" })
  .describe("A deprecation: since when, the sunset from which it may be removed, and what replaces it.");

const Constraints = z
  .looseObject({
    maxLength: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe("Longest string the asset must accept (varchar(n)); an asset with less is a violation."),
    precision: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe(
        "Decimal precision (total digits), or a time's fractional-second digits (`timestamp(0)`: 0), to keep.",
      ),
    scale: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe("Decimal scale (digits after the point) to keep."),
    size: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Fixed size in bytes (Avro fixed, char(n)): must match."),
    symbols: z
      .array(z.string())
      .optional()
      .describe("Enum symbols the asset must keep (removing one is ENUM_VALUE_REMOVED)."),
    primaryKey: z.boolean().optional().describe("Part of the primary key (recorded; ODCS `primaryKey`)."),
    unique: z.boolean().optional().describe("Values are unique (recorded; ODCS `unique`)."),
    pii: z.boolean().optional().describe("The field holds personal data (recorded; ODCS classification)."),
    classification: z.string().optional().describe("Data classification, e.g. public, internal, restricted."),
    physicalType: z.string().optional().describe("Type in the source system, e.g. varchar(64)."),
    deprecated: z
      .union([z.boolean(), Deprecation])
      .optional()
      .describe(
        "The field is deprecated: `true` (ODCS `deprecated`), or `{since, sunset, replacement}`. Removing it before its sunset (or with none) is a break; from its sunset on, with no consumer naming it in `reads`, its removal is a planned removal (a major version).",
      ),
  })
  .describe(
    "What the source states that the node has no key for. maxLength, precision, scale, size and symbols are enforced; other keys are kept and shown.",
  );

const fieldKeys = {
  type: RecapType.describe(
    "Recap type name: bool, int8..int64, uint8..uint64, float16..float64, decimal128, decimal256, string, bytes, uuid, date32, time64, timestamp64, enum, list, map, union, struct, null, unknown.",
  ),
  alias: z.string().optional().describe("Another name the field is known by."),
  doc: z.string().optional().describe("What the field means."),
  logical: z.string().optional().describe("Logical type, e.g. Timestamp, Decimal, Date."),
  optional: z
    .boolean()
    .optional()
    .describe("Null or absent values are allowed. A required field becoming optional is a violation."),
  constraints: Constraints.optional(),
};

const FieldNode: z.ZodType<SchemaNode> = z
  .lazy(() =>
    z
      .strictObject({
        name: z
          .string()
          .min(1)
          .optional()
          .describe("Field name (list elements and union variants may omit it)."),
        ...fieldKeys,
        fields: uniqueNames(z.array(FieldNode))
          .optional()
          .describe("Children: of a struct its fields, of a list `element`, of a map `key` and `value`."),
      })
      .describe("A nested field."),
  )
  .meta({ id: "ContractField" });

/** Top-level fields of a contract need a name: it is what assets are checked by. */
const TopField = z
  .strictObject({
    name: z.string().min(1).describe("Field (column) name the asset is checked by."),
    ...fieldKeys,
    fields: uniqueNames(z.array(FieldNode))
      .optional()
      .describe("Children: of a struct its fields, of a list `element`, of a map `key` and `value`."),
  })
  .describe("A field of the data asset.");

function uniqueNames<T extends z.ZodType<Array<{ name?: string | undefined }>>>(schema: T): T {
  return schema.superRefine((fields, context) => {
    const seen = new Map<string, number>();
    fields.forEach((field, index) => {
      if (field.name === undefined) return;
      const first = seen.get(field.name);
      if (first !== undefined) {
        context.addIssue({
          code: "custom",
          path: [index, "name"],
          message: `duplicate field name "${field.name}" (first at index ${first})`,
        });
      } else {
        seen.set(field.name, index);
      }
    });
  }) as unknown as T;
}

/** Number of fields at every depth, and the deepest nesting (top-level fields are depth 1). */
function measureFields(fields: readonly SchemaNode[]): { count: number; depth: number } {
  let count = 0;
  let depth = 0;
  const stack = fields.map((node) => ({ node, level: 1 }));
  for (let item = stack.pop(); item; item = stack.pop()) {
    count += 1;
    depth = Math.max(depth, item.level);
    for (const child of item.node.fields ?? []) stack.push({ node: child, level: item.level + 1 });
  }
  return { count, depth };
}

const ResourceName = z.string().min(1);

/** A team or system that reads the contract's data: named in the comment when the asset breaks (as text). */
const Consumer = z
  .strictObject({
    name: z.string().min(1).max(256).describe("Who reads the data: a team, a service, a dashboard."),
    team: z
      .string()
      .min(1)
      .max(256)
      .optional()
      .describe("The team that runs it, as your organisation names it."),
    contact: z
      .string()
      .min(1)
      .max(256)
      .optional()
      .describe("How to reach them (a channel, an e-mail); shown as text, never as a mention."),
    reads: z
      .array(z.string().min(1).max(1024))
      .max(1000)
      .optional()
      .describe(
        "The fields it reads, as dotted paths (`address.city`): named beside a break or removal of them, and a deprecated field one reads is not removed at its sunset. Without it the consumer is taken to read every field.",
      ),
  })
  .describe("A consumer of the contract's data.");

export const ContractFile = z
  .strictObject({
    id: Uuid.describe("The contract's id (a UUID), stable forever: publishing upserts by it."),
    name: z.string().min(1).describe("Name of the contract, shown in reports."),
    namespace: z.string().min(1).optional().describe("Group the contract belongs to, e.g. a domain."),
    doc: z.string().optional().describe("What the data is and who relies on it."),
    owner: Email.optional().describe("E-mail of the owning team; shown in reports."),
    approvers: z
      .array(GitHubApprover)
      .min(1)
      .max(MAX_APPROVERS)
      .optional()
      .describe(
        "GitHub logins or teams (org/team-slug) who approve a breaking change, a weakening or a waiver of this contract; read from the base commit.",
      ),
    dataAssetResourceName: ResourceName.optional().describe(
      "Resource name of the data asset the contract covers: {source_type}://{data_source}:{path}, e.g. postgres://shop-db:5432:postgres.public.orders.",
    ),
    dataAssetResourceNameList: z
      .array(ResourceName)
      .min(1)
      .optional()
      .describe("Several data assets held to the same contract (resource names)."),
    restrictPii: z
      .boolean()
      .optional()
      .describe("Adding a field whose name looks like personal data is a violation (PII_FIELD_ADDED)."),
    status: ContractStatus.default("ACTIVE").describe(
      "Lifecycle of the contract: ACTIVE (default) | DEPRECATED | DRAFT | ARCHIVED.",
    ),
    version: z
      .union([z.string().min(1), z.number()])
      .transform(String)
      .optional()
      .describe(
        'Version of the contract, kept as written (1.10 stays "1.10"). Semver (MAJOR.MINOR.PATCH): a change of the contract raises its major version for a break, its minor version for an addition (CONTRACT_VERSION_NOT_BUMPED).',
      ),
    enforcementLevel: EnforcementLevel.optional().describe(
      "What a violation does: BLOCK fails the check, ALERT warns, NOTIFY comments, RECORD records, INACTIVE (default) ignores.",
    ),
    compatibility: z
      .enum(COMPATIBILITY_MODES)
      .optional()
      .describe(
        "Compatibility mode of the contract's assets with their earlier versions, as Confluent Schema Registry names them: BACKWARD (the new version reads data written with the previous one), FORWARD (the previous version reads data written with the new one), FULL (both), each with _TRANSITIVE (with every earlier version in the default branch's Git history, not only the previous one), or NONE. A break is COMPATIBILITY_BROKEN at the contract's level; read from the base commit.",
      ),
    compatibilityLine: z
      .enum(COMPATIBILITY_LINES)
      .optional()
      .describe(
        "Which earlier versions a _TRANSITIVE mode judges: all (default) every version in the history, major those since the contract's current major version began (a major bump starts a new line).",
      ),
    schema: uniqueNames(z.array(TopField).min(1)).describe("The fields the data asset promises."),
    deprecated: Deprecation.optional().describe(
      "The whole contract (its object) is deprecated: deleting it before its sunset is a break; from its sunset on, with no consumer declared, a planned removal.",
    ),
    consumers: z
      .array(Consumer)
      .max(100)
      .optional()
      .describe(
        "Who reads the data: the pull request comment names them beside a break of the asset, and the service shows them.",
      ),
  })
  .superRefine((contract, context) => {
    const { count, depth } = measureFields(contract.schema);
    if (count > LIMITS.fieldsPerContract) {
      context.addIssue({
        code: "custom",
        path: ["schema"],
        message: `${count} fields, over the limit of ${LIMITS.fieldsPerContract} per contract`,
      });
    }
    if (depth > LIMITS.fieldDepth) {
      context.addIssue({
        code: "custom",
        path: ["schema"],
        message: `fields nested ${depth} deep, over the limit of ${LIMITS.fieldDepth}`,
      });
    }
    if (!contract.dataAssetResourceName && !contract.dataAssetResourceNameList) {
      context.addIssue({
        code: "custom",
        path: ["dataAssetResourceName"],
        message:
          "required: the resource name of the data asset the contract covers (or dataAssetResourceNameList)",
      });
    }
  })
  .describe("A contract-sync data contract (one per YAML document).");
export type ContractFile = z.infer<typeof ContractFile>;
