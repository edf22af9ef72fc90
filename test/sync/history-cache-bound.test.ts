import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openVersionCache } from "../../src/sync/history-cache.js";

// The history cache's file is bounded in bytes (attack54 F11): the newest entries that fit are kept,
// the rest read again next run; every entry count from 1 to 12 against a budget of about 5 entries.

const dir = mkdtempSync(join(tmpdir(), "history-cache-bound-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { CONTRACT_SYNC_CACHE_DIR: dir, CONTRACT_SYNC_READ_CACHE: "1" };
const read = (n: number) => ({
  inputs: { files: [`f${n}`], folders: [], trees: [] },
  fingerprint: "x".repeat(64),
  assets: [{ resourceName: `r${n}`, padding: "p".repeat(1000) }] as never,
});
const ENTRY = Buffer.byteLength(JSON.stringify([`o${10}`, read(10)])) + 1;

it("keeps the newest entries that fit its byte budget, for every count of entries", async () => {
  for (let count = 1; count <= 12; count += 1) {
    const describe = { target: `t${count}` };
    const cache = await openVersionCache(describe, env, ENTRY * 5 + 10);
    for (let n = 10; n < 10 + count; n += 1) cache.set(`o${n}`, read(n));
    await cache.save();
    const again = await openVersionCache(describe, env, ENTRY * 5 + 10);
    const kept = Array.from({ length: count }, (_, i) => 10 + i).filter((n) => again.get(`o${n}`));
    expect(kept, `${count} entries`).toEqual(
      Array.from({ length: Math.min(count, 5) }, (_, i) => 10 + count - Math.min(count, 5) + i),
    );
  }
  for (const name of readdirSync(join(dir, "history-v2")))
    expect(statSync(join(dir, "history-v2", name)).size).toBeLessThanOrEqual(ENTRY * 5 + 200);
});
