import type { RequestOf } from "../api/endpoints.js";
import type { SsoSettings } from "../api/resources.js";
import type { Caller, ServiceDeps } from "./context.js";
import { badRequest, notFound } from "./errors.js";

/** Single sign-on settings (endpoint 14 and its GET). */
export function ssoHandlers(deps: ServiceDeps) {
  const { store } = deps;
  return {
    async putSsoSettings(caller: Caller, { body }: RequestOf<"putSsoSettings">): Promise<SsoSettings> {
      const problems = [];
      if (body.identityProvider.trim() === "") {
        problems.push({ pointer: "/body/identityProvider", message: "must not be empty" });
      }
      let url: URL | undefined;
      try {
        url = new URL(body.metadataDocumentEndpointUrl);
      } catch {}
      if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
        problems.push({ pointer: "/body/metadataDocumentEndpointUrl", message: "must be an http(s) URL" });
      }
      if (problems.length > 0) throw badRequest("invalid SSO settings", problems);
      await store.query(
        `INSERT INTO sso_settings (workspace_id, body) VALUES ($1, $2::jsonb)
         ON CONFLICT (workspace_id) DO UPDATE SET body = EXCLUDED.body, updated_at = now()`,
        [caller.workspaceId, JSON.stringify(body)],
      );
      return body;
    },
    async getSsoSettings(caller: Caller): Promise<SsoSettings> {
      const rows = await store.query<{ body: SsoSettings }>(
        "SELECT body FROM sso_settings WHERE workspace_id = $1",
        [caller.workspaceId],
      );
      if (!rows[0]) throw notFound("no SSO settings stored");
      return rows[0].body;
    },
  };
}
