// The reconcile plan as a pure function, and its table: no Git, no service.
import { describe, expect, it } from "vitest";
import type { Contract, ContractCreate } from "../../src/api/resources.js";
import { renderPlanTable } from "../../src/report/plan-table.js";
import { planReconcile } from "../../src/sync/reconcile-plan.js";

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

function have(n: number, extra: Partial<Contract> = {}): Contract {
  return {
    ...want(n),
    enforcementLevel: "BLOCK",
    gitRepo: REPO,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    contractSpecRaw: "",
    violations: [],
    ...extra,
  } as Contract;
}

describe("planReconcile", () => {
  it("creates, updates (saying what differs), archives and leaves alone", () => {
    const plan = planReconcile(
      [
        want(1),
        want(2, { version: "2", enforcementLevel: "ALERT" }),
        want(3, { contractSpec: { id: id(3), name: "c3", schema: [{ name: "id", type: "string" }] } }),
        want(4, { enforcementLevel: undefined }),
        want(5),
      ],
      [have(2), have(3), have(4, { enforcementLevel: "INACTIVE" }), have(5, { status: "ARCHIVED" }), have(6)],
      `${REPO}/`,
    );
    expect(plan.entries.map((e) => [e.name, e.action, e.reason, e.versionBefore, e.versionAfter])).toEqual([
      ["c1", "create", "not in the service", undefined, "1"],
      ["c2", "update", "level BLOCK -> ALERT, version changed", "1", "2"],
      ["c3", "update", "spec changed", "1", "1"],
      ["c4", "unchanged", "same", "1", "1"],
      ["c5", "update", "status ARCHIVED -> ACTIVE", "1", "1"],
      ["c6", "archive", "file gone", "1", "1"],
    ]);
    expect(plan.counts).toEqual({ create: 1, update: 3, archive: 1, unchanged: 1 });
    expect(plan.entries.at(-1)?.body).toMatchObject({
      id: id(6),
      status: "ARCHIVED",
      filePath: "contracts/c6.yaml",
    });
  });

  it("never archives another repository's contracts, an archived one, or one whose file could not be read", () => {
    const held = [
      have(1, { gitRepo: "https://github.com/acme/other" }),
      have(2, { status: "ARCHIVED" }),
      have(3),
      have(4, { gitRepo: undefined }),
    ];
    expect(planReconcile([], held, REPO, new Set(["contracts/c3.yaml"])).entries).toEqual([]);
    // Without knowing the repository, nothing is archived.
    expect(planReconcile([], [have(3)], undefined).entries).toEqual([]);
    expect(planReconcile([], [have(3)], REPO).counts.archive).toBe(1);
  });

  it("spec equality ignores key order and absent values", () => {
    const reordered = have(1, {
      contractSpec: { schema: [{ type: "int64", name: "id" }], name: "c1", id: id(1), doc: undefined },
    });
    expect(planReconcile([want(1)], [reordered], REPO).counts.unchanged).toBe(1);
  });
});

describe("renderPlanTable", () => {
  it("lists changes first, with versions and reasons, and escapes names", () => {
    const plan = planReconcile([want(1), want(2, { contractSpec: { name: "a|<b>" } })], [have(1)], REPO);
    expect(renderPlanTable(plan)).toBe(
      [
        "| Contract | Action | Version | Reason |",
        "| --- | --- | --- | --- |",
        "| a&#124;&#60;b&#62; | create | — -> 1 | not in the service |",
        "| c1 | unchanged | 1 | same |",
        "",
      ].join("\n"),
    );
  });
});
