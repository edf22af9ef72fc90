import { z } from "zod";
import { EnforcementLevel } from "../api/resources.js";
import { GitHubApprover, MAX_APPROVERS } from "./approvers.js";
import { LIMITS } from "./limits.js";

/**
 * The `odcs` key of the configuration: how ODCS contracts are bound to the repository's assets
 * without custom properties in the standard's files, and how their `team` names GitHub users.
 * Read from the base commit, like `owners`: a pull request neither rebinds nor names its own
 * consenters.
 */

const Pattern = z
  .string()
  .min(1)
  .max(LIMITS.globLength)
  .describe("A name or a glob (picomatch: *, ?, {a,b}), matched case-sensitively.");

const Template = z
  .string()
  .min(1)
  .max(1024)
  .describe(
    "Text in which {object} is the schema object's physicalName (else its name) and {name} its name.",
  );

export const OdcsBinding = z
  .strictObject({
    contract: Pattern.describe("The ODCS document's id or name (a glob covers a family of contracts)."),
    object: Pattern.optional().describe(
      'The schema object\'s name or physicalName (a glob covers several); default "*".',
    ),
    resource: z
      .union([Template, z.array(Template).min(1).max(100)])
      .optional()
      .describe(
        "Resource name(s) of the asset(s), as `contract-sync schema` prints them, e.g. postgres://shop-db:5432:shop.public.{object}.",
      ),
    file: Template.optional().describe(
      "A schema file of this repository holding the asset, e.g. schemas/{object}.avsc (with record or table when it holds several).",
    ),
    record: Template.optional().describe(
      "The record, message or table in `file`, as its resource name ends: com.acme.{name} (Avro, Protobuf), public.orders (SQL).",
    ),
    table: Template.optional().describe("Same as record, for SQL files."),
    enforcementLevel: EnforcementLevel.optional().describe(
      "What a violation of the bound contracts does (BLOCK, ALERT, NOTIFY, RECORD, INACTIVE); default odcs.enforcementLevel. The document's custom property enforcementLevel wins.",
    ),
  })
  .superRefine((binding, context) => {
    const targets = [binding.resource, binding.file].filter((t) => t !== undefined).length;
    if (targets !== 1)
      context.addIssue({ code: "custom", path: [], message: "name exactly one of resource or file" });
    if ((binding.record !== undefined || binding.table !== undefined) && binding.file === undefined)
      context.addIssue({ code: "custom", path: ["record"], message: "record and table go with file" });
  })
  .describe("Binds the schema objects of ODCS contracts to assets of this repository.");
export type OdcsBinding = z.infer<typeof OdcsBinding>;

export const OdcsSettings = z
  .strictObject({
    bindings: z
      .array(OdcsBinding)
      .max(LIMITS.sourceRules)
      .optional()
      .describe("Which asset each ODCS schema object is the contract of; the first matching binding wins."),
    enforcementLevel: EnforcementLevel.optional().describe(
      "What a violation of an ODCS contract does when neither its binding nor its document says (default INACTIVE, as for native contracts).",
    ),
    ownerRoles: z
      .array(z.string().min(1).max(256))
      .min(1)
      .max(MAX_APPROVERS)
      .optional()
      .describe(
        "Roles of an ODCS contract's team members who may approve its changes (case-insensitive); default: every role with the word owner in it.",
      ),
    logins: z
      .record(z.string().min(1).max(256), GitHubApprover)
      .refine((logins) => Object.keys(logins).length <= 10_000, "at most 10,000 logins")
      .optional()
      .describe(
        "ODCS team usernames -> GitHub logins (or org/team), where they differ; read from the base commit.",
      ),
  })
  .describe(
    "ODCS contracts: bindings to this repository's assets, and who of a contract's team may approve its changes.",
  );
export type OdcsSettings = z.infer<typeof OdcsSettings>;
