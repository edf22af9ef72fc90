import { STATUS_CODES } from "node:http";
import type { FastifyReply } from "fastify";
import type { z } from "zod";
import type { FieldError } from "../service/errors.js";

/** RFC 9457 problem details as this server writes them (docs/service-interface.md "Errors"). */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: FieldError[];
  /** On a 413: the limit the request went past (docs/service.md "Limits", and `x-limits` in /openapi.json). */
  limit?: { name: string; maximum: number };
}

export function problem(status: number, detail: string, errors?: FieldError[], title?: string): ProblemBody {
  return {
    type: "about:blank",
    title: title ?? STATUS_CODES[status] ?? "Error",
    status,
    detail,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

/** A 413: what went past which limit, with the limit by name so a client can fit its next request. */
export function tooLarge(
  detail: string,
  pointer: string,
  limit: { name: string; maximum: number },
): ProblemBody {
  return { ...problem(413, detail, [{ pointer, message: detail }]), limit };
}

export function sendProblem(reply: FastifyReply, body: ProblemBody): FastifyReply {
  return reply.code(body.status).type("application/problem+json").send(body);
}

type Issue = z.core.$ZodIssue;

/**
 * For a value no branch of a union accepts, the branch that got furthest (its
 * issues sit deepest, then fewest of them) says best what is wrong: a contract
 * object with a bad status should report /body/status, not "expected array".
 */
function flatten(
  issues: readonly Issue[],
  base: readonly PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const branches = issue.errors.map((branch) => flatten(branch, path));
      const depth = (b: { path: PropertyKey[] }[]) => Math.min(...b.map((i) => i.path.length));
      branches.sort((a, b) => depth(b) - depth(a) || a.length - b.length);
      const best = branches[0];
      if (best && best.length > 0 && depth(best) > path.length) return best;
    }
    return [{ path, message: issue.message }];
  });
}

type RequestPart = "body" | "query" | "params";

/** The RFC 6901 pointer of a path inside a part of the request. */
export function pointerOf(part: RequestPart, path: readonly PropertyKey[]): string {
  return `/${part}${path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("")}`;
}

/** RFC 6901 pointers of a zod error's issues, rooted at the part of the request they sit in. */
export function zodFieldErrors(error: z.ZodError, part: RequestPart): FieldError[] {
  return flatten(error.issues).map((issue) => ({
    pointer: pointerOf(part, issue.path),
    message: issue.message,
  }));
}
