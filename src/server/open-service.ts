import { type ApiClient, createClient } from "../client/client.js";
import { startEmbeddedService } from "./embedded.js";

/** A remote Data Contract Service: its address, key and how the caller names itself. */
export interface RemoteService {
  baseUrl: string;
  apiKey: string;
  userAgent: string;
}

export interface OpenedService {
  service: ApiClient;
  embedded: boolean;
  close(): Promise<void>;
}

/** The service a run talks to (action and CLI alike): the remote one, else the embedded one. */
export async function openService(remote: RemoteService | undefined): Promise<OpenedService> {
  if (!remote) {
    const local = await startEmbeddedService();
    return { service: local.client, embedded: true, close: () => local.close() };
  }
  const client = createClient(remote);
  return { service: client, embedded: false, close: () => client.close() };
}
