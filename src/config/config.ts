import { posix } from "node:path";
import picomatch from "picomatch";
import { z } from "zod";
import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import { SourceType } from "../api/source-types.js";
import { COMPATIBILITY_MODES, type CompatibilityMode } from "../compliance/compat-modes.js";
import type { Diagnostic } from "../schema/model.js";
import { ApproverList, MAX_APPROVERS } from "./approvers.js";
import { LIMITS, sizeProblem } from "./limits.js";
import { OdcsSettings } from "./odcs-config.js";
import { documentValue, lineOf, parseYaml, type YamlSource, zodDiagnostics } from "./yaml-diagnostics.js";

/** Where the configuration lives in the user's repository. */
export const DEFAULT_CONFIG_PATH = ".github/contract-sync.yml";
export const DEFAULT_CONTRACT_GLOBS: readonly string[] = ["contracts/**/*.{yaml,yml}"];

/** Source types whose files can form one ordered migration set. */

const Glob = z
  .string()
  .min(1)
  .max(LIMITS.globLength, `a glob is at most ${LIMITS.globLength} characters`)
  .describe("A glob relative to the repository root (picomatch syntax, dot files included).");

/** One glob or a list of at most `maxItems`. */
const globs = (maxItems: number) =>
  z.union([Glob, z.array(Glob).min(1).max(maxItems, `at most ${maxItems} globs`)], {
    error: "expected a glob or a non-empty list of globs",
  });

const SourceRuleInput = z
  .strictObject({
    glob: globs(LIMITS.globsPerRule).describe(
      "One glob or a list; a file matching any of them matches the rule.",
    ),
    type: SourceType.optional().describe(
      "Source type of the matching files; when absent the file ending decides (.avsc avro, .proto protobuf, .sql postgres, ...).",
    ),
    dataSource: z
      .string()
      .min(1)
      .optional()
      .describe(
        "Data source part of the resource names of these files' assets, e.g. shop-db:5432 or github.com/acme/events.",
      ),
    migrations: z
      .boolean()
      .optional()
      .describe(
        "The matching files are one ordered set of migrations, read together in name order (postgres, mysql, mssql).",
      ),
    views: z
      .boolean()
      .optional()
      .describe(
        "Postgres: views and materialized views are assets too, their columns and types from the catalog.",
      ),
    compatibility: z
      .enum(COMPATIBILITY_MODES)
      .optional()
      .describe(
        "Compatibility mode of these files' assets, as Confluent Schema Registry names them: BACKWARD, FORWARD, FULL (with the previous version on the default branch), each with _TRANSITIVE (with every earlier version in the Git history), or NONE. Unset: no compatibility check beyond the contract's. A contract's own compatibility wins for its assets; read from the base commit.",
      ),
  })
  .superRefine((rule, context) => {
    if (rule.views && rule.type && rule.type !== "postgres") {
      context.addIssue({
        code: "custom",
        path: ["views"],
        message: `views: true needs type postgres, not ${rule.type}`,
      });
    }
    if (rule.migrations && (!rule.type || !SQL_SOURCE_TYPES.has(rule.type))) {
      context.addIssue({
        code: "custom",
        path: ["migrations"],
        message: `migrations: true needs type postgres, mysql or mssql${rule.type ? `, not ${rule.type}` : ""}`,
      });
    }
  })
  .describe(
    "Which files are schema files, of which source type and data source. The first matching rule wins.",
  );

const TOP_LEVEL = {
  version: z.literal(1).describe("Version of this file's format: 1."),
  contracts: globs(LIMITS.globsPerList).describe(
    'Where contract files live (native or ODCS), default "contracts/**/*.{yaml,yml}".',
  ),
  sources: z
    .array(z.unknown())
    .max(LIMITS.sourceRules, `at most ${LIMITS.sourceRules} source rules`)
    .describe("Rules mapping schema files to source types and data sources; the first matching rule wins."),
  ignore: globs(LIMITS.globsPerList).describe(
    "Files that are neither schema nor contract files (tests, fixtures).",
  ),
  dataSource: z
    .string()
    .min(1)
    .describe("Data source of files no rule names one for, e.g. github.com/acme/shop."),
  // Read from the base commit only: a pull request cannot lower its own protection.
  protect: z
    .enum(["contract", "block", "alert", "off"])
    .describe(
      "How a pull request that weakens protection (coverage removed from a contracted asset, a level lowered, a status moved to DRAFT/ARCHIVED, a contract file deleted) is judged, read from the base commit: contract (default) at the contract's level before the change, block or alert at that level, off listed without counting.",
    ),
  // Read from the base commit only: a pull request cannot name its own approvers.
  owners: z
    .record(z.string().min(1).max(256), ApproverList)
    .refine((owners) => Object.keys(owners).length <= MAX_APPROVERS * 20, "too many owners")
    .describe(
      "Who approves a change to a contract on GitHub, by the contract's owner (its e-mail): GitHub logins or teams (org/team-slug). Beside a contract's own approvers; read from the base commit.",
    ),
  // Read from the base commit only, like owners: bindings and the team's logins.
  odcs: OdcsSettings,
} as const;

export type ProtectSetting = z.infer<(typeof TOP_LEVEL)["protect"]>;

/**
 * The whole file as one zod object: what `schemas/contract-sync.config.schema.json`
 * is generated from. parseConfig checks key by key with the same parts (so one
 * bad key does not cost the others).
 */
export const ConfigFile = z
  .strictObject({
    version: TOP_LEVEL.version.optional(),
    contracts: TOP_LEVEL.contracts.optional(),
    sources: z
      .array(SourceRuleInput)
      .max(LIMITS.sourceRules)
      .optional()
      .describe(TOP_LEVEL.sources.description ?? ""),
    ignore: TOP_LEVEL.ignore.optional(),
    dataSource: TOP_LEVEL.dataSource.optional(),
    protect: TOP_LEVEL.protect.optional(),
    owners: TOP_LEVEL.owners.optional(),
    odcs: TOP_LEVEL.odcs.optional(),
  })
  .describe(
    "contract-sync configuration (.github/contract-sync.yml): where contracts live and how schema files map to data assets.",
  );

export interface SourceRule {
  globs: string[];
  type: SourceType | undefined;
  dataSource: string | undefined;
  migrations: boolean;
  /** Postgres: views and materialized views are assets too. */
  views?: boolean;
  /** Compatibility mode of the rule's assets with their earlier versions (compliance/compat-history.ts). */
  compatibility?: CompatibilityMode | undefined;
  /** Line of the rule in the config file, for messages. */
  line: number | undefined;
}

export interface ContractSyncConfig {
  /** Path of the file it came from; undefined for the defaults. */
  file: string | undefined;
  contracts: string[];
  sources: SourceRule[];
  ignore: string[];
  /** Data source of files no rule names one for. */
  dataSource: string | undefined;
  /** How weakened protection counts (see TOP_LEVEL.protect). */
  protect: ProtectSetting;
  /** Owner (as contracts write it) -> GitHub logins and teams who may approve its contracts' changes. */
  owners: Record<string, string[]>;
  /** ODCS bindings, owner roles and username -> login map (see TOP_LEVEL.odcs). */
  odcs?: OdcsSettings | undefined;
}

export interface SourceMatch {
  rule: SourceRule;
  /**
   * What to read: the file itself, or for a migrations rule the folder the glob
   * starts from (`db/migrations/**\/*.sql` -> `db/migrations`), read as one set.
   */
  readPath: string;
}

export function defaultConfig(): ContractSyncConfig {
  return {
    file: undefined,
    contracts: [...DEFAULT_CONTRACT_GLOBS],
    sources: [],
    ignore: [],
    dataSource: undefined,
    protect: "contract",
    owners: {},
  };
}

const asList = (globs: string | string[]): string[] => (typeof globs === "string" ? [globs] : globs);

/**
 * Reads the configuration file. Never throws: each bad key becomes a diagnostic
 * naming the key and its line, and everything valid is kept (a bad source rule
 * is dropped, a bad top-level key falls back to its default). Callers decide
 * whether errors stop the run (the action does).
 */
export function parseConfig(
  text: string,
  file = DEFAULT_CONFIG_PATH,
): { config: ContractSyncConfig; diagnostics: Diagnostic[] } {
  const config = { ...defaultConfig(), file };
  const tooBig = sizeProblem(text, LIMITS.configBytes, file, "the config file");
  if (tooBig) return { config, diagnostics: [tooBig] };
  const { documents, diagnostics } = parseYaml(text, file);
  const source = documents[0];
  if (documents.length > 1) {
    diagnostics.push({
      file,
      line: documents[1]?.line,
      severity: "error",
      message: "only one YAML document allowed",
    });
  }
  if (!source) return { config, diagnostics };
  const expanded = documentValue(source);
  if (!expanded.ok) return { config, diagnostics: [...diagnostics, expanded.diagnostic] };
  const value = expanded.value;
  if (value === null || value === undefined) return { config, diagnostics }; // empty file: defaults
  if (typeof value !== "object" || Array.isArray(value)) {
    diagnostics.push({
      file,
      line: source.line,
      severity: "error",
      message: "(top level): expected a mapping of keys",
    });
    return { config, diagnostics };
  }

  const entries = value as Record<string, unknown>;
  for (const [key, raw] of Object.entries(entries)) {
    if (!(key in TOP_LEVEL)) {
      const known = Object.keys(TOP_LEVEL).join(", ");
      diagnostics.push({
        file,
        line: lineOf(source, [key]),
        severity: "error",
        message: `${key}: unknown key (known: ${known})`,
      });
      continue;
    }
    const result = TOP_LEVEL[key as keyof typeof TOP_LEVEL].safeParse(raw);
    if (!result.success) {
      diagnostics.push(...zodDiagnostics(result.error, source, [key]));
      continue;
    }
    if (key === "contracts") config.contracts = asList(result.data as string | string[]);
    if (key === "ignore") config.ignore = asList(result.data as string | string[]);
    if (key === "dataSource") config.dataSource = result.data as string;
    if (key === "protect") config.protect = result.data as ProtectSetting;
    if (key === "owners") config.owners = result.data as Record<string, string[]>;
    if (key === "odcs") config.odcs = result.data as OdcsSettings;
    if (key === "sources") config.sources = parseSourceRules(result.data as unknown[], source, diagnostics);
  }
  return { config, diagnostics };
}

function parseSourceRules(rules: unknown[], source: YamlSource, diagnostics: Diagnostic[]): SourceRule[] {
  const out: SourceRule[] = [];
  rules.forEach((raw, index) => {
    const result = SourceRuleInput.safeParse(raw);
    if (!result.success) {
      diagnostics.push(...zodDiagnostics(result.error, source, ["sources", index]));
      return;
    }
    const globs = asList(result.data.glob);
    for (const [i, glob] of globs.entries()) {
      const problem = globProblem(glob);
      if (problem) {
        const path =
          typeof result.data.glob === "string" ? ["sources", index, "glob"] : ["sources", index, "glob", i];
        diagnostics.push({
          file: source.file,
          line: lineOf(source, path),
          severity: "error",
          message: `${path.join(".")}: ${problem}`,
        });
      }
    }
    out.push({
      globs,
      type: result.data.type,
      dataSource: result.data.dataSource,
      migrations: result.data.migrations ?? false,
      ...(result.data.views ? { views: true } : {}),
      ...(result.data.compatibility ? { compatibility: result.data.compatibility } : {}),
      line: lineOf(source, ["sources", index]),
    });
  });
  return out;
}

/** Globs are matched against repository-relative POSIX paths; absolute ones and `..` never match. */
function globProblem(glob: string): string | undefined {
  if (glob.startsWith("/")) return `"${glob}" is absolute; globs are relative to the repository root`;
  if (glob.split("/").includes("..")) return `"${glob}" leaves the repository ("..")`;
  return undefined;
}

/**
 * Whether a path matches any of the globs, as `picomatch(globs, { dot: true })` answers: the path
 * itself is the glob, or the glob's regular expression matches it. Asked without picomatch's
 * matcher, which makes a result object per glob per path (a monorepo's 50,000 paths, each asked
 * whether it is a contract file: 60 ms).
 */
export function globMatcher(globs: readonly string[]): (path: string) => boolean {
  const compiled = globs.map((glob) => ({ glob, regex: picomatch.makeRe(glob, { dot: true }) }));
  return (path) => path !== "" && compiled.some(({ glob, regex }) => path === glob || regex.test(path));
}

/** The configuration's rules as questions about paths. Globs are compiled once. */
export class ConfigRules {
  private readonly isContract: (path: string) => boolean;
  private readonly ignored: (path: string) => boolean;
  private readonly rules: Array<{ rule: SourceRule; matches: (path: string) => boolean }>;

  constructor(readonly config: ContractSyncConfig) {
    this.isContract = globMatcher(config.contracts);
    this.ignored = config.ignore.length > 0 ? globMatcher(config.ignore) : () => false;
    this.rules = config.sources.map((rule) => ({ rule, matches: globMatcher(rule.globs) }));
  }

  isIgnored(path: string): boolean {
    return this.ignored(path);
  }

  isContractFile(path: string): boolean {
    return !this.ignored(path) && this.isContract(path);
  }

  /** The first source rule matching the path (not ignored), if any. */
  sourceMatch(path: string): SourceMatch | undefined {
    if (this.ignored(path)) return undefined;
    for (const { rule, matches } of this.rules) {
      if (!matches(path)) continue;
      return { rule, readPath: rule.migrations ? migrationFolder(rule, path) : path };
    }
    return undefined;
  }

  /** The source type a rule names for the path; undefined: the caller falls back to the file ending. */
  sourceTypeFor(path: string): SourceType | undefined {
    return this.sourceMatch(path)?.rule.type;
  }

  /** The compatibility mode a source rule sets for the path's assets (unset: none). */
  compatibilityFor(path: string): CompatibilityMode | undefined {
    return this.sourceMatch(path)?.rule.compatibility;
  }

  /** Whether views are assets for the path (its rule's `views: true`). */
  viewsFor(path: string): boolean {
    return this.sourceMatch(path)?.rule.views === true;
  }

  /** The data source for the path: its rule's, else the config's default, else undefined. */
  dataSourceFor(path: string): string | undefined {
    return this.sourceMatch(path)?.rule.dataSource ?? this.config.dataSource;
  }
}

/** The static start of the rule's glob that contains the path, else the file's folder. */
function migrationFolder(rule: SourceRule, path: string): string {
  for (const glob of rule.globs) {
    if (!picomatch.isMatch(path, glob, { dot: true })) continue;
    const base = picomatch.scan(glob).base;
    if (base !== "" && (path === base || path.startsWith(`${base}/`))) return base;
  }
  return posix.dirname(path);
}
