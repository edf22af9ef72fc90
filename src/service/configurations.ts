import { randomUUID } from "node:crypto";
import type { RequestOf } from "../api/endpoints.js";
import type { ExtensionRequestOf } from "../api/extensions.js";
import type { ConfigurationRecord } from "../api/resources.js";
import type { ServiceDeps } from "./context.js";
import { type Caller, iso } from "./context.js";
import { conflict, notFound } from "./errors.js";

interface ConfigRow {
  config_type: string;
  language: string;
  repo: string;
  project_root: string | null;
  version: string;
  config_value: Record<string, unknown>;
  created_at: Date;
}

function toConfigRecord(r: ConfigRow): ConfigurationRecord {
  return {
    config_type: r.config_type,
    language: r.language,
    repo: r.repo,
    ...(r.project_root !== null ? { project_root: r.project_root } : {}),
    version: r.version,
    config_value: r.config_value,
    created_at: iso(r.created_at),
  };
}

/** Configurations (endpoint 17 and their creation). */
export function configurationHandlers(deps: ServiceDeps) {
  const { store } = deps;
  return {
    async getConfig(caller: Caller, { body }: RequestOf<"getConfig">): Promise<ConfigurationRecord> {
      // Rule 3: selected by type, language and repo, plus the version when given; else the latest.
      const rows = await store.query<ConfigRow>(
        `SELECT config_type, language, repo, project_root, version, config_value, created_at FROM configurations
         WHERE workspace_id = $1 AND md5(config_type) = md5($2) AND md5(language) = md5($3)
           AND md5(repo) = md5($4) AND config_type = $2 AND language = $3 AND repo = $4
           AND ($5::text IS NULL OR version = $5::text)
         ORDER BY created_at DESC, id LIMIT 1`,
        [caller.workspaceId, body.config_type, body.language, body.repo, body.version ?? null],
      );
      if (!rows[0]) throw notFound("no configuration matches");
      return toConfigRecord(rows[0]);
    },
    async createConfiguration(
      caller: Caller,
      { body }: ExtensionRequestOf<"createConfiguration">,
    ): Promise<ConfigurationRecord> {
      const rows = await store.query<ConfigRow>(
        `INSERT INTO configurations (id, workspace_id, config_type, language, repo, project_root, version, config_value)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
         ON CONFLICT (workspace_id, md5(config_type), md5(language), md5(repo), md5(version)) DO NOTHING
         RETURNING config_type, language, repo, project_root, version, config_value, created_at`,
        [
          randomUUID(),
          caller.workspaceId,
          body.config_type,
          body.language,
          body.repo,
          body.project_root ?? null,
          body.version,
          JSON.stringify(body.config_value),
        ],
      );
      if (!rows[0]) throw conflict(`configuration version '${body.version}' exists (versions are immutable)`);
      return toConfigRecord(rows[0]);
    },
  };
}
