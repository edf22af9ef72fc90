import { checkAsset } from "../../src/compliance/check.js";
import { diffSchemas } from "../../src/compliance/diff.js";
import type { ComplianceViolation, EnforcementLevel } from "../../src/compliance/types.js";
import { type LocatableAsset, locateViolations } from "../../src/outcome/locate.js";
import type { AssetCheck, CheckReport, ContractRef } from "../../src/outcome/model.js";
import type { ReportOptions } from "../../src/report/options.js";
import type { SchemaTree } from "../../src/schema/model.js";

/** One asset's check for the report, its violations located in the asset's file. */
function assetCheck(
  asset: LocatableAsset & { resourceName: string },
  contract: ContractRef,
  violations: readonly ComplianceViolation[],
): AssetCheck {
  return {
    asset: asset.resourceName,
    file: asset.file,
    contract,
    violations: locateViolations(asset, violations),
  };
}

/** The reports behind the golden files: real checks of real trees, not hand-written violations. */

export const options: ReportOptions = {
  workflow: "contracts",
  job: "check",
  fileUrl: (path, line) => `https://github.com/acme/shop/blob/abc123/${path}${line ? `#L${line}` : ""}`,
};

const ordersHead: SchemaTree = {
  type: "struct",
  fields: [
    { name: "id", type: "int32", line: 2 },
    { name: "status", type: "enum", line: 3, constraints: { symbols: ["NEW", "PAID"] } },
    { name: "note", type: "string", optional: true, line: 4, constraints: { maxLength: 20 } },
    {
      name: "customer",
      type: "struct",
      line: 5,
      fields: [{ name: "email", type: "string", line: 6 }],
    },
  ],
};

const ordersContract = [
  { name: "id", type: "int64" as const },
  { name: "status", type: "enum" as const, constraints: { symbols: ["NEW", "PAID", "SHIPPED"] } },
  { name: "note", type: "string" as const, constraints: { maxLength: 50 } },
  { name: "customer", type: "struct" as const, fields: [{ name: "id", type: "int64" as const }] },
  { name: "total", type: "decimal128" as const, constraints: { precision: 10, scale: 2 } },
];

function ordersCheck(level: EnforcementLevel, name = "orders") {
  const asset = {
    resourceName: `postgres://prod.db:5432:shop.public.${name}`,
    file: `db/${name}.sql`,
    line: 1,
    schema: ordersHead,
  };
  const violations = checkAsset({ name, schema: ordersContract, restrictPii: true }, ordersHead);
  return assetCheck(
    asset,
    {
      name,
      owner: "data@acme.io",
      enforcementLevel: level,
      filePath: `contracts/${name}.yaml`,
      version: "3",
    },
    violations,
  );
}

const compliant = () =>
  assetCheck(
    { resourceName: "postgres://prod.db:5432:shop.public.orders", file: "db/orders.sql", schema: ordersHead },
    { name: "orders", enforcementLevel: "BLOCK", filePath: "contracts/orders.yaml" },
    checkAsset({ schema: [{ name: "id", type: "int32" }] }, ordersHead),
  );

const eventBase: SchemaTree = {
  type: "struct",
  fields: [
    { name: "id", type: "string", line: 3, constraints: { fieldNumber: 1 } },
    { name: "amount", type: "int32", line: 4, constraints: { fieldNumber: 2, physicalType: "int32" } },
  ],
};
const eventHead: SchemaTree = {
  type: "struct",
  fields: [
    { name: "id", type: "string", line: 3, constraints: { fieldNumber: 1 } },
    { name: "amount", type: "int64", line: 4, constraints: { fieldNumber: 2, physicalType: "int64" } },
    { name: "currency", type: "string", line: 5, constraints: { fieldNumber: 3 } },
  ],
};

function uncontracted() {
  const changes = diffSchemas(eventBase, eventHead, "protobuf").map((change) => ({
    ...change,
    line: eventHead.fields?.find((f) => f.name === change.field)?.line,
  }));
  return {
    asset: "protobuf://github.com/acme/shop:events/order.proto:acme.OrderCreated",
    sourceType: "protobuf" as const,
    file: "events/order.proto",
    status: "changed" as const,
    changes,
  };
}

export const reports: Record<string, CheckReport> = {
  "all-clear": { checks: [compliant()], uncontracted: [], unreadable: [] },
  "alerts-only": {
    checks: [ordersCheck("ALERT"), ordersCheck("NOTIFY", "refunds"), ordersCheck("INACTIVE", "legacy")],
    uncontracted: [],
    unreadable: [],
  },
  block: {
    checks: [ordersCheck("BLOCK"), ordersCheck("ALERT", "refunds"), compliant()],
    uncontracted: [uncontracted()],
    unreadable: [],
  },
  "many-assets": {
    checks: Array.from({ length: 400 }, (_, i) =>
      ordersCheck(i % 3 === 0 ? "BLOCK" : "ALERT", `table_${String(i).padStart(3, "0")}`),
    ),
    uncontracted: [uncontracted()],
    unreadable: [],
  },
  unreadable: {
    checks: [compliant()],
    uncontracted: [],
    unreadable: [
      {
        file: "db/broken.sql",
        diagnostics: [{ line: 7, severity: "error", message: 'syntax error at or near ","' }],
      },
      {
        file: "schemas/user.avsc",
        diagnostics: [{ severity: "error", message: "Unexpected token } in JSON | at position 41" }],
      },
    ],
  },
};

/**
 * A very large pull request: `assets` assets, each breaking `fields` fields of its contract
 * (a real check: every field int64 in the contract, int32 in the schema). Not a golden.
 */
export function largeReport(assets: number, fields: number): CheckReport {
  const names = Array.from(
    { length: fields },
    (_, i) => `sensor_measurement_value_in_si_units_column_${String(i).padStart(3, "0")}`,
  );
  const head: SchemaTree = {
    type: "struct",
    fields: names.map((name, i) => ({ name, type: "int32", line: i + 2 })),
  };
  const contract = names.map((name) => ({ name, type: "int64" as const }));
  return {
    checks: Array.from({ length: assets }, (_, i) => {
      const name = `sensor_readings_${String(i).padStart(3, "0")}`;
      return assetCheck(
        {
          resourceName: `postgres://prod.db:5432:telemetry.public.${name}`,
          file: `db/${name}.sql`,
          schema: head,
        },
        {
          name,
          owner: "data@acme.io",
          enforcementLevel: i % 2 ? "ALERT" : "BLOCK",
          filePath: `contracts/${name}.yaml`,
        },
        checkAsset({ name, schema: contract }, head),
      );
    }),
    uncontracted: [],
    unreadable: [],
  };
}
