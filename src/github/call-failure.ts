import { errorMessage } from "../error-message.js";
import type { LimitedCall, WaitBudget } from "./wait-budget.js";

/**
 * What a failed Octokit call tells: GitHub's status and message (a 422 says what it refused in
 * `errors`), or no status when no answer came; whether GitHub's rate limit, not the token's
 * rights, refused it; and, for a server error, how often it was asked (plugin-retry asks again).
 */
export interface CallFailure {
  status: number | undefined;
  message: string;
  rateLimited: boolean;
}

/** The parts of Octokit's RequestError read here (a duck type: the class stays in Octokit's chunk). */
interface RequestErrorShape {
  status?: number;
  response?: { status: number; headers: Record<string, string | undefined>; data: unknown };
  request?: LimitedCall & { request?: { retryCount?: number } };
}

export function failureOf(error: unknown, budget: WaitBudget): CallFailure {
  const failed = (typeof error === "object" && error !== null ? error : {}) as RequestErrorShape;
  const asked = (failed.request?.request?.retryCount ?? 0) + 1;
  const times = `asked ${asked} ${asked === 1 ? "time" : "times"}`;
  if (!failed.response) {
    const message = errorMessage(error);
    return {
      status: undefined,
      message: asked > 1 ? `${message} (no answer, ${times})` : message,
      rateLimited: false,
    };
  }
  const { status, data } = failed.response;
  const message = messageOf(data, status);
  if (isRateLimit(error)) {
    const refusal = failed.request && budget.refusalOf(failed.request);
    return { status, message: refusal ?? message, rateLimited: true };
  }
  if (status >= 500)
    return { status, message: `${message} (GitHub server error ${status}, ${times})`, rateLimited: false };
  return { status, message, rateLimited: false };
}

/** The HTTP status of a failed call; undefined when no answer came. */
export function statusOf(error: unknown): number | undefined {
  return (error as RequestErrorShape | undefined)?.response?.status;
}

/**
 * GitHub refused the call for its rate (as the throttling plugin reads it): a primary limit
 * (`x-ratelimit-remaining: 0`) or a secondary one (its message says so).
 */
export function isRateLimit(error: unknown): boolean {
  const response = (error as RequestErrorShape | undefined)?.response;
  if (!response || (response.status !== 403 && response.status !== 429)) return false;
  if (response.headers["x-ratelimit-remaining"] === "0") return true;
  return /\bsecondary rate\b/i.test(messageOf(response.data, response.status));
}

/** GitHub's message, with its validation errors' (as text or objects). */
function messageOf(data: unknown, status: number): string {
  const body = data as { message?: unknown; errors?: unknown } | null | undefined;
  if (typeof body !== "object" || body === null || !("message" in body)) return `HTTP ${status}`;
  const errors = Array.isArray(body.errors)
    ? body.errors
        .map((e: unknown) =>
          typeof e === "string" ? e : String((e as { message?: unknown; code?: unknown })?.message ?? ""),
        )
        .filter((e) => e !== "")
    : [];
  return errors.length > 0 ? `${String(body.message)}: ${errors.join("; ")}` : String(body.message);
}

/** A call on one object; "gone" when GitHub answers 404 (it was deleted meanwhile). */
export async function orGone<T>(request: () => Promise<T>): Promise<T | "gone"> {
  try {
    return await request();
  } catch (error) {
    if (statusOf(error) === 404) return "gone";
    throw error;
  }
}
