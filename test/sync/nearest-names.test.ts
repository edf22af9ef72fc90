// The suggestions of a contract that points at no asset ("did you mean"), and which diagnostics make
// a configuration or a contract file invalid.
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/schema/model.js";
import { configFindings } from "../../src/sync/check/rules/config-invalid.js";
import { invalidContractFindings } from "../../src/sync/check/rules/contract-invalid.js";
import { nearestNames } from "../../src/sync/check/rules/contract-points-at-no-asset.js";

const SHOP = "avro://github.com/acme/shop";
const ORDER = `${SHOP}:schemas/orders.avsc:acme.Order`;
/** Same type, by edit distance from ORDER: 1, 2, 4 characters, and far off. */
const ORDERS = `${SHOP}:schemas/orders.avsc:acme.Orders`;
const ORDER_V2 = `${SHOP}:schemas/orders.avsc:acme.OrderV2`;
const ORDER_LINE = `${SHOP}:schemas/orders.avsc:acme.OrderLine`;
const REFUND = `${SHOP}:schemas/refunds.avsc:acme.Refund`;
/** The very path of ORDER, read as protobuf: nearer than any avro name, but of another type. */
const PROTO_ORDER = "protobuf://github.com/acme/shop:schemas/orders.avsc:acme.Order";

describe("the names suggested for a name no file yields", () => {
  it("are the three nearest of its type, nearest first, whatever order the assets came in", () => {
    expect(nearestNames(ORDER, [REFUND, ORDER_LINE, ORDER_V2, ORDERS])).toEqual([
      ORDERS,
      ORDER_V2,
      ORDER_LINE,
    ]);
    expect(nearestNames(ORDER, [ORDER_LINE, REFUND, ORDERS, ORDER_V2])).toEqual([
      ORDERS,
      ORDER_V2,
      ORDER_LINE,
    ]);
  });

  it("are as many as asked for, nearest first", () => {
    expect(nearestNames(ORDER, [REFUND, ORDER_LINE, ORDER_V2, ORDERS], 2)).toEqual([ORDERS, ORDER_V2]);
    expect(nearestNames(ORDER, [REFUND, ORDER_LINE, ORDER_V2, ORDERS], 4)).toEqual([
      ORDERS,
      ORDER_V2,
      ORDER_LINE,
      REFUND,
    ]);
  });

  it("never name the name itself, nor a name of another source type however near", () => {
    expect(nearestNames(ORDER, [PROTO_ORDER, ORDER, REFUND, ORDER_V2])).toEqual([ORDER_V2, REFUND]);
  });

  it("are none when no other name of its type is known", () => {
    expect(nearestNames(ORDER, [])).toEqual([]);
    expect(nearestNames(ORDER, [PROTO_ORDER, ORDER])).toEqual([]);
  });
});

describe("only errors make a configuration or a contract file invalid", () => {
  const diagnostics: Diagnostic[] = [
    {
      file: ".github/contract-sync.yml",
      line: 3,
      severity: "warning",
      message: "views: true on an avro rule",
    },
    { file: ".github/contract-sync.yml", line: 5, severity: "error", message: "sources[0].type: unknown" },
  ];

  it("a configuration's warning is no CONFIG_INVALID finding, its error is one at BLOCK", () => {
    expect(configFindings(diagnostics)).toEqual([
      {
        rule: "CONFIG_INVALID",
        level: "BLOCK",
        file: ".github/contract-sync.yml",
        line: 5,
        title: "Invalid configuration",
        message: "sources[0].type: unknown",
        // What the finding is about, without its line: the base's same error is existing debt.
        subject: expect.any(String),
      },
    ]);
    expect(configFindings(diagnostics.slice(0, 1))).toEqual([]);
  });

  it("a contract file's warning is no CONTRACT_INVALID finding, its error is one at BLOCK", () => {
    const contract: Diagnostic[] = [
      { file: "contracts/orders.yaml", line: 2, severity: "warning", message: "no version" },
      { file: "contracts/orders.yaml", line: 5, severity: "error", message: "schema: at least one field" },
    ];
    expect(invalidContractFindings(contract)).toEqual([
      {
        rule: "CONTRACT_INVALID",
        level: "BLOCK",
        file: "contracts/orders.yaml",
        line: 5,
        title: "Invalid contract file",
        message: "schema: at least one field",
        subject: expect.any(String),
      },
    ]);
    expect(invalidContractFindings(contract.slice(0, 1))).toEqual([]);
  });
});
