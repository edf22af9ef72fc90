import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  CheckAssetsComplianceBody,
  CreateContractsBody,
  InferredContract,
  RegisterS3AssetsBody,
} from "../../src/api/messages.js";
import {
  Action,
  ActionCreate,
  AssetInput,
  CheckComplianceResult,
  ComplianceViolation,
  Component,
  ConfigurationRecord,
  Contract,
  ContractCreate,
  ContractSpec,
  ContractViolation,
  DataAssetResourceName,
  ListedDataAsset,
  Notification,
  ObjectStorageAsset,
  Problem,
  SsoSettings,
  TelemetryDataPoint,
  WebhookEndpoint,
} from "../../src/api/resources.js";
import * as ex from "./examples.js";

const REMOVE = Symbol("remove");
type Path = (string | number)[];

/** A deep copy of `value` with the field at `path` replaced (or removed). */
function withField(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === REMOVE) delete node[last];
  else node[last] = replacement;
  return copy;
}

interface Case {
  schema: z.ZodType;
  example: unknown;
  /** Each breaks one constraint the seed states; the issue must point at `path`. */
  bad: [label: string, path: Path, replacement: unknown][];
}

const notUuid = "3f0b7c1e-8a55-4d2e-9b7a-2c6f1e0d9a4"; // one digit short
const notDate = "2026-11-20 10:15";

const cases: Record<string, Case> = {
  ContractSpec: {
    schema: ContractSpec,
    example: ex.contractSpec,
    bad: [
      ["id not a uuid", ["id"], notUuid],
      ["owner not an e-mail", ["owner"], "data-platform"],
      ["schema node with unknown type", ["schema", 0, "type"], "integer"],
      ["restrictPii not boolean", ["restrictPii"], "yes"],
    ],
  },
  Contract: {
    schema: Contract,
    example: ex.contract,
    bad: [
      ["id missing", ["id"], REMOVE],
      ["id not a uuid", ["id"], notUuid],
      ["status outside the enum", ["status"], "RETIRED"],
      ["createdAt missing", ["createdAt"], REMOVE],
      ["updatedAt not a date-time", ["updatedAt"], notDate],
      ["contractSpec missing", ["contractSpec"], REMOVE],
      ["contractSpecRaw missing", ["contractSpecRaw"], REMOVE],
      ["violations missing", ["violations"], REMOVE],
      ["gitHash of 39 characters", ["gitHash"], "4b825dc642cb6eb9a060e54bf8d69288fbee490"],
      ["gitHash of 41 characters", ["gitHash"], "4b825dc642cb6eb9a060e54bf8d69288fbee49044"],
      ["gitRepo not a uri", ["gitRepo"], "acme/shop"],
      ["fileUri not a uri", ["fileUri"], "contracts/orders.yaml"],
      ["mergedAt not a date-time", ["mergedAt"], notDate],
      ["enforcementLevel outside the enum", ["enforcementLevel"], "WARN"],
      ["parentRowId not a uuid", ["parentRowId"], "row-1"],
      ["lastEditorUserId not a uuid", ["lastEditorUserId"], "octocat"],
      ["violation timestamp not a date-time", ["violations", 0, "timestamp"], notDate],
    ],
  },
  ContractCreate: {
    schema: ContractCreate,
    example: ex.contractCreate,
    bad: [
      ["id missing", ["id"], REMOVE],
      ["status missing", ["status"], REMOVE],
      ["contractSpec missing", ["contractSpec"], REMOVE],
      ["gitHash too short", ["gitHash"], "4b825dc"],
      ["enforcementLevel outside the enum", ["enforcementLevel"], "NEVER"],
    ],
  },
  ContractViolation: {
    schema: ContractViolation,
    example: ex.contractViolation,
    bad: [
      ["id not a uuid", ["id"], notUuid],
      ["userId not a uuid", ["userId"], "octocat"],
      ["contractId not a uuid", ["contractId"], 42],
      ["dataAssetFieldProfileId not a uuid", ["dataAssetFieldProfileId"], "x"],
      ["timestamp not a date-time", ["timestamp"], notDate],
    ],
  },
  ComplianceViolation: {
    schema: ComplianceViolation,
    example: ex.complianceViolation,
    bad: [
      ["violationType missing", ["violationType"], REMOVE],
      ["field missing", ["field"], REMOVE],
      ["expected not a string", ["expected"], 3],
    ],
  },
  DataAssetResourceName: {
    schema: DataAssetResourceName,
    example: ex.resourceName,
    bad: [
      ["source_type outside the list", ["source_type"], "oracle"],
      ["data_source missing", ["data_source"], REMOVE],
      ["path missing", ["path"], REMOVE],
    ],
  },
  AssetInput: {
    schema: AssetInput,
    example: ex.assetInput,
    bad: [
      ["source_type outside the list", ["source_type"], "parquet"],
      ["nested resource name source_type outside the list", ["data_asset_resource_name", "source_type"], "x"],
      ["schema missing", ["schema"], REMOVE],
      ["nested field optional not boolean", ["schema", "fields", 1, "optional"], "true"],
    ],
  },
  ObjectStorageAsset: {
    schema: ObjectStorageAsset,
    example: ex.objectStorageAsset,
    bad: [
      ["bucket missing", ["bucket"], REMOVE],
      ["pattern missing", ["pattern"], REMOVE],
    ],
  },
  ListedDataAsset: {
    schema: ListedDataAsset,
    example: ex.listedDataAsset,
    bad: [
      ["id missing", ["id"], REMOVE],
      ["id not a uuid", ["id"], notUuid],
      ["dataAssetResourceName missing", ["dataAssetResourceName"], REMOVE],
      ["domain missing", ["domain"], REMOVE],
      ["path missing", ["path"], REMOVE],
      ["type outside the list", ["type"], "parquet"],
      ["updatedAt missing", ["updatedAt"], REMOVE],
      ["updatedAt not a date-time", ["updatedAt"], notDate],
    ],
  },
  Component: {
    schema: Component,
    example: ex.component,
    bad: [
      ["id not a uuid", ["id"], "orders_to_lake"],
      ["ingress id not a uuid", ["ingresses", 0, "id"], "in-1"],
      ["path ingress codeAnchorId not a uuid", ["paths", 0, "ingress", "codeAnchorId"], "anchor"],
      ["lineStart not an integer", ["paths", 0, "codeAnchors", 0, "codeUri", "lineStart"], 10.5],
      ["metadata.extras not an object", ["metadata", "extras"], "owner"],
    ],
  },
  Action: {
    schema: Action,
    example: ex.action,
    bad: [
      ["no triggers", ["triggers"], []],
      ["isActive missing", ["isActive"], REMOVE],
      ["actionId missing", ["actionId"], REMOVE],
      ["destinations missing", ["destinations"], REMOVE],
      ["trigger without triggerType", ["triggers", 0, "triggerType"], REMOVE],
    ],
  },
  ActionCreate: {
    schema: ActionCreate,
    example: ex.actionCreate,
    bad: [
      ["no triggers", ["triggers"], []],
      ["no destinations", ["destinations"], []],
      ["name missing", ["name"], REMOVE],
    ],
  },
  SsoSettings: {
    schema: SsoSettings,
    example: ex.ssoSettings,
    bad: [
      ["type outside the enum", ["type"], "OIDC"],
      ["identityProvider missing", ["identityProvider"], REMOVE],
      ["metadataDocumentEndpointUrl missing", ["metadataDocumentEndpointUrl"], REMOVE],
    ],
  },
  WebhookEndpoint: {
    schema: WebhookEndpoint,
    example: ex.webhookEndpoint,
    bad: [
      ["url missing", ["url"], REMOVE],
      ["header value not a string", ["headers", "x-team"], 1],
    ],
  },
  Notification: {
    schema: Notification,
    example: ex.notification,
    bad: [
      ["createdAt not a date-time", ["createdAt"], notDate],
      ["retryCount not an integer", ["retryCount"], 1.5],
      ["status missing", ["status"], REMOVE],
    ],
  },
  ConfigurationRecord: {
    schema: ConfigurationRecord,
    example: ex.configurationRecord,
    bad: [
      ["created_at not a date-time", ["created_at"], notDate],
      ["config_value not an object", ["config_value"], "x"],
      ["repo missing", ["repo"], REMOVE],
    ],
  },
  TelemetryDataPoint: {
    schema: TelemetryDataPoint,
    example: ex.telemetryDataPoint,
    bad: [
      ["id not a uuid", ["id"], notUuid],
      ["type outside the enum", ["type"], "GABLE_CLIENT"],
      ["data missing", ["data"], REMOVE],
    ],
  },
  Problem: {
    schema: Problem,
    example: ex.problem,
    bad: [
      ["status not an integer", ["status"], "400"],
      ["title missing", ["title"], REMOVE],
      ["error without pointer", ["errors", 0, "pointer"], REMOVE],
    ],
  },
  InferredContract: {
    schema: InferredContract,
    example: {
      contractId: ex.ids.contract,
      contractSpec: ex.contractSpec,
      contractSpecRaw: "name: orders\n",
      status: "DEPRECATED",
      gitHash: "4b825dc642cb6eb9a060e54bf8d69288fbee4904",
    },
    bad: [
      ["contractId missing", ["contractId"], REMOVE],
      ["status DRAFT (an inferred contract is ACTIVE or DEPRECATED)", ["status"], "DRAFT"],
      ["gitHash too long", ["gitHash"], `${"a".repeat(41)}`],
    ],
  },
};

describe('resource schemas (docs/service-interface.md "Resources")', () => {
  for (const [name, { schema, example, bad }] of Object.entries(cases)) {
    describe(name, () => {
      it("accepts a realistic example", () => {
        const result = schema.safeParse(example);
        expect(result.error?.issues ?? []).toEqual([]);
      });
      for (const [label, path, replacement] of bad) {
        it(`rejects: ${label}`, () => {
          const result = schema.safeParse(withField(example, path, replacement));
          expect(result.success).toBe(false);
          // The issue points at the broken field itself.
          const paths = result.error?.issues.map((issue) => issue.path.join(".")) ?? [];
          expect(paths).toContain(path.join("."));
        });
      }
    });
  }
});

describe("contract enforcementLevel", () => {
  it("defaults to INACTIVE in responses", () => {
    const parsed = Contract.parse(withField(ex.contract, ["enforcementLevel"], REMOVE));
    expect(parsed.enforcementLevel).toBe("INACTIVE");
  });
  it("is nullable on create, and not in responses", () => {
    expect(ContractCreate.safeParse({ ...ex.contractCreate, enforcementLevel: null }).success).toBe(true);
    expect(Contract.safeParse({ ...ex.contract, enforcementLevel: null }).success).toBe(false);
  });
});

describe("endpoint 6 results", () => {
  it("accepts each variant and keys the union on responseType", () => {
    for (const result of ex.checkResults) expect(CheckComplianceResult.safeParse(result).success).toBe(true);
    const detailed = ex.checkResults[1];
    expect(CheckComplianceResult.safeParse({ ...detailed, status: "BROKEN" }).success).toBe(false);
    expect(CheckComplianceResult.safeParse({ ...detailed, responseType: "SUMMARY" }).success).toBe(false);
    const markdown = withField(ex.checkResults[2], ["shouldBlock"], REMOVE);
    expect(CheckComplianceResult.safeParse(markdown).success).toBe(false);
  });
  it("accepts violation types this project does not emit (other servers may have more)", () => {
    const detailed = withField(ex.checkResults[1], ["violations", 0, "violationType"], "FIELD_RENAMED");
    expect(CheckComplianceResult.safeParse(detailed).success).toBe(true);
  });
  it("defaults includeUnchangedAssets to false and requires responseType", () => {
    const body = CheckAssetsComplianceBody.parse({ assets: [ex.assetInput], responseType: "DETAILED" });
    expect(body.includeUnchangedAssets).toBe(false);
    expect(CheckAssetsComplianceBody.safeParse({ assets: [ex.assetInput] }).success).toBe(false);
    expect(
      CheckAssetsComplianceBody.safeParse({ assets: [ex.assetInput], responseType: "NO_CONTRACT" }).success,
    ).toBe(false);
  });
});

describe("request bodies", () => {
  it("endpoint 3 takes one contract or an array, and rejects a bad element of the array", () => {
    expect(CreateContractsBody.safeParse(ex.contractCreate).success).toBe(true);
    expect(CreateContractsBody.safeParse([ex.contractCreate, ex.contractCreate]).success).toBe(true);
    const bad = CreateContractsBody.safeParse([ex.contractCreate, { ...ex.contractCreate, status: "GONE" }]);
    expect(bad.success).toBe(false);
  });
  it("endpoint 9 defaults dry_run to false", () => {
    expect(RegisterS3AssetsBody.parse({ assets: [ex.objectStorageAsset] }).dry_run).toBe(false);
  });
});
