import type { Contract, ContractCreate, ContractViolation } from "../api/resources.js";
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

function fileUriOf(body: ContractCreate): string | undefined {
  if (!body.gitRepo || !body.gitHash || !body.filePath) return undefined;
  return `${body.gitRepo.replace(/\/+$/, "")}/blob/${body.gitHash}/${body.filePath.replace(/^\/+/, "")}`;
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

/**
 * A JSON value with each object's members in the order jsonb keeps (and gives back) them: shorter
 * names first, names of one length by their UTF-8 bytes. So an object made from the text sent to
 * the store lists as one read back from it would.
 */
export function jsonbOrdered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbOrdered);
  if (typeof value !== "object" || value === null) return value;
  const names = Object.keys(value).map((name) => ({ name, bytes: Buffer.from(name) }));
  names.sort((a, b) => a.bytes.length - b.bytes.length || Buffer.compare(a.bytes, b.bytes));
  const ordered: Record<string, unknown> = {};
  for (const { name } of names) {
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
