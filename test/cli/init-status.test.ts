// What DRAFT and RECORD mean to a check, visibly: a draft contract's asset is listed as "draft contract,
// not enforced", a RECORD violation says it is recorded and does not block, and `init --status --level`
// writes contracts enforced from day one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function cli(repo: TestRepo, args: string[]) {
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(args, io);
  return { code, out: io.out, err: io.err };
}

/** init with the flags, then a pull request that drops a column: the check's comment and exit code. */
async function onboardAndDrop(flags: string[]) {
  const repo = TestRepo.init();
  repos.push(repo);
  repo
    .write({
      "db/migrations/001_orders.sql": "CREATE TABLE orders (id bigint PRIMARY KEY, total numeric(10,2));\n",
    })
    .commit("base");
  const init = await cli(repo, ["init", ...flags]);
  expect(init.code).toBe(0);
  const base = repo.commit("onboard");
  const head = repo
    .write({ "db/migrations/002_drop.sql": "ALTER TABLE orders DROP COLUMN total;\n" })
    .commit("drop");
  const check = await cli(repo, ["check", "--base", base, "--head", head]);
  return {
    ...check,
    init: init.out,
    contract: readFileSync(join(repo.dir, "contracts/orders.yaml"), "utf8"),
  };
}

describe("a contract's status and level, as the check shows them", () => {
  it("a DRAFT contract (what init writes) is named beside its asset's changes as not enforced", async () => {
    const { code, out, contract } = await onboardAndDrop([]);
    expect(contract).toMatch(/^status: DRAFT$/m);
    expect(out).toContain("### Changes to assets without a contract");
    expect(out).toMatch(
      /postgres\.public\.orders<\/code> \(postgres\) · draft contract orders, not enforced \(status: DRAFT\)/,
    );
    expect(code).toBe(0);
  });

  it("init --status ACTIVE --level RECORD: the violation is listed, says it is recorded, and passes", async () => {
    const { code, out, contract } = await onboardAndDrop(["--status", "ACTIVE", "--level", "RECORD"]);
    expect(contract).toMatch(/^status: ACTIVE$/m);
    expect(contract).toMatch(/^enforcementLevel: RECORD$/m);
    expect(out).toContain("<b>RECORD</b>");
    expect(out).toContain("RECORD: recorded for the contract's owner; this pull request is not blocked.");
    expect(out).not.toContain("draft contract");
    expect(code).toBe(0);
  });

  it("init --status ACTIVE --level BLOCK: enforced from day one", async () => {
    const { code, out } = await onboardAndDrop(["--status", "ACTIVE", "--level", "BLOCK"]);
    expect(out).toContain("this change breaks a blocking contract");
    expect(code).toBe(1);
  });

  it("init's advice fits what it wrote: 'set status: ACTIVE' only for contracts it did not write ACTIVE", async () => {
    const draft = await onboardAndDrop([]);
    expect(draft.init).toContain("next     review the contracts: set status: ACTIVE");
    const active = await onboardAndDrop(["--status", "ACTIVE", "--level", "BLOCK"]);
    expect(active.init).not.toContain("set status: ACTIVE");
    expect(active.init).toContain(
      "next     review the contracts, then commit: they are enforced from that commit on",
    );
  });

  it("init --format odcs: ODCS skeletons and the ODCS contract it found, bound in its config, enforced on the next pull request", async () => {
    const repo = TestRepo.init();
    repos.push(repo);
    const record = (name: string, fields: string[]) =>
      JSON.stringify({
        type: "record",
        name,
        namespace: "com.acme",
        fields: fields.map((f) => ({ name: f, type: "string" })),
      });
    repo
      .write({
        "schemas/order.avsc": record("Order", ["order_id", "customer"]),
        "schemas/refund.avsc": record("Refund", ["refund_id", "reason"]),
        "datacontracts/orders.odcs.yaml":
          "apiVersion: v3.2.0\nkind: DataContract\nid: orders\nversion: 1.0.0\nstatus: active\nschema:\n  - name: Order\n    properties:\n      - { name: order_id, logicalType: string, required: true }\n      - { name: customer, logicalType: string, required: true }\n",
      })
      .commit("base");
    const init = await cli(repo, ["init", "--format", "odcs", "--status", "ACTIVE", "--level", "BLOCK"]);
    expect(init.code, init.out).toBe(0);
    expect(init.out).toContain(
      "wrote    contracts/refund.odcs.yaml: contract skeleton (ODCS v3.2.0, bound in the configuration) for avro://local:schemas/refund.avsc:com.acme.Refund",
    );
    expect(init.out).toContain(
      'bound    datacontracts/orders.odcs.yaml schema[0] "Order" to avro://local:schemas/order.avsc:com.acme.Order (odcs.bindings in the config)',
    );
    expect(init.out).not.toContain("contracts/order.odcs.yaml");
    const base = repo.commit("onboard");
    const head = repo
      .write({
        "schemas/order.avsc": record("Order", ["order_id"]),
        "schemas/refund.avsc": record("Refund", ["refund_id"]),
      })
      .commit("drop");
    const check = await cli(repo, ["check", "--base", base, "--head", head, "--format", "json"]);
    expect(check.code, check.err).toBe(1);
    expect(check.out).toContain("Required field 'customer'");
    expect(check.out).toContain("Required field 'reason'");
  });

  it("refuses a status or level it does not know, naming the flag", async () => {
    const repo = TestRepo.init();
    repos.push(repo);
    repo
      .write({ "a.avsc": '{"type":"record","name":"A","fields":[{"name":"id","type":"long"}]}' })
      .commit("a");
    const { code, err } = await cli(repo, ["init", "--level", "LOUD"]);
    expect(code).toBe(2);
    expect(err).toContain("--level");
  });
});
