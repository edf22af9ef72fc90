// keys create, list and revoke, parsed by the command table, on a real PGlite data dir.
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { tempDir } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

describe.sequential("contract-sync keys", () => {
  const dir = tempDir("keys");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("creates a key once, lists it, revokes it by id", async () => {
    const created = capture(dir);
    expect(
      await main(["keys", "create", "--workspace", "team", "--label", "ci", "--data-dir", dir], created),
    ).toBe(0);
    expect(created.out.trim()).toMatch(/^csk_[A-Za-z0-9_-]{43}$/);
    const id = /created key ([0-9a-f-]{36})/.exec(created.err)?.[1] ?? "";
    expect(id).not.toBe("");

    const listed = capture(dir);
    expect(await main(["keys", "list", "--workspace", "team", "--data-dir", dir], listed)).toBe(0);
    expect(listed.out).toMatch(new RegExp(`^${id}\\t\\S+\\tactive\\tci\\n$`));

    const revoked = capture(dir);
    expect(await main(["keys", "revoke", id, "--workspace", "team", "--data-dir", dir], revoked)).toBe(0);
    const after = capture(dir);
    expect(await main(["keys", "list", "--workspace", "team", "--data-dir", dir], after)).toBe(0);
    expect(after.out).toContain("revoked");
  }, 120_000);

  it("refuses a flag of another subcommand and a missing id (exit 2)", async () => {
    const label = capture(dir);
    expect(await main(["keys", "list", "--label", "x"], label)).toBe(2);
    expect(label.err).toContain("unknown argument '--label'");
    const noId = capture(dir);
    expect(await main(["keys", "revoke", "--data-dir", dir], noId)).toBe(2);
    expect(noId.err).toContain("usage: contract-sync keys");
  });
});
