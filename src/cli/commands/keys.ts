import { createApiKey, DEFAULT_WORKSPACE_NAME, listApiKeys, revokeApiKey } from "../../service/keys.js";
import { openStore } from "../../store/open.js";
import { parseByTable } from "../help.js";
import { type CommandRun, UsageError } from "../io.js";

const USAGE = `usage: contract-sync keys create [--workspace NAME] [--label TEXT] [--data-dir DIR | --database-url URL]
       contract-sync keys list   [--workspace NAME] [--data-dir DIR | --database-url URL]
       contract-sync keys revoke ID [--workspace NAME] [--data-dir DIR | --database-url URL]`;

/**
 * API keys of a workspace, straight on the store (a PGlite data dir must not
 * be served at the same time; the running server offers /v0/api-keys). A new
 * key is printed once, on stdout alone, and only its hash is stored.
 */
export const run: CommandRun = async (args, io) => {
  const [action, ...rest] = args;
  if (action !== "create" && action !== "list" && action !== "revoke") {
    throw new UsageError(`expected create, list or revoke`, USAGE);
  }
  const { positionals, text } = parseByTable(["keys", action], rest);
  if (action === "revoke" ? positionals.length !== 1 : positionals.length !== 0) throw new UsageError(USAGE);
  const workspace = text("workspace") ?? DEFAULT_WORKSPACE_NAME;
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(workspace)) {
    throw new UsageError("--workspace must be 1-100 letters, digits, '.', '_' or '-'");
  }
  const databaseUrl = text("database-url");
  const store = await openStore(
    databaseUrl ? { databaseUrl } : { dataDir: text("data-dir") ?? "./.contract-sync" },
  );
  try {
    if (action === "create") {
      const { key, info } = await createApiKey(store, workspace, text("label"));
      io.stdout(`${key}\n`);
      io.stderr(`created key ${info.id} for workspace '${workspace}'; it is shown only now\n`);
      return 0;
    }
    const rows = await store.query<{ id: string }>("SELECT id FROM workspaces WHERE name = $1", [workspace]);
    const workspaceId = rows[0]?.id;
    if (!workspaceId) {
      io.stderr(`no workspace '${workspace}'\n`);
      return 1;
    }
    if (action === "list") {
      for (const k of await listApiKeys(store, workspaceId)) {
        io.stdout(
          `${k.id}\t${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : "active"}\t${k.label ?? ""}\n`,
        );
      }
      return 0;
    }
    const id = positionals[0] ?? "";
    if (!/^[0-9a-f-]{36}$/i.test(id) || !(await revokeApiKey(store, workspaceId, id))) {
      io.stderr(`no key '${id}' in workspace '${workspace}'\n`);
      return 1;
    }
    io.stderr(`revoked key ${id}\n`);
    return 0;
  } finally {
    await store.close();
  }
};
