// lazyEmbedded: the embedded service starts at its first request, or earlier when warmed.
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../src/client/client.js";
import type { EmbeddedService } from "../../src/server/embedded.js";
import { lazyEmbedded } from "../../src/server/open-service.js";

function countingStart(fail?: Error) {
  const state = { starts: 0, closes: 0, calls: 0 };
  const start = async (): Promise<EmbeddedService> => {
    state.starts++;
    if (fail) throw fail;
    const client = {
      listContracts: async () => {
        state.calls++;
        return { contracts: [] };
      },
    } as unknown as ApiClient;
    return { client, close: async () => void state.closes++ };
  };
  return { state, start };
}

describe("lazyEmbedded", () => {
  it("starts nothing until asked or warmed", async () => {
    const { state, start } = countingStart();
    const lazy = lazyEmbedded(start);
    await lazy.close();
    expect(state).toEqual({ starts: 0, closes: 0, calls: 0 });
  });

  it("warm starts the service once, without a request; the first request then uses it", async () => {
    const { state, start } = countingStart();
    const lazy = lazyEmbedded(start);
    lazy.warm();
    lazy.warm();
    expect(state.starts).toBe(1);
    await lazy.client.listContracts({} as never);
    expect(state).toEqual({ starts: 1, closes: 0, calls: 1 });
    await lazy.close();
    expect(state.closes).toBe(1);
  });

  it("a warmed start that fails is no unhandled rejection: the first request throws it", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const { start } = countingStart(new Error("PGlite did not start"));
      const lazy = lazyEmbedded(start);
      lazy.warm();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      await expect(lazy.client.listContracts({} as never)).rejects.toThrow("PGlite did not start");
      await lazy.close();
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("a service warmed and never asked is abandoned at close, not awaited to the end of its start", async () => {
    let stop: ((error: Error) => void) | undefined;
    const calls: string[] = [];
    const start = () =>
      new Promise<EmbeddedService>((_resolve, reject) => {
        calls.push("start");
        stop = reject;
      });
    const lazy = lazyEmbedded(start, () => {
      calls.push("abandon");
      stop?.(new Error("abandoned"));
    });
    lazy.warm();
    await lazy.close();
    expect(calls).toEqual(["start", "abandon"]);
    // Asked: the service is used and closed, never abandoned.
    const { state, start: counting } = countingStart();
    let abandoned = 0;
    const used = lazyEmbedded(counting, () => abandoned++);
    used.warm();
    await used.client.listContracts({} as never);
    await used.close();
    expect({ ...state, abandoned }).toEqual({ starts: 1, closes: 1, calls: 1, abandoned: 0 });
  });
});
