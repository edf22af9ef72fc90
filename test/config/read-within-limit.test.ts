// A configuration, contract or ledger file that cannot be read is that file's problem, said at
// it (a finding with its attribution), never an error that ends the whole check.
import { describe, expect, it } from "vitest";
import { readWithinLimit } from "../../src/config/limits.js";
import type { SourceFiles } from "../../src/schema/model.js";

const files = (read: (path: string) => Promise<string | undefined>, size?: number): SourceFiles => ({
  readText: read,
  list: async () => [],
  ...(size === undefined ? {} : { size: async () => size }),
});

describe("readWithinLimit", () => {
  it("gives the text of a file within the limit, and undefined for an absent one", async () => {
    expect(
      await readWithinLimit(
        files(async () => "a: 1\n"),
        "c.yaml",
        100,
        "the contract file",
      ),
    ).toEqual({
      text: "a: 1\n",
    });
    expect(
      await readWithinLimit(
        files(async () => undefined),
        "c.yaml",
        100,
        "the contract file",
      ),
    ).toEqual({
      text: undefined,
    });
  });

  it("turns a read that fails (a symbolic link in a commit) into a problem naming the file", async () => {
    const link = files(async (path) => {
      throw new Error(`${path} is a symbolic link: contract-sync reads no links`);
    });
    expect(await readWithinLimit(link, "contracts/orders.yaml", 100, "the contract file")).toEqual({
      text: undefined,
      problem: {
        file: "contracts/orders.yaml",
        severity: "error",
        message: "contracts/orders.yaml is a symbolic link: contract-sync reads no links",
      },
    });
  });

  it("refuses a file over the limit before reading it", async () => {
    const never = files(async () => {
      throw new Error("read although too large");
    }, 101);
    const { text, problem } = await readWithinLimit(never, "c.yaml", 100, "the contract file");
    expect(text).toBeUndefined();
    expect(problem).toMatchObject({ file: "c.yaml", severity: "error" });
  });
});
