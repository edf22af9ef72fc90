// The one gate between a path and a link (src/repository-path.ts): every hostile path is refused,
// every ordinary one is let through normalised.
import { describe, expect, it } from "vitest";
import { findingPlace, repositoryPath } from "../../src/repository-path.js";
import { HOSTILE_PATHS, ORDINARY_PATHS } from "../support/hostile-paths.js";

describe("repositoryPath", () => {
  it.each(HOSTILE_PATHS.map((path) => [JSON.stringify(path), path]))("refuses %s", (_shown, path) => {
    expect(repositoryPath(path)).toBeUndefined();
  });

  it.each(ORDINARY_PATHS)("lets %j through as %j", (path, normalised) => {
    expect(repositoryPath(path)).toBe(normalised);
  });

  it("refuses no path", () => {
    expect(repositoryPath(undefined)).toBeUndefined();
  });

  it("opens nothing outside the blob of the commit, by WHATWG URL resolution, for what it lets through", () => {
    const base = "https://github.com/acme/shop/blob/abc123/";
    for (const path of [...HOSTILE_PATHS, ...ORDINARY_PATHS.map(([p]) => p)]) {
      const confined = repositoryPath(path);
      if (confined === undefined) continue;
      const url = new URL(confined.split("/").map(encodeURIComponent).join("/"), base);
      expect(url.href.startsWith(base), path).toBe(true);
    }
  });
});

describe("findingPlace", () => {
  it("keeps the place of a path inside the repository, and none of one outside, said instead", () => {
    expect(findingPlace("contracts/orders.yaml", 3)).toEqual({
      file: "contracts/orders.yaml",
      line: 3,
      unlinked: "",
    });
    expect(findingPlace(undefined, 3)).toEqual({ file: undefined, line: 3, unlinked: "" });
    expect(findingPlace("../../x.yaml", 3)).toEqual({
      file: undefined,
      line: undefined,
      unlinked: " (at ../../x.yaml:3: a path outside the repository, not linked)",
    });
  });
});
