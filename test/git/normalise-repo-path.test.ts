// normaliseRepoPath returns a clean path as it is (no split and join for each of a listing's 50,000
// paths): every path must come out as the full normalisation makes it.
import { describe, expect, it } from "vitest";
import { normaliseRepoPath } from "../../src/git/files.js";

/** The normalisation in full: backslashes are slashes, empty and "." segments go. */
const reference = (path: string) =>
  path
    .replace(/\\/g, "/")
    .split("/")
    .filter((part) => part !== "" && part !== ".")
    .join("/");

describe("normaliseRepoPath", () => {
  it("gives what the full normalisation gives, for clean paths and every kind of unclean one", () => {
    const segments = ["a", ".", "..", ".a", "a.", "...", "", "b c", "é", ".git", "x.y"];
    const paths = new Set<string>(["", "/", "//", "\\", "./", "/.", "a\\b", "a\\.\\b", "C:\\x"]);
    for (const first of segments)
      for (const second of segments)
        for (const sep of ["/", "\\", "//"]) {
          paths.add(`${first}${sep}${second}`);
          paths.add(`/${first}${sep}${second}/`);
          paths.add(`${first}${sep}${second}${sep}z`);
        }
    for (const path of paths) expect(normaliseRepoPath(path), JSON.stringify(path)).toBe(reference(path));
    // The clean ones come back as they are.
    for (const clean of ["a", "a/b", "a/.b/c.", "x/.../y", "..", "a/../b"])
      expect(normaliseRepoPath(clean)).toBe(clean);
  });
});
