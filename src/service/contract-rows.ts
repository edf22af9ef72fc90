import type { Contract, ContractCreate, ContractViolation } from "../api/resources.js";
import { fileUrl } from "../git/remote-url.js";
import { repositoryPath } from "../repository-path.js";
import { iso } from "./context.js";

/** A stored contract row (one version of a contract). */
export interface ContractRow {
  row_id: string;
  contract_id: string;
  parent_row_id: string | null;
  status: string;
  body: ContractCreate;
  spec_raw: string;
  created_at: Date;
  updated_at: Date;
}

export const CONTRACT_COLUMNS =
  "row_id, contract_id, parent_row_id, status, body, spec_raw, created_at, updated_at";

/** Violation events shown with a contract: the newest ones. */
export const VIOLATIONS_SHOWN = 100;

/**
 * The contract file's web address at its commit; none for a path that could leave the repository
 * (absolute, `..` in any encoding: src/repository-path.ts), which a client would otherwise follow.
 */
function fileUriOf(body: ContractCreate): string | undefined {
  const path = repositoryPath(body.filePath);
  if (!body.gitRepo || !body.gitHash || !path) return undefined;
  return fileUrl(body.gitRepo, body.gitHash, path);
}

/** A contract row as the wire shows it. */
export function toContract(row: ContractRow, violations: ContractViolation[]): Contract {
  const { parentRowId: _ignored, ...body } = row.body;
  const fileUri = fileUriOf(row.body);
  return {
    ...body,
    id: row.contract_id,
    status: row.status as Contract["status"],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    contractSpecRaw: row.spec_raw,
    violations,
    enforcementLevel: row.body.enforcementLevel ?? "INACTIVE",
    ...(row.parent_row_id ? { parentRowId: row.parent_row_id } : {}),
    ...(fileUri ? { fileUri } : {}),
  };
}

/** A contract row as written, its body the JSON text the store was sent. */
export type WrittenContractRow = Omit<ContractRow, "body"> & { body: string };

/** Any character beyond ASCII (U+0080 and up). */
const NOT_ASCII = /[\u0080-\uffff]/;

function byLengthThenUnits(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * A JSON value with each object's members in the order jsonb keeps (and gives back) them: shorter
 * names first, names of one length by their UTF-8 bytes. So an object made from the text sent to
 * the store lists as one read back from it would.
 */
export function jsonbOrdered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbOrdered);
  if (typeof value !== "object" || value === null) return value;
  const names = Object.keys(value);
  // ASCII names (nearly all): UTF-16 units are the UTF-8 bytes, so no bytes need making.
  if (!names.some((name) => NOT_ASCII.test(name))) names.sort(byLengthThenUnits);
  else {
    const bytes = new Map(names.map((name) => [name, Buffer.from(name)]));
    names.sort(
      (a, b) => bytes.get(a)!.length - bytes.get(b)!.length || Buffer.compare(bytes.get(a)!, bytes.get(b)!),
    );
  }
  const ordered: Record<string, unknown> = {};
  for (const name of names) {
    const member = jsonbOrdered((value as Record<string, unknown>)[name]);
    // A member named __proto__ is a member, as JSON.parse makes it, not the object's prototype.
    if (name === "__proto__")
      Object.defineProperty(ordered, name, {
        value: member,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else ordered[name] = member;
  }
  return ordered;
}
