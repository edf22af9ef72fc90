import { describe, expect, it } from "vitest";
import { AdmissionGate } from "../../src/admission-gate.js";

describe("the admission gate for writes and checks", () => {
  it("admits up to its limit, queues the rest in order, and passes a released slot on", async () => {
    const gate = new AdmissionGate(2);
    const first = await gate.acquire();
    const second = await gate.acquire();
    const order: string[] = [];
    const third = gate.acquire().then((release) => {
      order.push("third");
      return release;
    });
    const fourth = gate.acquire().then((release) => {
      order.push("fourth");
      return release;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    expect(gate.counts).toEqual({ active: 2, waiting: 2 });
    first();
    first(); // a second release of the same slot admits no one more
    const releaseThird = await third;
    expect(order).toEqual(["third"]);
    expect(gate.counts).toEqual({ active: 2, waiting: 1 });
    second();
    const releaseFourth = await fourth;
    expect(order).toEqual(["third", "fourth"]);
    releaseThird();
    releaseFourth();
    expect(gate.counts).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses a limit below one", () => {
    expect(() => new AdmissionGate(0)).toThrow(/>= 1/);
  });
});
