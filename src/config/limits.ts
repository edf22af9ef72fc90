import { errorMessage } from "../error-message.js";
import type { Diagnostic, SourceFiles } from "../schema/model.js";

/**
 * Limits on the YAML files a pull request can change (a 10 MB config
 * of 400k globs exhausted the heap; an alias bomb aborted the check). Each is
 * documented in docs/configure.md "Limits of config and contract files". A file over
 * a limit is one diagnostic naming it; the rest of the check goes on.
 */
export const LIMITS = {
  /** Bytes of `.github/contract-sync.yml`; checked before the YAML is parsed. */
  configBytes: 1024 * 1024,
  /** Bytes of the waiver ledger (1,000 entries of 2,000-character reasons fit); checked before parsing. */
  waiverLedgerBytes: 4 * 1024 * 1024,
  /** Bytes of one contract file (which may hold several contracts). */
  contractFileBytes: 4 * 1024 * 1024,
  /** YAML documents (contracts) in one contract file. */
  contractsPerFile: 1000,
  /** Aliases one YAML document may expand (yaml's maxAliasCount; defeats "billion laughs"). */
  yamlAliases: 100,
  /** Globs in `contracts` or in `ignore`. */
  globsPerList: 1000,
  /** Source rules in `sources`. */
  sourceRules: 1000,
  /** Globs of one source rule. */
  globsPerRule: 100,
  /** Characters of one glob (picomatch compiles each into a regular expression). */
  globLength: 1024,
  /** Fields of one contract, counted at every depth. */
  fieldsPerContract: 10_000,
  /** Nesting depth of a contract's fields (struct in struct ...): keeps recursive checks shallow. */
  fieldDepth: 64,
} as const;

const MiB = 1024 * 1024;

function describeBytes(bytes: number): string {
  return bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

/**
 * A diagnostic when `text` is over `limit` bytes, else undefined. Counts UTF-8
 * bytes without encoding the text (string length is a lower bound, x3 an upper).
 */
export function sizeProblem(text: string, limit: number, file: string, what: string): Diagnostic | undefined {
  if (text.length * 3 <= limit) return undefined;
  const bytes = text.length > limit ? text.length : Buffer.byteLength(text, "utf8");
  return bytesProblem(bytes, limit, file, what);
}

/** A diagnostic when a file of `bytes` is over `limit`, else undefined. */
export function bytesProblem(
  bytes: number,
  limit: number,
  file: string,
  what: string,
): Diagnostic | undefined {
  if (bytes <= limit) return undefined;
  return {
    file,
    severity: "error",
    message: `${what} is ${describeBytes(bytes)}, over the limit of ${describeBytes(limit)}; not read`,
  };
}

/**
 * Reads a file whose size is limited, asking its size first where the source knows
 * it without reading (a file on disk): a 50 MB file is refused unread. Sources that
 * do not (a Git revision's blobs) are measured after reading, by the parsers.
 */
export async function readWithinLimit(
  files: SourceFiles,
  path: string,
  limit: number,
  what: string,
): Promise<{ text: string | undefined; problem?: Diagnostic }> {
  const bytes = await files.size?.(path);
  const problem = bytes === undefined ? undefined : bytesProblem(bytes, limit, path, what);
  if (problem) return { text: undefined, problem };
  try {
    return { text: await files.readText(path) };
  } catch (error) {
    // A file that cannot be read (a symbolic link in a commit, a missing object) is this file's
    // problem, said at it, not the whole run's.
    return { text: undefined, problem: { file: path, severity: "error", message: errorMessage(error) } };
  }
}
