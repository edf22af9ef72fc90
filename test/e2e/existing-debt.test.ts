// Only what the pull request introduced blocks (docs/rules.md "Existing debt: only what the pull request introduced blocks"), through the bundled action:
// the base's record already lacks a field its BLOCK contract requires; a pull request that edits
// the record elsewhere passes with the debt in its own section, with GitHub's merge ref checked out
// and with the branch tip; one that also drops a field blocks on that field alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { AVRO_SHOP_CONFIG, NOTE_FIELD, orderAvsc, orderEventContract } from "../support/order-schema.js";
import { TOKEN, Upstream } from "./harness.js";
import { PullRequestRuns } from "./pull-request-runs.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;

const DEBT_SECTION = "🗄️ Existing debt: 1 finding the base branch already has (not counted)";

describe.sequential("the bundled action sets the base's existing debt apart", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let runs: PullRequestRuns;
  let base: string;
  let forkPoint: string;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    runs = new PullRequestRuns(fake, upstream);
    // The contract requires `currency`, which the record has never had.
    upstream.repo.write({
      ".github/contract-sync.yml": AVRO_SHOP_CONFIG,
      "schemas/order.avsc": orderAvsc(),
      "contracts/orders.yaml": orderEventContract(true),
    });
    forkPoint = upstream.commit("orders");
    // main moves on meanwhile, so GitHub's merge ref is a commit of its own.
    base = upstream.repo.write({ "README.md": "shop\n" }).commit("readme");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    runs.cleanup();
  });

  function branch(name: string, avsc: string): string {
    upstream.repo.git(["checkout", "--quiet", "-B", name, forkPoint]);
    const head = upstream.repo.write({ "schemas/order.avsc": avsc }).commit(name);
    upstream.push(`refs/heads/${name}`);
    return head;
  }

  for (const [label, number] of [
    ["the branch tip", 91],
    ["GitHub's merge ref", 92],
  ] as const) {
    it(
      `with ${label} checked out, the debt passes, in its own section and counted apart`,
      async () => {
        const head = branch(`note-${number}`, orderAvsc([NOTE_FIELD]));
        const checkedOut = number === 92 ? runs.mergeRef(number, base, head) : head;
        const result = await runs.check(number, { base, head, checkedOut });
        expect(result.code, result.stdout + result.stderr).toBe(0);
        expect(result.outputs).toMatchObject({ verdict: "pass", violations: "0", "existing-debt": "1" });
        expect(result.summary).toContain(DEBT_SECTION);
        expect(result.summary).not.toContain("breaks a blocking contract");
        expect(result.annotations).toEqual([
          expect.objectContaining({
            level: "notice",
            title: expect.stringContaining("Existing debt: Required field missing: currency"),
          }),
        ]);
        const comment = fake.commentsOn(REPO, number).at(-1)?.body ?? "";
        expect(comment).toContain(DEBT_SECTION);
      },
      RUN_TIMEOUT,
    );
  }

  it(
    "a field the pull request drops blocks; the debt beside it does not count",
    async () => {
      const head = branch(
        "drop-total",
        orderAvsc().replace(`    { "name": "total", "type": "double" },\n`, ""),
      );
      const result = await runs.check(93, { base, head, checkedOut: head });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs).toMatchObject({ verdict: "block", violations: "1", "existing-debt": "1" });
      expect(result.annotations.filter((a) => a.level === "error" && a.file).map((a) => a.title)).toEqual([
        expect.stringContaining("total"),
      ]);
      expect(result.summary).toContain(DEBT_SECTION);
    },
    RUN_TIMEOUT,
  );
});
