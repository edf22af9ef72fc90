// `convert` asks a file's size before reading it: a file over the contract file limit is refused unread.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { capture } from "./run-cli.js";

describe("contract-sync convert of a file over the limit", () => {
  const dir = mkdtempSync(join(tmpdir(), "contract-sync-convert-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const convert = async (name: string, bytes: number) => {
    writeFileSync(join(dir, name), "");
    // Sparse: the size is there, the disk blocks are not.
    truncateSync(join(dir, name), bytes);
    const io = capture(dir);
    const code = await main(["convert", name, "--to", "odcs"], io);
    return { code, err: io.err, out: io.out };
  };

  it("refuses 50 MB naming the file and the limit", async () => {
    const { code, err, out } = await convert("big.yaml", 50 * 1024 * 1024);
    expect(code).toBe(1);
    expect(err).toBe("big.yaml: error: the contract file is 50.0 MiB, over the limit of 4.0 MiB; not read\n");
    expect(out).toBe("");
  });

  it("refuses 3 GiB the same way, which no read of the whole file could (Node reads at most 2 GiB)", async () => {
    const { code, err } = await convert("huge.yaml", 3 * 1024 * 1024 * 1024);
    expect(code).toBe(1);
    expect(err).toBe(
      "huge.yaml: error: the contract file is 3072.0 MiB, over the limit of 4.0 MiB; not read\n",
    );
  });
});
