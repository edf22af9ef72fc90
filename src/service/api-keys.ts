import type { ExtensionRequestOf } from "../api/extensions.js";
import type { Caller, ServiceDeps } from "./context.js";
import { notFound } from "./errors.js";
import { createApiKey, listApiKeys, revokeApiKey } from "./keys.js";

/** API keys of the caller's workspace (extensions). */
export function apiKeyHandlers(deps: ServiceDeps) {
  const { store } = deps;
  return {
    async createApiKey(caller: Caller, { body }: ExtensionRequestOf<"createApiKey">) {
      const names = await store.query<{ name: string }>("SELECT name FROM workspaces WHERE id = $1", [
        caller.workspaceId,
      ]);
      const { key, info } = await createApiKey(store, names[0]!.name, body?.label);
      return { ...info, key };
    },
    async listApiKeys(caller: Caller) {
      return { apiKeys: await listApiKeys(store, caller.workspaceId) };
    },
    async revokeApiKey(caller: Caller, { params }: ExtensionRequestOf<"revokeApiKey">) {
      if (!(await revokeApiKey(store, caller.workspaceId, params.id))) {
        throw notFound(`no API key with id '${params.id}'`);
      }
      return { id: params.id, deleted: true };
    },
  };
}
