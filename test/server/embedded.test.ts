// The embedded service: the client's requests go through fastify's inject, and the routes'
// own validation is what checks them (the embedded client leaves its zod checks out).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../src/client/index.js";
import { type EmbeddedService, startEmbeddedService } from "../../src/server/embedded.js";
import * as ex from "../api/examples.js";

let embedded: EmbeddedService;

beforeAll(async () => {
  embedded = await startEmbeddedService();
});
afterAll(async () => {
  await embedded.close();
});

describe("embedded service", () => {
  it("refuses an invalid body with the route's 400 problem, naming the field", async () => {
    const invalid = { assets: [{ ...ex.assetInput, source_type: "oracle" }], responseType: "DETAILED" };
    const error = await embedded.client.checkAssetsCompliance(invalid as never).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).problem?.errors?.map((e) => e.pointer)).toContain(
      "/body/assets/0/source_type",
    );
  });

  it("answers a valid check", async () => {
    const result = await embedded.client.checkAssetsCompliance({
      assets: [ex.assetInput],
      responseType: "DETAILED",
    });
    // No contract is held for it in a fresh embedded service.
    expect(result).toEqual([
      expect.objectContaining({ responseType: "NO_CONTRACT", dataAssetPath: "shop.public.orders" }),
    ]);
  });
});
