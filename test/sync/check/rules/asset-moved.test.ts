import { describe, expect, it } from "vitest";
import type { CheckComplianceResult } from "../../../../src/api/resources.js";
import { readRepositoryAssets } from "../../../../src/sync/asset-reads.js";
import { ASSET_MOVED } from "../../../../src/sync/check/rules/asset-moved.js";
import { checkFacts, repoFiles, SHOP } from "../../../support/check-facts.js";

const AVSC = JSON.stringify({
  type: "record",
  name: "Order",
  namespace: "acme",
  fields: [{ name: "id", type: "long" }],
});
const FROM = `avro://${SHOP}:schemas/orders.avsc:acme.Order`;

const detailed = (asset: string): CheckComplianceResult => ({
  dataAssetNamespace: SHOP,
  dataAssetResourceName: asset,
  dataAssetPath: asset.slice(`avro://${SHOP}:`.length),
  responseType: "DETAILED",
  contractId: "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
  contractName: "orders",
  enforcementLevel: "ALERT",
  status: "COMPLIANT",
  violations: [],
});

describe("ASSET_MOVED", () => {
  it("finds a moved asset the service holds a contract for, at the contract's level", async () => {
    const facts = await checkFacts();
    const [from] = await readRepositoryAssets(repoFiles({ "schemas/orders.avsc": AVSC }), facts.run.sources);
    const [to] = await readRepositoryAssets(
      repoFiles({ "schemas/events/orders.avsc": AVSC }),
      facts.run.sources,
    );
    const moved = await checkFacts({ run: { moves: [{ from: from!, to: to! }] }, results: [detailed(FROM)] });
    expect(await ASSET_MOVED.detect(moved)).toEqual([
      expect.objectContaining({
        rule: "ASSET_MOVED",
        level: "ALERT",
        title: "Asset moved: update contract orders",
        asset: FROM,
      }),
    ]);
    // Without the service's contract for the old name, there is nothing to update.
    expect(
      await ASSET_MOVED.detect(await checkFacts({ run: { moves: [{ from: from!, to: to! }] } })),
    ).toEqual([]);
  });
});
