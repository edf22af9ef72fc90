import { z } from "zod";
import { ConfigFile } from "../config/config.js";
import { WaiverLedgerFile } from "../waivers/ledger.js";
import { ContractFile } from "./contract-schema.js";

/**
 * JSON Schemas of the files users write, generated from the zod definitions that
 * validate them (one source). `npm run schemas` writes them into schemas/; a test
 * checks the committed files equal a fresh generation.
 */

/** Where the published schemas live: the npm package ships schemas/, unpkg serves it. */
export const SCHEMA_BASE_URL = "https://unpkg.com/contract-sync@0/schemas";

export const SCHEMA_FILES = {
  config: "contract-sync.config.schema.json",
  contract: "contract.schema.json",
  waivers: "contract-waivers.schema.json",
} as const;

export type SchemaKind = keyof typeof SCHEMA_FILES;

/** The first line of a YAML file that tells yaml-language-server (VS Code, JetBrains, Neovim) its schema. */
export function schemaModeline(kind: SchemaKind, baseUrl: string = SCHEMA_BASE_URL): string {
  return `# yaml-language-server: $schema=${baseUrl}/${SCHEMA_FILES[kind]}`;
}

function toJsonSchema(schema: z.ZodType, kind: SchemaKind, title: string): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    cycles: "ref",
  }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return { $schema, $id: `${SCHEMA_BASE_URL}/${SCHEMA_FILES[kind]}`, title, ...rest };
}

/** File name in schemas/ -> its text (2-space JSON, trailing newline). */
export function generateJsonSchemas(): Record<string, string> {
  const schemas: Record<SchemaKind, Record<string, unknown>> = {
    config: toJsonSchema(ConfigFile, "config", "contract-sync configuration"),
    contract: toJsonSchema(ContractFile, "contract", "contract-sync contract"),
    waivers: toJsonSchema(WaiverLedgerFile, "waivers", "contract-sync waivers"),
  };
  return Object.fromEntries(
    Object.entries(schemas).map(([kind, schema]) => [
      SCHEMA_FILES[kind as SchemaKind],
      `${JSON.stringify(schema, null, 2)}\n`,
    ]),
  );
}
