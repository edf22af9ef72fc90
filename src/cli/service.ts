import { type PageLimits, pageLimitsFrom } from "../client/pages.js";
import { errorMessage } from "../error-message.js";
import { type OpenedService, openService } from "../server/open-service.js";
import { UsageError } from "./io.js";

/** The service of a CLI run: `--api-url` (key from CONTRACT_SYNC_API_KEY), else the embedded one. */
export async function openCliService(
  apiUrl: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<OpenedService> {
  if (!apiUrl) return openService(undefined);
  const apiKey = env.CONTRACT_SYNC_API_KEY;
  if (!apiKey) throw new UsageError("--api-url needs an API key in CONTRACT_SYNC_API_KEY");
  return openService({ baseUrl: apiUrl, apiKey, userAgent: "contract-sync-cli" });
}

/** --max-request-items and --max-request-bytes, checked (a bad value is a usage error). */
export function requestLimitsOf(text: (flag: string) => string | undefined): Partial<PageLimits> {
  try {
    return pageLimitsFrom(text, (flag) => `--${flag}`);
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
}
