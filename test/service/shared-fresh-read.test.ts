import { describe, expect, it } from "vitest";
import { SharedFreshRead } from "../../src/service/shared-read.js";

/** A read whose answers the test releases one at a time; `value` is what the store holds when it starts. */
function controlledReads() {
  let value = 0;
  const started: number[] = [];
  const pending: Array<() => void> = [];
  const read = new SharedFreshRead(
    () =>
      new Promise<number>((resolve, reject) => {
        const seen = value;
        started.push(seen);
        pending.push(() => (seen < 0 ? reject(new Error("store down")) : resolve(seen)));
      }),
  );
  const answerNext = async () => {
    pending.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { read, started, answerNext, set: (v: number) => (value = v) };
}

describe("a read shared by the callers that ask before it is sent", () => {
  it("never hands a caller a read that was sent before it asked", async () => {
    const reads = controlledReads();
    const first = reads.read.get();
    // A write commits while the first read is under way; whoever asks now must see it.
    reads.set(1);
    const second = reads.read.get();
    const third = reads.read.get();
    expect(reads.started).toEqual([0]);
    await reads.answerNext();
    expect(await first).toBe(0);
    // The callers who asked meanwhile share one read, sent after the first one ended.
    expect(reads.started).toEqual([0, 1]);
    await reads.answerNext();
    expect([await second, await third]).toEqual([1, 1]);
    // Nothing under way: the next caller starts its own read at once.
    reads.set(2);
    const fourth = reads.read.get();
    expect(reads.started).toEqual([0, 1, 2]);
    await reads.answerNext();
    expect(await fourth).toBe(2);
  });

  it("passes a failed read to its callers and reads afresh for those who waited on it", async () => {
    const reads = controlledReads();
    reads.set(-1);
    const failing = reads.read.get();
    reads.set(3);
    const waiting = reads.read.get();
    await reads.answerNext();
    await expect(failing).rejects.toThrow("store down");
    await reads.answerNext();
    expect(await waiting).toBe(3);
  });
});
