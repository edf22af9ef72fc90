// Details of who-depends answers (sync/check/impact.ts) taken from a service that says more than it
// was asked, and of the reconcile plan (sync/reconcile-plan.ts): repository URLs, moves, waivers.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Contract, ContractCreate, DataAssetImpact } from "../../src/api/resources.js";
import { assessReport } from "../../src/outcome/assessment.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { IMPACT_LIST_LIMIT, impactOf } from "../../src/sync/check/impact.js";
import type { ServicePort } from "../../src/sync/ports.js";
import { planReconcile } from "../../src/sync/reconcile-plan.js";

const ORDERS = "postgres://db:5432:shop.public.orders";
const log = { info: () => {}, warn: () => {} };

const brokenOrders: CheckReport = {
  checks: [
    {
      asset: ORDERS,
      contract: { id: randomUUID(), name: "orders", enforcementLevel: "BLOCK" },
      violations: [{ field: "currency", message: "missing", violationType: "MISSING_REQUIRED_PROPERTY" }],
    },
  ],
  uncontracted: [],
  unreadable: [],
};

type ImpactOptions = Parameters<ServicePort["dataAssetImpact"]>[1];

/** A service answering with `answer`, whatever limit it was asked for; it records the request options. */
function answering(answer: DataAssetImpact): { port: ServicePort; options: ImpactOptions[] } {
  const options: ImpactOptions[] = [];
  const port = {
    dataAssetImpact: async (_request: unknown, requestOptions: ImpactOptions) => {
      options.push(requestOptions);
      return { results: [answer] };
    },
  } as unknown as ServicePort;
  return { port, options };
}

const neighbours = (n: number, kind: string) =>
  Array.from({ length: n }, (_, i) => ({ id: randomUUID(), name: `${kind}_${i}` }));

describe("who depends on a broken asset, as a remote service answers", () => {
  it("lists at most the limit of readers, writers and consumers even when the service sends more, keeping the whole counts", async () => {
    const { port } = answering({
      dataAssetResourceName: ORDERS,
      readers: neighbours(8, "reader"),
      readerCount: 8,
      writers: neighbours(7, "writer"),
      writerCount: 7,
      consumers: Array.from({ length: 9 }, (_, i) => ({ name: `@team-${i}`, contractId: randomUUID() })),
      consumerCount: 9,
    });
    const impact = await impactOf(assessReport(brokenOrders).findings, port, log);
    const [asset] = impact?.assets ?? [];
    expect(asset?.readers.map((r) => r.name)).toEqual([
      "reader_0",
      "reader_1",
      "reader_2",
      "reader_3",
      "reader_4",
    ]);
    expect(asset?.writers.map((w) => w.name)).toEqual([
      "writer_0",
      "writer_1",
      "writer_2",
      "writer_3",
      "writer_4",
    ]);
    expect(asset?.consumers.map((c) => c.name)).toEqual([
      "@team-0",
      "@team-1",
      "@team-2",
      "@team-3",
      "@team-4",
    ]);
    expect(IMPACT_LIST_LIMIT).toBe(5);
    expect(asset).toMatchObject({ readerCount: 8, writerCount: 7, consumerCount: 9 });
  });

  it("keeps each consumer's team, contact and contract as given, and adds none the service left out", async () => {
    const contractId = randomUUID();
    const { port } = answering({
      dataAssetResourceName: ORDERS,
      readers: [],
      readerCount: 0,
      writers: [],
      writerCount: 0,
      consumers: [
        { name: "@billing", team: "finance", contact: "#billing", contractName: "orders", contractId },
        { name: "@ledger", contractId },
        { name: "@audit", team: "risk", contractId },
        { name: "@bi", contact: "#bi", contractName: "orders v2", contractId },
      ],
      consumerCount: 4,
    });
    const impact = await impactOf(assessReport(brokenOrders).findings, port, log);
    // Strict: a key the service did not send is absent, not present as undefined.
    expect(impact?.assets[0]?.consumers).toStrictEqual([
      { name: "@billing", team: "finance", contact: "#billing", contractName: "orders" },
      { name: "@ledger" },
      { name: "@audit", team: "risk" },
      { name: "@bi", contact: "#bi", contractName: "orders v2" },
    ]);
  });

  it("asks the service under a deadline, so a silent service cannot hold the check", async () => {
    const { port, options } = answering({
      dataAssetResourceName: ORDERS,
      readers: [],
      readerCount: 0,
      writers: [],
      writerCount: 0,
      consumers: [],
      consumerCount: 0,
    });
    await impactOf(assessReport(brokenOrders).findings, port, log);
    expect(options).toHaveLength(1);
    const signal = options[0]?.signal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
  });
});

const REPO = "https://github.com/acme/shop";
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function want(n: number, extra: Partial<ContractCreate> = {}): ContractCreate {
  return {
    id: id(n),
    status: "ACTIVE",
    contractSpec: { id: id(n), name: `c${n}`, schema: [{ name: "id", type: "int64" }] },
    version: "1",
    enforcementLevel: "BLOCK",
    filePath: `contracts/c${n}.yaml`,
    ...extra,
  };
}

function held(n: number, extra: Partial<Contract> = {}): Contract {
  return {
    ...want(n),
    gitRepo: REPO,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    contractSpecRaw: "",
    violations: [],
    ...extra,
  } as Contract;
}

const archived = (gitRepo: string, heldRepo: string) =>
  planReconcile([], [held(1, { gitRepo: heldRepo })], gitRepo).entries.map((e) => [e.name, e.action]);

describe("planReconcile: which held contracts are this repository's", () => {
  it("treats a clone URL ending in .git as the same repository", () => {
    expect(archived(REPO, `${REPO}.git`)).toEqual([["c1", "archive"]]);
    expect(archived(`${REPO}.git`, REPO)).toEqual([["c1", "archive"]]);
  });

  it("ignores any number of trailing slashes", () => {
    expect(archived(`${REPO}//`, REPO)).toEqual([["c1", "archive"]]);
    expect(archived(REPO, `${REPO}///`)).toEqual([["c1", "archive"]]);
  });

  it("ignores the case of the URL", () => {
    expect(archived("https://GitHub.com/Acme/Shop", REPO)).toEqual([["c1", "archive"]]);
  });

  it("does not take a repository whose name merely contains .git for another one", () => {
    expect(archived("https://github.com/acme/shop-tools", "https://github.com/acme/shop.git-tools")).toEqual(
      [],
    );
    expect(archived("https://github.com/acme/shop.git-tools", "https://github.com/acme/shop-tools")).toEqual(
      [],
    );
  });
  it("folds case without merging two different repositories (ß is not ss)", () => {
    expect(archived("https://git.example.org/acme/straße", "https://git.example.org/acme/strasse")).toEqual(
      [],
    );
    expect(archived("https://git.example.org/acme/Straße", "https://git.example.org/acme/straße")).toEqual([
      ["c1", "archive"],
    ]);
  });
});

describe("planReconcile: updates and archive bodies", () => {
  it("says a contract the service holds without a file moved from nowhere", () => {
    const plan = planReconcile([want(1)], [held(1, { filePath: undefined })], REPO);
    expect(plan.entries.map((e) => [e.action, e.reason])).toEqual([["update", "moved from nowhere"]]);
  });

  it("says where a contract moved from", () => {
    const plan = planReconcile([want(1)], [held(1, { filePath: "old/c1.yaml" })], REPO);
    expect(plan.entries.map((e) => e.reason)).toEqual(["moved from old/c1.yaml"]);
  });

  it("keeps the waivers of a contract it archives", () => {
    const waivers = [
      {
        rule: "COLUMN_REMOVED",
        asset: ORDERS,
        reason: "retired with the old app",
        approvedBy: ["@data-owners"],
        expires: "2027-01-01",
      },
    ];
    const plan = planReconcile([], [held(1, { waivers })], REPO);
    expect(plan.entries[0]?.body).toMatchObject({ status: "ARCHIVED", waivers });
  });

  it("adds no waivers to an archived contract that had none", () => {
    const plan = planReconcile([], [held(1)], REPO);
    expect(plan.entries[0]?.body).not.toHaveProperty("waivers");
  });
});
