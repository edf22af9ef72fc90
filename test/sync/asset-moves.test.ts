// Which assets a renamed schema file moved (base asset -> head asset), and the ASSET_MOVED finding
// that tells the contract's owner to set the new name. Small hand-built assets, no Git, no service.
import { describe, expect, it } from "vitest";
import type { SourceType } from "../../src/api/source-types.js";
import type { ChangedFile } from "../../src/git/git-repository.js";
import { type ReadAsset, resourceName } from "../../src/schema/model.js";
import { type MovedAsset, movedAssets } from "../../src/sync/check/moves.js";
import { movedFinding } from "../../src/sync/check/rules/asset-moved.js";

const SHOP = "github.com/acme/shop";
const DB = "shop-db:5432";

function asset(
  sourceType: SourceType,
  dataSource: string,
  path: string,
  file: string,
  line?: number,
): ReadAsset {
  return {
    sourceType,
    resourceName: resourceName(sourceType, dataSource, path),
    dataSource,
    path,
    file,
    line,
    schema: { type: "struct", fields: [{ name: "id", type: "int64" }] },
  };
}

/** A protobuf message: its resource name holds the file's path, so renaming the file renames it. */
const message = (file: string, name: string, line?: number) =>
  asset("protobuf", SHOP, `${file}:acme.${name}`, file, line);
/** A table from a DDL file: its resource name does not hold the file's path. */
const table = (file: string, name: string) => asset("postgres", DB, `shop.public.${name}`, file);

const OLD = "schemas/orders.proto";
const NEW = "schemas/events/orders.proto";
const renamed = (from: string, to: string): ChangedFile => ({
  status: "renamed",
  path: to,
  previousPath: from,
});
const pairs = (moves: readonly MovedAsset[]) => moves.map((m) => [m.from.resourceName, m.to.resourceName]);

describe("movedAssets: the assets of a renamed schema file", () => {
  it("pairs each asset with the head asset named for the new path, whatever the order at head", () => {
    const base = [message(OLD, "Order"), message(OLD, "Refund")];
    const head = [message(NEW, "Refund"), message(NEW, "Order")];
    expect(pairs(movedAssets([renamed(OLD, NEW)], base, head))).toEqual([
      [message(OLD, "Order").resourceName, message(NEW, "Order").resourceName],
      [message(OLD, "Refund").resourceName, message(NEW, "Refund").resourceName],
    ]);
  });

  it("pairs the only asset on each side when the pull request also renames the message", () => {
    const base = [message(OLD, "Order")];
    const head = [message(NEW, "OrderPlaced")];
    expect(pairs(movedAssets([renamed(OLD, NEW)], base, head))).toEqual([
      [message(OLD, "Order").resourceName, message(NEW, "OrderPlaced").resourceName],
    ]);
  });

  it("guesses no pair when two assets left the file and only one new name arrived", () => {
    const base = [message(OLD, "Order"), message(OLD, "Refund")];
    const head = [message(NEW, "Payment")];
    expect(movedAssets([renamed(OLD, NEW)], base, head)).toEqual([]);
  });

  it("guesses no pair when one asset left the file and two new names arrived", () => {
    const base = [message(OLD, "Order")];
    const head = [message(NEW, "OrderPlaced"), message(NEW, "OrderShipped")];
    expect(movedAssets([renamed(OLD, NEW)], base, head)).toEqual([]);
  });

  it("is no move for a table that keeps its name, and still pairs the one table renamed beside it", () => {
    const base = [table("ddl/shop.sql", "orders"), table("ddl/shop.sql", "refund")];
    const head = [table("ddl/shop/tables.sql", "orders"), table("ddl/shop/tables.sql", "refunds")];
    expect(pairs(movedAssets([renamed("ddl/shop.sql", "ddl/shop/tables.sql")], base, head))).toEqual([
      [table("ddl/shop.sql", "refund").resourceName, table("ddl/shop/tables.sql", "refunds").resourceName],
    ]);
  });

  it("is no move at all when every table keeps its name", () => {
    const base = [table("ddl/shop.sql", "orders")];
    const head = [table("ddl/shop/tables.sql", "orders")];
    expect(movedAssets([renamed("ddl/shop.sql", "ddl/shop/tables.sql")], base, head)).toEqual([]);
  });

  it("counts as a head asset's new place of one base asset only, even for a name declared twice", () => {
    // Two base assets of one name (the file declares it twice) both map to the first head one.
    const declared = (file: string, line: number) => asset("typescript", SHOP, `${file}:Order`, file, line);
    const base = [declared("src/orders.ts", 1), declared("src/orders.ts", 9)];
    const head = [declared("src/model/orders.ts", 1), declared("src/model/orders.ts", 9)];
    const moves = movedAssets([renamed("src/orders.ts", "src/model/orders.ts")], base, head);
    expect(moves).toHaveLength(1);
    expect(moves[0]?.to).toBe(head[0]);
  });
});

describe("movedAssets: other files of the same pull request", () => {
  const base = [message(OLD, "Order")];
  const head = [message(NEW, "OrderPlaced")];
  const expected = [[message(OLD, "Order").resourceName, message(NEW, "OrderPlaced").resourceName]];

  it("still pairs the renamed file's asset when another schema file is deleted", () => {
    const legacy = message("schemas/legacy.proto", "Legacy");
    const files = [renamed(OLD, NEW), { status: "deleted", path: "schemas/legacy.proto" } as const];
    expect(pairs(movedAssets(files, [...base, legacy], head))).toEqual(expected);
  });

  it("still pairs the renamed file's asset when another schema file is added", () => {
    const payment = message("schemas/payments.proto", "Payment");
    const files = [renamed(OLD, NEW), { status: "added", path: "schemas/payments.proto" } as const];
    expect(pairs(movedAssets(files, base, [...head, payment]))).toEqual(expected);
  });

  it("still pairs the renamed file's asset beside a schema file the pull request leaves alone", () => {
    const refund = message("schemas/refunds.proto", "Refund");
    expect(pairs(movedAssets([renamed(OLD, NEW)], [refund, ...base], [refund, ...head]))).toEqual(expected);
  });
});

describe("movedFinding: what the contract's owner is told", () => {
  const move: MovedAsset = { from: message(OLD, "Order", 3), to: message(NEW, "Order", 7) };

  it("names both places and the contract file where to set the new name", () => {
    expect(movedFinding(move, { name: "orders", file: "contracts/orders.yaml", line: 2 }, "BLOCK")).toEqual({
      rule: "ASSET_MOVED",
      level: "BLOCK",
      file: NEW,
      line: 7,
      title: "Asset moved: update contract orders",
      asset: message(OLD, "Order").resourceName,
      message:
        `${message(OLD, "Order").resourceName} (${OLD}) is now ${message(NEW, "Order").resourceName} (${NEW}): ` +
        "set dataAssetResourceName in contracts/orders.yaml to the new name",
    });
  });

  it("says 'the contract' when the contract's file is unknown, and points at line 1 without a line", () => {
    const finding = movedFinding({ ...move, to: message(NEW, "Order") }, { name: "orders" }, "ALERT");
    expect(finding.line).toBe(1);
    expect(finding.message).toBe(
      `${message(OLD, "Order").resourceName} (${OLD}) is now ${message(NEW, "Order").resourceName} (${NEW}): ` +
        "set dataAssetResourceName in the contract to the new name",
    );
  });
});
