import { createClient } from "../client/client.js";
import { startEmbeddedService } from "../server/embedded.js";
import type { ServicePort } from "../sync/ports.js";
import { UsageError } from "./io.js";

/** The service of a CLI run: `--api-url` (key from CONTRACT_SYNC_API_KEY), else the embedded one. */
export async function openCliService(
  apiUrl: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<{ service: ServicePort; embedded: boolean; close: () => Promise<void> }> {
  if (!apiUrl) {
    const local = await startEmbeddedService();
    return { service: local.client, embedded: true, close: () => local.close() };
  }
  const apiKey = env.CONTRACT_SYNC_API_KEY;
  if (!apiKey) throw new UsageError("--api-url needs an API key in CONTRACT_SYNC_API_KEY");
  const client = createClient({ baseUrl: apiUrl, apiKey, userAgent: "contract-sync-cli" });
  return { service: client, embedded: false, close: () => client.close() };
}
