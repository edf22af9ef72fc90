import { describe, expect, it } from "vitest";
import { fileUrl, normaliseRemoteUrl } from "../../src/git/remote-url.js";
import { repositoryPath } from "../../src/repository-path.js";

describe("normaliseRemoteUrl", () => {
  it.each([
    ["git@github.com:acme/x.git", "https://github.com/acme/x"],
    ["git@github.com:acme/x", "https://github.com/acme/x"],
    ["ssh://git@github.com/acme/x.git", "https://github.com/acme/x"],
    ["ssh://git@github.example.com:2222/acme/x.git/", "https://github.example.com/acme/x"],
    ["git://github.com/acme/x.git", "https://github.com/acme/x"],
    ["https://github.com/acme/x.git", "https://github.com/acme/x"],
    ["https://x-access-token:ghs_secret@github.com/acme/x.git", "https://github.com/acme/x"],
    ["https://GitHub.com:8443/acme/x", "https://github.com:8443/acme/x"],
    ["http://gitea.local/team/repo.git", "http://gitea.local/team/repo"],
    ["  https://github.com/acme/x\n", "https://github.com/acme/x"],
  ])("%s -> %s", (remote, expected) => {
    expect(normaliseRemoteUrl(remote)).toBe(expected);
  });

  it.each([["file:///srv/git/x.git"], ["/srv/git/x.git"], ["../x"], [""], ["https://github.com/"]])(
    "%s has no web address",
    (remote) => {
      expect(normaliseRemoteUrl(remote)).toBeUndefined();
    },
  );

  it("never keeps credentials", () => {
    expect(normaliseRemoteUrl("https://user:pass@host.test/a/b")).not.toContain("pass");
  });
});

describe("fileUrl", () => {
  it("points at the file at the commit", () => {
    const path = repositoryPath("contracts/my orders.yaml");
    if (!path) throw new Error("a path inside the repository");
    expect(fileUrl("https://github.com/acme/x", "abc", path)).toBe(
      "https://github.com/acme/x/blob/abc/contracts/my%20orders.yaml",
    );
  });
});
