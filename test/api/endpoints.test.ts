import { describe, expect, it } from "vitest";
import {
  buildPath,
  type EndpointSpec,
  endpoints,
  isIdempotent,
  OPERATION_IDS,
  pathParamNames,
  toFastifyPath,
} from "../../src/api/endpoints.js";

// The interface's endpoint table (docs/service-interface.md "Endpoints"), row by row.
const SEED_TABLE: [string, string, string][] = [
  ["getComponent", "GET", "/v0/component/{id}"],
  ["getContractByDataAsset", "GET", "/v0/contract/data-asset/{id}"],
  ["createContracts", "POST", "/v0/contract"],
  ["listContracts", "GET", "/v0/contracts"],
  ["inferContract", "GET", "/v0/data-asset/{id}/infer-contract"],
  ["checkAssetsCompliance", "POST", "/v0/data-assets/check-compliance"],
  ["registerAssets", "POST", "/v0/data-assets/register"],
  ["checkContractCompliance", "POST", "/v0/contract/check-compliance"],
  ["registerS3Assets", "POST", "/v0/data-asset/register/s3"],
  ["bulkCheckContractCompliance", "POST", "/v0/contract/bulk-check-compliance"],
  ["exportLineage", "GET", "/v0/lineage/export"],
  ["updateAction", "PUT", "/v0/action"],
  ["createAction", "POST", "/v0/action"],
  ["putSsoSettings", "PUT", "/v0/settings/sso"],
  ["listDataAssets", "GET", "/v0/data-assets"],
  ["ingestTelemetry", "POST", "/v0/telemetry/ingest"],
  ["getConfig", "GET", "/v0/config"],
  ["listWebhooks", "GET", "/v0/webhooks"],
  ["listNotifications", "GET", "/v0/notifications"],
  ["testWebhook", "POST", "/v0/webhooks/test"],
];

describe("endpoint table", () => {
  it("has exactly the 20 seed operations, in seed order, with their methods and paths", () => {
    expect(OPERATION_IDS).toEqual(SEED_TABLE.map(([id]) => id));
    for (const [id, method, path] of SEED_TABLE) {
      const spec = endpoints[id as keyof typeof endpoints];
      expect({ id, method: spec.method, path: spec.path }).toEqual({ id, method, path });
      expect((spec as EndpointSpec).extension).toBeUndefined();
    }
  });

  it("declares a path-parameter schema exactly for the paths with placeholders", () => {
    for (const [id, spec] of Object.entries(endpoints)) {
      const names = pathParamNames(spec.path);
      const declared = "params" in spec && spec.params ? Object.keys(spec.params.shape) : [];
      expect({ id, names }).toEqual({ id, names: declared });
    }
  });

  it("gives endpoint 17 a JSON body on its GET", () => {
    expect(endpoints.getConfig.method).toBe("GET");
    expect(
      endpoints.getConfig.body.safeParse({ config_type: "c", language: "python", repo: "r" }).success,
    ).toBe(true);
    expect(endpoints.getConfig.body.safeParse({ config_type: "c", language: "python" }).success).toBe(false);
  });

  it("requires a uuid where the seed says uuid (endpoint 5 path, endpoint 11 query)", () => {
    expect(endpoints.inferContract.params.safeParse({ id: "asset-1" }).success).toBe(false);
    expect(endpoints.exportLineage.query.safeParse({}).success).toBe(false);
    expect(
      endpoints.exportLineage.query.safeParse({ run_id: "7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918" }).success,
    ).toBe(true);
    // Endpoint 1's id is a plain string.
    expect(endpoints.getComponent.params.safeParse({ id: "component-1" }).success).toBe(true);
  });

  it("marks as non-idempotent only the POSTs that create something new each time", () => {
    const nonIdempotent = Object.entries(endpoints)
      .filter(([, spec]) => !isIdempotent(spec))
      .map(([id]) => id);
    expect(nonIdempotent.sort()).toEqual(["createAction", "ingestTelemetry", "testWebhook"]);
  });
});

describe("paging query parameters (limit default 50, max 500; offset default 0)", () => {
  const pagedQueries = {
    listContracts: endpoints.listContracts.query,
    listDataAssets: endpoints.listDataAssets.query,
    listNotifications: endpoints.listNotifications.query,
  };
  for (const [id, query] of Object.entries(pagedQueries)) {
    describe(id, () => {
      it("applies the defaults", () => {
        expect(query.parse({})).toMatchObject({ limit: 50, offset: 0 });
      });
      it("parses integers given as URL strings or numbers", () => {
        expect(query.parse({ limit: "500", offset: "20" })).toMatchObject({ limit: 500, offset: 20 });
        expect(query.parse({ limit: 7 })).toMatchObject({ limit: 7 });
      });
      for (const bad of ["1.5", "", "ten", "0x10", "1e2", "501", "0", 2.5]) {
        it(`rejects limit ${JSON.stringify(bad)}`, () => {
          const result = query.safeParse({ limit: bad });
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.path).toEqual(["limit"]);
        });
      }
      it("rejects a negative offset", () => {
        expect(query.safeParse({ offset: "-1" }).success).toBe(false);
      });
    });
  }

  it("checks listContracts' sourceType against the seed's list", () => {
    expect(endpoints.listContracts.query.safeParse({ sourceType: "avro" }).success).toBe(true);
    expect(endpoints.listContracts.query.safeParse({ sourceType: "parquet" }).success).toBe(false);
  });
});

describe("paths", () => {
  it("converts to fastify's form", () => {
    expect(toFastifyPath("/v0/data-asset/{id}/infer-contract")).toBe("/v0/data-asset/:id/infer-contract");
    expect(toFastifyPath("/v0/contracts")).toBe("/v0/contracts");
  });
  it("fills and encodes placeholders, and names a missing one", () => {
    expect(buildPath("/v0/contract/data-asset/{id}", { id: "postgres://db:shop/orders" })).toBe(
      "/v0/contract/data-asset/postgres%3A%2F%2Fdb%3Ashop%2Forders",
    );
    expect(() => buildPath("/v0/component/{id}", {})).toThrow(/'id'/);
  });
});
