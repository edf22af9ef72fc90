import { ApiError, ApiNetworkError } from "../client/errors.js";
import { errorMessage } from "../error-message.js";
import type { FlagValues } from "./help.js";
import { UsageError } from "./io.js";

/**
 * What went wrong, said with the input that caused it: the `--api-url` the
 * service could not be reached at, `CONTRACT_SYNC_API_KEY` on a 401. Every
 * error that stops a command is a usage or setup error (exit 2): a check that
 * could not be made never passes, and never looks like findings.
 */
export function describeError(
  error: unknown,
  values: FlagValues,
): { message: string; exitCode: number; guidance?: string | undefined } {
  const apiUrl = typeof values["api-url"] === "string" ? values["api-url"] : undefined;
  if (error instanceof UsageError) return { message: error.message, exitCode: 2, guidance: error.guidance };
  if (error instanceof ApiNetworkError) {
    return {
      message: `cannot reach the Data Contract Service at --api-url ${apiUrl ?? "(none)"}: ${error.message}`,
      exitCode: 2,
    };
  }
  if (error instanceof ApiError && error.status === 401) {
    return {
      message: `the service at --api-url ${apiUrl ?? "(none)"} refused the API key in CONTRACT_SYNC_API_KEY (HTTP 401): check the key and its workspace`,
      exitCode: 2,
    };
  }
  if (error instanceof ApiError && apiUrl) {
    return { message: `the service at --api-url ${apiUrl} failed: ${error.message}`, exitCode: 2 };
  }
  return { message: errorMessage(error), exitCode: 2 };
}
