/**
 * The one gate between a path and a link (docs/rules.md "Links stay in the repository"). A finding's
 * path becomes a link in the comment and job summary (`{repo}/blob/{sha}/{path}`), a file of an
 * annotation, a SARIF location and a GitLab Code Quality location, and each of those is opened
 * by a browser or a forge that resolves `..`, decodes percent-encoding and sometimes folds
 * Unicode. A fork's relay report, a remote service or a file name can carry any text, so a path
 * is linked only when no reading of it leaves the repository; otherwise it stays plain text.
 */

/** A path inside the repository (`contracts/orders.yaml`): only `repositoryPath` makes one. */
export type RepositoryPath = string & { readonly __repositoryPath: true };

/** How many layers of percent-encoding are undone before a path counts as too deep to trust. */
const DECODE_ROUNDS = 4;

/**
 * Characters a link path never needs, in any reading: control characters, a backslash (Windows'
 * separator, which browsers read as `/`), a colon (a scheme, a drive letter) and the Unicode
 * line and paragraph separators.
 */
const REFUSED_CHARACTER = /[\p{Cc}\\:\u2028\u2029]/u;

/**
 * The path, normalised (`./` segments dropped), when it stays inside the repository in every
 * reading; undefined when it is empty, absolute, holds a `..` (or, decoded, a `.`) segment, an empty segment (`//`),
 * a scheme, a colon or a backslash, as written, after undoing percent-encoding (again and again:
 * `%252e`), or after Unicode compatibility folding (`．．`, `‥`, `／`), or when its
 * percent-encoding is not valid UTF-8 (an overlong `%c0%ae` is a dot to some decoders).
 */
export function repositoryPath(text: string | undefined): RepositoryPath | undefined {
  if (text === undefined) return undefined;
  const normalised = text
    .split("/")
    .filter((segment) => segment !== ".")
    .join("/");
  const readings = everyReading(normalised);
  if (!readings?.every(staysInside)) return undefined;
  return normalised as RepositoryPath;
}

/** The path as written, percent-decoded layer by layer, each also folded (NFKC); undefined when undecodable. */
function everyReading(path: string): string[] | undefined {
  const readings: string[] = [];
  let current = path;
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    readings.push(current, current.normalize("NFKC"));
    const decoded = percentDecoded(current);
    if (decoded === undefined) return undefined;
    if (decoded === current) return readings;
    current = decoded;
  }
  // Still encoded after that many rounds: no honest file name is.
  return undefined;
}

/** One layer of percent-decoding; a `%` not followed by two hex digits stays as it is. */
function percentDecoded(path: string): string | undefined {
  try {
    return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => decodeURIComponent(run));
  } catch {
    return undefined;
  }
}

function staysInside(reading: string): boolean {
  if (reading.trim() === "" || reading.startsWith("/") || REFUSED_CHARACTER.test(reading)) return false;
  return reading.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/**
 * Where a finding is, for the formats that carry a file as a location a forge links (annotations,
 * SARIF, GitLab Code Quality): the path and line when the path stays in the repository; otherwise
 * no location, and `unlinked` to add to the finding's text so the place is still said.
 */
export function findingPlace(
  file: string | undefined,
  line: number | undefined,
): { file: RepositoryPath | undefined; line: number | undefined; unlinked: string } {
  const path = repositoryPath(file);
  if (path !== undefined || file === undefined) return { file: path, line, unlinked: "" };
  return {
    file: undefined,
    line: undefined,
    unlinked: ` (at ${file}${line === undefined ? "" : `:${line}`}: a path outside the repository, not linked)`,
  };
}
