// The details of how a check reads a pull request's contract files and reports their changes
// (README "Contract changes"): which end each changed file is read at, the size limit of a contract
// file, one contract per id across the changed files, the key changes reviewers see, removed
// contracts, the base's waiver ledger when it is broken, and reading the base's contracts once.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/git/git-repository.js";
import type { SourceFiles } from "../../src/schema/model.js";
import { baseContractsOf } from "../../src/sync/check/base-contracts.js";
import {
  contractChanges,
  duplicateIdErrors,
  loadChangedContracts,
} from "../../src/sync/check/contract-changes.js";
import { baseWaiverLedger } from "../../src/sync/check/waiver-ledger.js";
import { DEFAULT_WAIVER_FILE, readWaiverLedger } from "../../src/waivers/ledger.js";
import {
  changedOf,
  configOf,
  contract,
  filesOf,
  ORDERS,
  ORDERS_ID,
  USERS,
  USERS_ID,
} from "../support/approval-context.js";
import { countedReads } from "../support/counted-files.js";

const ORDERS_FILE = "contracts/orders.yaml";

/** A native contract file's text: one document per name, each holding `id` and one field. */
function contractText(id: string, ...names: string[]): string {
  return names
    .map(
      (name) =>
        `id: ${id}\nname: ${name}\ndataAssetResourceName: ${ORDERS}\nenforcementLevel: BLOCK\nstatus: ACTIVE\nschema:\n  - name: id\n    type: int64\n`,
    )
    .join("---\n");
}

const isContractFile = (path: string) => path.startsWith("contracts/") && path.endsWith(".yaml");

const names = (contracts: readonly { contract: { name: string } }[]) => contracts.map((c) => c.contract.name);

describe("reading the changed contract files", () => {
  it("reads a modified contract file at the base and at the head", async () => {
    const files = filesOf({ [ORDERS_FILE]: contractText(ORDERS_ID, "orders") });
    const changed = await loadChangedContracts(
      [{ status: "modified", path: ORDERS_FILE }],
      files,
      files,
      isContractFile,
    );
    expect(names(changed.base)).toEqual(["orders"]);
    expect(names(changed.head)).toEqual(["orders"]);
    expect(changed.diagnostics).toEqual([]);
  });

  it("does not look for an added file at the base", async () => {
    const base = countedReads(filesOf({ [ORDERS_FILE]: contractText(ORDERS_ID, "orders") }));
    const head = filesOf({ [ORDERS_FILE]: contractText(ORDERS_ID, "orders") });
    const changed = await loadChangedContracts(
      [{ status: "added", path: ORDERS_FILE }],
      base.files,
      head,
      isContractFile,
    );
    expect(base.reads).toEqual([]);
    expect(changed.base).toEqual([]);
    expect(names(changed.head)).toEqual(["orders"]);
  });

  it("does not look for a deleted file at the head", async () => {
    const base = filesOf({ [ORDERS_FILE]: contractText(ORDERS_ID, "orders") });
    const head = countedReads(filesOf({ [ORDERS_FILE]: contractText(ORDERS_ID, "orders") }));
    const changed = await loadChangedContracts(
      [{ status: "deleted", path: ORDERS_FILE }],
      base,
      head.files,
      isContractFile,
    );
    expect(head.reads).toEqual([]);
    expect(names(changed.base)).toEqual(["orders"]);
    expect(changed.head).toEqual([]);
  });

  it("refuses an oversized contract file at the head unread, calling it the contract file", async () => {
    const head = countedReads(filesOf({ [ORDERS_FILE]: contractText(ORDERS_ID, "orders") }));
    const oversized: SourceFiles = { ...head.files, size: async () => 5 * 1024 * 1024 };
    const changed = await loadChangedContracts(
      [{ status: "added", path: ORDERS_FILE }],
      filesOf({}),
      oversized,
      isContractFile,
    );
    expect(head.reads).toEqual([]);
    expect(changed.head).toEqual([]);
    expect(changed.diagnostics).toEqual([
      {
        file: ORDERS_FILE,
        severity: "error",
        message: "the contract file is 5.0 MiB, over the limit of 4.0 MiB; not read",
      },
    ]);
  });
});

describe("one contract per id", () => {
  async function headOf(files: Record<string, string>) {
    const changedFiles: ChangedFile[] = Object.keys(files).map((path) => ({ status: "added", path }));
    const changed = await loadChangedContracts(changedFiles, filesOf({}), filesOf(files), isContractFile);
    return { changed, changedFiles };
  }

  it("a new contract with an id of its own is no error", async () => {
    const { changed, changedFiles } = await headOf({ [ORDERS_FILE]: contractText(ORDERS_ID, "orders") });
    expect(duplicateIdErrors(changed, changedFiles, [])).toEqual([]);
  });

  it("two added files declaring one new id: the later one is an error naming the first", async () => {
    const { changed, changedFiles } = await headOf({
      "contracts/a.yaml": contractText(ORDERS_ID, "orders"),
      "contracts/b.yaml": contractText(ORDERS_ID, "orders_copy"),
    });
    expect(duplicateIdErrors(changed, changedFiles, [])).toEqual([
      {
        file: "contracts/b.yaml",
        line: 1,
        severity: "error",
        message: `id: ${ORDERS_ID} is already the id of the contract in contracts/a.yaml:1; a contract id names one contract, give this one its own`,
      },
    ]);
  });

  it("a file repeating an id is no error of its own; another file taking the id names the file's first contract", async () => {
    const { changed, changedFiles } = await headOf({
      "contracts/a.yaml": contractText(ORDERS_ID, "orders", "orders_v2"),
      "contracts/b.yaml": contractText(ORDERS_ID, "orders_copy"),
    });
    expect(changed.head.map((c) => `${c.file}:${c.line}`)).toEqual([
      "contracts/a.yaml:1",
      "contracts/a.yaml:10",
      "contracts/b.yaml:1",
    ]);
    const errors = duplicateIdErrors(changed, changedFiles, []);
    expect(errors.map((e) => `${e.file}:${e.line}`)).toEqual(["contracts/b.yaml:1"]);
    expect(errors[0]?.message).toContain("is already the id of the contract in contracts/a.yaml:1;");
  });
});

describe("the changes reviewers see", () => {
  it("an unchanged contract is not listed", () => {
    expect(contractChanges(changedOf([contract()], [contract()]))).toEqual([]);
  });

  it("a schema change alone lists the field change and no key change", () => {
    const changes = contractChanges(
      changedOf([contract({ fields: ["id", "total"] })], [contract({ fields: ["id"] })]),
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]?.status).toBe("changed");
    expect(changes[0]?.changes).toHaveLength(1);
    expect(changes[0]?.changes[0]).toMatchObject({ field: "total" });
    expect(changes[0]?.changes[0]?.kind).not.toBe("CONSTRAINT_CHANGED");
  });

  it("a lowered enforcement level is a non-breaking key change showing both levels", () => {
    const changes = contractChanges(
      changedOf([contract({ level: "BLOCK" })], [contract({ level: "ALERT" })]),
    );
    expect(changes).toEqual([
      expect.objectContaining({
        status: "changed",
        contract: expect.objectContaining({ name: "orders", enforcementLevel: "ALERT" }),
        changes: [
          {
            kind: "CONSTRAINT_CHANGED",
            field: "",
            breaking: false,
            reason: "the contract's enforcementLevel changed",
            before: "enforcementLevel: BLOCK",
            after: "enforcementLevel: ALERT",
          },
        ],
      }),
    ]);
  });

  it("an owner set or cleared shows (unset) on the side where there is none", () => {
    const set = contractChanges(changedOf([contract()], [contract({ owner: "alice@acme.example" })]));
    expect(set[0]?.changes).toEqual([
      expect.objectContaining({
        reason: "the contract's owner changed",
        before: "owner: (unset)",
        after: "owner: alice@acme.example",
      }),
    ]);
    const cleared = contractChanges(changedOf([contract({ owner: "alice@acme.example" })], [contract()]));
    expect(cleared[0]?.changes).toEqual([
      expect.objectContaining({ before: "owner: alice@acme.example", after: "owner: (unset)" }),
    ]);
  });

  it("a contract the head no longer holds is listed as removed", () => {
    const users = contract({ id: USERS_ID, name: "users", asset: USERS });
    const changes = contractChanges(changedOf([contract(), users], [contract()]));
    expect(changes).toEqual([
      { contract: expect.objectContaining({ id: USERS_ID, name: "users" }), status: "removed", changes: [] },
    ]);
  });

  it("a file the head reads with warnings only still counts as read: the contract it gave up is removed", async () => {
    const gable = readFileSync(
      new URL("../../fixtures/odcs/gable-vehicle-location.yaml", import.meta.url),
      "utf8",
    );
    const renumbered = gable
      .replace("id: 6b7f4f6c-324c-4a26-9114-eefdee49d5c9", `id: ${USERS_ID}`)
      .replace("owner: transit-data@acme.example", "owner: Transit Data");
    const path = "contracts/vehicle.yaml";
    const changed = await loadChangedContracts(
      [{ status: "modified", path }],
      filesOf({ [path]: gable }),
      filesOf({ [path]: renumbered }),
      isContractFile,
    );
    expect(changed.diagnostics.map((d) => d.severity)).toEqual(["warning"]);
    expect(contractChanges(changed).map((c) => `${c.status} ${c.contract.id}`)).toEqual([
      `added ${USERS_ID}`,
      "removed 6b7f4f6c-324c-4a26-9114-eefdee49d5c9",
    ]);
  });
});

describe("the base's waiver ledger", () => {
  it("a ledger that is not valid YAML blocks at its line, saying the ledger waives nothing until fixed", async () => {
    const text = "waivers: []\nwaivers: []\n";
    const { ledger, findings } = baseWaiverLedger(
      await readWaiverLedger(filesOf({ [DEFAULT_WAIVER_FILE]: text })),
      "2026-01-01",
    );
    expect(ledger?.entries).toEqual([]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: "WAIVERS_INVALID",
      level: "BLOCK",
      file: DEFAULT_WAIVER_FILE,
      line: 2,
    });
    expect(findings[0]?.message).toMatch(/^YAML: .+: the ledger waives nothing until it is fixed$/);
  });
});

describe("the base's contracts", () => {
  it("are read once per check, however often they are asked for", async () => {
    const base = countedReads(filesOf({ [ORDERS_FILE]: contractText(ORDERS_ID, "orders") }));
    const run = {
      baseContracts: [],
      baseScope: { loaded: false },
      baseFiles: base.files,
      sources: { rules: configOf().rules },
      today: "2026-11-28",
    };
    const first = await baseContractsOf(run);
    const second = await baseContractsOf(run);
    expect(names(first)).toEqual(["orders"]);
    expect(names(second)).toEqual(["orders"]);
    expect(base.reads.filter((p) => p === ORDERS_FILE)).toEqual([ORDERS_FILE]);
  });
});
