import type { SchemaNode } from "../api/schema-node.js";
import { SourceType } from "../api/source-types.js";
import { diffSchemas, type SchemaChange } from "../compliance/diff.js";
import { contractResourceNames, type LoadedContract, parseContractFile } from "../contracts/index.js";
import type { ChangedFile } from "../git/git-port.js";
import type { ContractChange, ContractRef } from "../report/model.js";
import type { SourceFiles } from "../schema/model.js";

async function contractsIn(files: SourceFiles, path: string): Promise<LoadedContract[]> {
  const text = await files.readText(path);
  return text === undefined ? [] : parseContractFile(text, path).contracts;
}

function refOf(loaded: LoadedContract): ContractRef {
  const { contract } = loaded;
  return {
    id: contract.id,
    name: contract.name,
    version: contract.version,
    owner: contract.owner,
    enforcementLevel: contract.enforcementLevel ?? "INACTIVE",
    filePath: loaded.file,
  };
}

/** The format whose rules judge a contract's schema: its asset's source type (`avro://...`). */
function sourceTypeOf(loaded: LoadedContract): SourceType {
  const name = contractResourceNames(loaded.contract)[0] ?? "";
  const parsed = SourceType.safeParse(name.slice(0, name.indexOf("://")));
  return parsed.success ? parsed.data : "json_schema";
}

const root = (schema: SchemaNode[]): SchemaNode => ({ type: "struct", fields: schema });

const WATCHED_KEYS = ["enforcementLevel", "status", "owner", "restrictPii", "dataAssetResourceName"] as const;

/**
 * How each contract file the pull request touches changed: added, removed,
 * or its schema's field changes (by the rules of its asset's format) and the
 * keys that change how it is enforced. Reviewers see these in the comment.
 */
export async function contractChanges(
  files: readonly ChangedFile[],
  baseFiles: SourceFiles,
  headFiles: SourceFiles,
): Promise<ContractChange[]> {
  const base = new Map<string, LoadedContract>();
  const head = new Map<string, LoadedContract>();
  for (const file of files) {
    if (file.status !== "added") {
      for (const c of await contractsIn(baseFiles, file.previousPath ?? file.path))
        base.set(c.contract.id, c);
    }
    if (file.status !== "deleted") {
      for (const c of await contractsIn(headFiles, file.path)) head.set(c.contract.id, c);
    }
  }
  const result: ContractChange[] = [];
  for (const [id, now] of head) {
    const before = base.get(id);
    if (!before) {
      result.push({ contract: refOf(now), status: "added", changes: [] });
      continue;
    }
    const changes: SchemaChange[] = diffSchemas(
      root(before.contract.schema),
      root(now.contract.schema),
      sourceTypeOf(now),
    );
    for (const key of WATCHED_KEYS) {
      const was = before.contract[key];
      const is = now.contract[key];
      if (JSON.stringify(was) === JSON.stringify(is)) continue;
      changes.push({
        kind: "CONSTRAINT_CHANGED",
        field: "",
        breaking: false,
        reason: `the contract's ${key} changed`,
        before: `${key}: ${was ?? "(unset)"}`,
        after: `${key}: ${is ?? "(unset)"}`,
      });
    }
    if (changes.length > 0) result.push({ contract: refOf(now), status: "changed", changes });
  }
  for (const [id, was] of base) {
    if (!head.has(id)) result.push({ contract: refOf(was), status: "removed", changes: [] });
  }
  return result;
}
