// The gates' level logic at every level (issue 33): a rule that only ever met BLOCK hides a bug at
// ALERT, NOTIFY or RECORD, and a lowering test of BLOCK -> RECORD hides one of a single step.
import { describe, expect, it } from "vitest";
import type { EnforcementLevel } from "../../src/api/resources.js";
import { ConfigRules, defaultConfig, parseConfig } from "../../src/config/config.js";
import { type LoadedContract, parseContractFile } from "../../src/contracts/index.js";
import type { ReadAsset } from "../../src/schema/model.js";
import { SourceMap } from "../../src/sync/asset-reads.js";
import { noAssetFindings } from "../../src/sync/check/rules/contract-points-at-no-asset.js";
import { contractWeakenings, protectLevel } from "../../src/sync/check/rules/protection-weakened.js";
import { unreadableSchemaFindings } from "../../src/sync/check/rules/schema-unreadable.js";

const ORDERS = "avro://github.com/acme/shop:schemas/orders.avsc:acme.Order";
const COUNTED: readonly EnforcementLevel[] = ["BLOCK", "ALERT", "NOTIFY", "RECORD"];
/** Weakest first, written out here so the test does not borrow the order it checks. */
const WEAKEST_FIRST: readonly EnforcementLevel[] = ["INACTIVE", "RECORD", "NOTIFY", "ALERT", "BLOCK"];

function loaded(
  level: EnforcementLevel,
  status = "ACTIVE",
  {
    name = "orders",
    id = "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
    names = `dataAssetResourceName: ${ORDERS}`,
  } = {},
): LoadedContract {
  const text = `id: ${id}
name: ${name}
${names}
enforcementLevel: ${level}
status: ${status}
schema:
  - name: id
    type: int64
`;
  const { contracts, diagnostics } = parseContractFile(text, "contracts/orders.yaml");
  expect(diagnostics).toEqual([]);
  return contracts[0]!;
}

const sources = () =>
  new SourceMap(
    new ConfigRules(
      parseConfig(
        `sources:\n  - glob: "schemas/**/*.avsc"\n    type: avro\n    dataSource: github.com/acme/shop\n`,
        ".github/contract-sync.yml",
      ).config,
    ),
  );

const baseOrders: ReadAsset = {
  sourceType: "avro",
  resourceName: ORDERS,
  dataSource: "github.com/acme/shop",
  path: "schemas/orders.avsc:acme.Order",
  file: "schemas/orders.avsc",
  schema: { type: "struct", fields: [{ name: "id", type: "int64" }] },
};

describe("an unreadable schema file counts at its contract's level", () => {
  const broken = [{ file: "schemas/orders.avsc", line: 1, severity: "error" as const, message: "not JSON" }];

  for (const level of COUNTED) {
    it(`a contract at ${level} on the file's asset makes one SCHEMA_UNREADABLE finding at ${level}`, () => {
      const { findings, rest } = unreadableSchemaFindings(broken, [baseOrders], [loaded(level)], sources());
      expect(findings).toEqual([
        expect.objectContaining({ rule: "SCHEMA_UNREADABLE", level, file: "schemas/orders.avsc", line: 1 }),
      ]);
      expect(rest).toEqual([]);
    });
  }

  it("an INACTIVE contract leaves the file's error to the uncontracted list", () => {
    const { findings, rest } = unreadableSchemaFindings(
      broken,
      [baseOrders],
      [loaded("INACTIVE")],
      sources(),
    );
    expect(findings).toEqual([]);
    expect(rest).toEqual(broken.map((d) => ({ ...d, subject: expect.stringMatching(/^[0-9a-f]{32}$/) })));
  });

  for (const level of COUNTED) {
    it(`a new unreadable file beside an asset under ${level} counts at ${level}`, () => {
      const added = [{ file: "schemas/refunds.avsc", severity: "error" as const, message: "not JSON" }];
      const { findings } = unreadableSchemaFindings(added, [baseOrders], [loaded(level)], sources());
      expect(findings).toEqual([
        expect.objectContaining({ rule: "SCHEMA_UNREADABLE", level, file: "schemas/refunds.avsc" }),
      ]);
    });
  }
});

describe("every lowering of enforcementLevel weakens protection", () => {
  const changedTo = (from: EnforcementLevel, to: EnforcementLevel) =>
    contractWeakenings(
      { base: [loaded(from)], head: [loaded(to)], diagnostics: [], renamedOutOfGlob: new Map() },
      "contract",
    );

  for (const from of COUNTED) {
    for (const to of WEAKEST_FIRST) {
      const lowered = WEAKEST_FIRST.indexOf(to) < WEAKEST_FIRST.indexOf(from);
      it(`${from} -> ${to} is ${lowered ? `a weakening at ${from}` : "no weakening"}`, () => {
        expect(changedTo(from, to)).toEqual(
          lowered
            ? [
                expect.objectContaining({
                  rule: "PROTECTION_WEAKENED",
                  level: from,
                  message: `enforcementLevel lowered from ${from} to ${to}`,
                  title: "Protection weakened: contract orders",
                }),
              ]
            : [],
        );
      });
    }
  }

  it("the one-step lowerings are each a weakening (BLOCK -> ALERT, ALERT -> NOTIFY, NOTIFY -> RECORD)", () => {
    expect(changedTo("BLOCK", "ALERT")).toHaveLength(1);
    expect(changedTo("ALERT", "NOTIFY")).toHaveLength(1);
    expect(changedTo("NOTIFY", "RECORD")).toHaveLength(1);
  });
});

describe("the level a weakening counts at (the base's protect)", () => {
  it("is the old level under contract, BLOCK or ALERT when protect says so, never counted when off or INACTIVE", () => {
    const row = (protect: Parameters<typeof protectLevel>[0]) =>
      WEAKEST_FIRST.map((old) => protectLevel(protect, old));
    expect(row("contract")).toEqual(["INACTIVE", "RECORD", "NOTIFY", "ALERT", "BLOCK"]);
    expect(row("block")).toEqual(["INACTIVE", "BLOCK", "BLOCK", "BLOCK", "BLOCK"]);
    expect(row("alert")).toEqual(["INACTIVE", "ALERT", "ALERT", "ALERT", "ALERT"]);
    expect(row("off")).toEqual(["INACTIVE", "INACTIVE", "INACTIVE", "INACTIVE", "INACTIVE"]);
  });

  it("applies to a lowering found at the head", () => {
    const lowered = contractWeakenings(
      { base: [loaded("NOTIFY")], head: [loaded("RECORD")], diagnostics: [], renamedOutOfGlob: new Map() },
      "block",
    );
    expect(lowered).toEqual([expect.objectContaining({ level: "BLOCK" })]);
  });
});

describe("a contract already out of force weakens nothing", () => {
  it("a DRAFT or INACTIVE contract at the base, deleted or lowered, is no finding; a deleted active one is", () => {
    const weakenings = (base: LoadedContract, head: LoadedContract[]) =>
      contractWeakenings({ base: [base], head, diagnostics: [], renamedOutOfGlob: new Map() }, "contract");
    expect(weakenings(loaded("BLOCK", "DRAFT"), [])).toEqual([]);
    expect(weakenings(loaded("INACTIVE"), [])).toEqual([]);
    expect(weakenings(loaded("BLOCK", "ARCHIVED"), [loaded("RECORD")])).toEqual([]);
    expect(weakenings(loaded("ALERT"), [])).toEqual([
      expect.objectContaining({
        level: "ALERT",
        message: "the contract (ALERT) is deleted",
        file: "contracts/orders.yaml",
      }),
    ]);
    expect(weakenings(loaded("ALERT"), [loaded("ALERT", "DRAFT")])).toEqual([
      expect.objectContaining({ level: "ALERT", message: "status moved from ACTIVE to DRAFT", line: 1 }),
    ]);
  });
});

describe("the strictest contract speaks for an unreadable file", () => {
  const broken = [{ file: "schemas/orders.avsc", line: 1, severity: "error" as const, message: "not JSON" }];
  const REFUNDS = "avro://github.com/acme/shop:schemas/refunds.avsc:acme.Refund";
  const other = (level: EnforcementLevel, name: string, names: string) =>
    loaded(level, "ACTIVE", { name, id: "9d1f0a4e-2b3c-4d5e-8f70-112233445566", names });

  it("takes the strongest level among the contracts on the file's assets, and only those", () => {
    const contracts = [
      loaded("NOTIFY"),
      other("ALERT", "orders_alert", `dataAssetResourceNameList:\n  - ${REFUNDS}\n  - ${ORDERS}`),
      other("BLOCK", "refunds", `dataAssetResourceName: ${REFUNDS}`),
    ];
    const { findings } = unreadableSchemaFindings(broken, [baseOrders], contracts, sources());
    expect(findings).toEqual([expect.objectContaining({ level: "ALERT" })]);
    expect(findings[0]?.message).toBe(
      `Not JSON. The file held ${ORDERS} at the base (contract orders_alert); a file that cannot be read cannot be checked, so it does not pass.`,
    );
    expect(findings[0]?.title).toBe("Contracted schema file unreadable");
  });

  it("lists the contracted assets the file held, comma-separated, and only those (issue 47)", () => {
    const refund = { ...baseOrders, resourceName: REFUNDS.replace("refunds.avsc", "orders.avsc") };
    const uncontracted = { ...baseOrders, resourceName: `${ORDERS}Line` };
    const both = other(
      "ALERT",
      "both",
      `dataAssetResourceNameList:\n  - ${ORDERS}\n  - ${refund.resourceName}`,
    );
    const { findings } = unreadableSchemaFindings(
      broken,
      [baseOrders, refund, uncontracted],
      [both],
      sources(),
    );
    expect(findings[0]?.message).toContain(`The file held ${ORDERS}, ${refund.resourceName} at the base`);
    expect(findings[0]?.message).not.toContain(uncontracted.resourceName);
  });

  it("names the first of equally strict contracts", () => {
    const contracts = [loaded("ALERT"), other("ALERT", "orders_too", `dataAssetResourceName: ${ORDERS}`)];
    const { findings } = unreadableSchemaFindings(broken, [baseOrders], contracts, sources());
    expect(findings[0]?.message).toContain("(contract orders);");
  });

  it("leaves warnings, and assets of other files, out of it", () => {
    const warning = { ...broken[0]!, severity: "warning" as const };
    const elsewhere = { ...baseOrders, file: "schemas/other.avsc" };
    expect(unreadableSchemaFindings([warning], [baseOrders], [loaded("BLOCK")], sources())).toMatchObject({
      findings: [],
      rest: [warning],
    });
    // The asset's file is another one: the broken file is new beside it, so the neighbour rule speaks.
    const { findings } = unreadableSchemaFindings(broken, [elsewhere], [loaded("BLOCK")], sources());
    expect(findings[0]?.message).toBe(
      `Not JSON. The file is new to schemas/, beside the contracted ${ORDERS} (contract orders); a file that cannot be read cannot be checked, so it does not pass.`,
    );
  });
});

describe("the neighbours a new unreadable file speaks for", () => {
  const added = [{ file: "schemas/events/refunds.avsc", severity: "error" as const, message: "not JSON" }];
  const inFolder = (folder: string, dataSource = "github.com/acme/shop") =>
    loaded("BLOCK", "ACTIVE", {
      names: `dataAssetResourceName: avro://${dataSource}:${folder}/orders.avsc:acme.Order`,
    });

  it("are the contracted assets of files in its own folder, under its own data source", () => {
    const { findings } = unreadableSchemaFindings(added, [], [inFolder("schemas/events")], sources());
    expect(findings).toEqual([expect.objectContaining({ rule: "SCHEMA_UNREADABLE", level: "BLOCK" })]);
  });

  it("are not those of another folder, nor of the same folder under another data source", () => {
    // "shoq": as long as "shop", so only the data-source test, not the folder arithmetic, tells them apart.
    for (const contract of [inFolder("schemas"), inFolder("schemas/events", "github.com/acme/shoq")]) {
      const { findings, rest } = unreadableSchemaFindings(added, [], [contract], sources());
      expect(findings).toEqual([]);
      expect(rest).toEqual(added.map((d) => ({ ...d, subject: expect.stringMatching(/^[0-9a-f]{32}$/) })));
    }
  });

  it("are none for a file no source rule reads", () => {
    const stray = [{ file: "docs/refunds.avsc", severity: "error" as const, message: "not JSON" }];
    const { findings } = unreadableSchemaFindings(stray, [], [inFolder("docs")], sources());
    expect(findings).toEqual([]);
  });
});

describe("what a contract that drops an asset says it names now", () => {
  const REFUNDS = "avro://github.com/acme/shop:schemas/refunds.avsc:acme.Refund";
  const PAYMENTS = "avro://github.com/acme/shop:schemas/payments.avsc:acme.Payment";
  const naming = (level: EnforcementLevel, names: readonly string[]) =>
    loaded(level, "ACTIVE", {
      names: `dataAssetResourceNameList:\n${names.map((n) => `  - ${JSON.stringify(n)}`).join("\n")}`,
    });
  const dropping = (base: LoadedContract, head: LoadedContract, movedTo?: ReadonlyMap<string, string>) =>
    contractWeakenings(
      { base: [base], head: [head], diagnostics: [], renamedOutOfGlob: new Map() },
      "contract",
      movedTo,
    );

  it("lists every name the head contract keeps, comma-separated, in the finding on the dropped one", () => {
    const findings = dropping(
      naming("ALERT", [ORDERS, REFUNDS, PAYMENTS]),
      naming("ALERT", [REFUNDS, PAYMENTS]),
    );
    expect(findings).toEqual([
      {
        rule: "PROTECTION_WEAKENED",
        level: "ALERT",
        file: "contracts/orders.yaml",
        line: 1,
        title: "Protection weakened: contract orders",
        message: `the contract no longer names ${ORDERS}, which it governs at the base (now ${REFUNDS}, ${PAYMENTS}): that asset loses its ALERT contract`,
        contract: expect.objectContaining({ name: "orders" }),
        asset: ORDERS,
      },
    ]);
  });

  it("names the asset a contract pointed at another one names now", () => {
    expect(dropping(naming("NOTIFY", [ORDERS]), naming("NOTIFY", [REFUNDS]))).toEqual([
      expect.objectContaining({
        level: "NOTIFY",
        message: `the contract no longer names ${ORDERS}, which it governs at the base (now ${REFUNDS}): that asset loses its NOTIFY contract`,
      }),
    ]);
  });

  it("keeps the protection of an asset followed to its moved file, and of no other", () => {
    const moved = new Map([[ORDERS, REFUNDS]]);
    expect(dropping(naming("BLOCK", [ORDERS]), naming("BLOCK", [REFUNDS]), moved)).toEqual([]);
    expect(dropping(naming("BLOCK", [ORDERS, PAYMENTS]), naming("BLOCK", [REFUNDS]), moved)).toEqual([
      expect.objectContaining({ asset: PAYMENTS }),
    ]);
  });

  it("drops an asset with no recorded move whatever else the head contract names, even text that is no resource name", () => {
    // The contract format takes any non-empty text as a resource name: none of it may stand in for
    // "this asset did not move".
    const odd = ["?", "undefined", "null", "nothing"];
    expect(dropping(naming("RECORD", [ORDERS]), naming("RECORD", odd))).toEqual([
      expect.objectContaining({
        level: "RECORD",
        asset: ORDERS,
        message: `the contract no longer names ${ORDERS}, which it governs at the base (now ${odd.join(", ")}): that asset loses its RECORD contract`,
      }),
    ]);
  });
});

describe("a contract points at no asset only under a source the repository produces", () => {
  const SHOP = "github.com/acme/shop";
  const FALLBACK = "github.com/acme/default";
  const MISSING = `avro://${SHOP}:schemas/missing.avsc:acme.Missing`;
  const under = (type: string, dataSource: string) => `${type}://${dataSource}:schemas/missing:acme.Missing`;
  const config = (yaml: string) => new ConfigRules(parseConfig(yaml, ".github/contract-sync.yml").config);
  const noRules = new ConfigRules(defaultConfig());
  /** The names, of those one contract lists, that the check reports as pointing at no asset. */
  const flagged = (names: readonly string[], heads: readonly ReadAsset[], rules: ConfigRules) =>
    noAssetFindings(
      [
        loaded("BLOCK", "ACTIVE", {
          names: `dataAssetResourceNameList:\n${names.map((n) => `  - ${JSON.stringify(n)}`).join("\n")}`,
        }),
      ],
      heads,
      rules,
      FALLBACK,
    ).map((f) => f.asset);

  it("a name no file yields, under the type and data source of an asset the head yields, is a finding at the contract's level", () => {
    const findings = noAssetFindings(
      [loaded("ALERT", "ACTIVE", { names: `dataAssetResourceName: ${MISSING}` })],
      [baseOrders],
      noRules,
      FALLBACK,
    );
    expect(findings).toEqual([
      {
        rule: "CONTRACT_POINTS_AT_NO_ASSET",
        level: "ALERT",
        file: "contracts/orders.yaml",
        line: 1,
        title: "Contract points at no asset: contract orders",
        message: `no file of the repository yields ${MISSING} at the head of this pull request`,
        contract: expect.objectContaining({ name: "orders" }),
        asset: MISSING,
        suggestions: [ORDERS],
      },
    ]);
  });

  it("a name under another data source, or another type, than the head's assets is not the repository's to produce", () => {
    const names = [ORDERS, MISSING, under("avro", "github.com/acme/other"), under("protobuf", SHOP)];
    expect(flagged(names, [baseOrders], noRules)).toEqual([MISSING]);
  });

  it("a name of no known source type is never the repository's to produce", () => {
    const typed = config(
      `sources:\n  - glob: "schemas/**/*.avsc"\n    type: avro\n    dataSource: ${SHOP}\n`,
    );
    const names = [`kafka://${SHOP}:schemas/orders.avsc:acme.Order`, "schemas/orders.avsc", "orders"];
    expect(flagged(names, [baseOrders], typed)).toEqual([]);
  });

  it("an untyped source rule produces no source, not even under its data source", () => {
    const untyped = config(`sources:\n  - glob: "schemas/**/*.avsc"\n    dataSource: ${SHOP}\n`);
    expect(untyped.config.sources[0]?.type).toBeUndefined();
    const names = [under("undefined", SHOP), under("", SHOP), MISSING];
    expect(flagged(names, [], untyped)).toEqual([]);
  });

  it("a typed source rule produces its type and data source even where no file yields an asset of it yet", () => {
    const typed = config(
      `sources:\n  - glob: "schemas/**/*.avsc"\n    type: avro\n    dataSource: ${SHOP}\n`,
    );
    const names = [MISSING, under("avro", "github.com/acme/other"), under("protobuf", SHOP)];
    expect(flagged(names, [], typed)).toEqual([MISSING]);
  });

  it("a rule's data source is its own, else the configuration's, else the check's default", () => {
    const names = [under("avro", "rule-ds"), under("avro", "config-ds"), under("avro", FALLBACK)];
    const rule = (dataSource: string) => `sources:\n  - glob: "**/*.avsc"\n    type: avro\n${dataSource}`;
    expect(flagged(names, [], config(`${rule("    dataSource: rule-ds\n")}dataSource: config-ds\n`))).toEqual(
      [under("avro", "rule-ds")],
    );
    expect(flagged(names, [], config(`${rule("")}dataSource: config-ds\n`))).toEqual([
      under("avro", "config-ds"),
    ]);
    expect(flagged(names, [], config(rule("")))).toEqual([under("avro", FALLBACK)]);
  });

  it("either a head asset or a rule is enough to produce a source", () => {
    const protobuf = config(
      `sources:\n  - glob: "proto/**/*.proto"\n    type: protobuf\n    dataSource: ${SHOP}\n`,
    );
    expect(flagged([MISSING, under("protobuf", SHOP)], [baseOrders], protobuf)).toEqual([
      MISSING,
      under("protobuf", SHOP),
    ]);
  });

  it("a repository that yields no asset and has no typed rule produces no source", () => {
    expect(flagged([MISSING, under("protobuf", SHOP)], [], noRules)).toEqual([]);
  });
});
