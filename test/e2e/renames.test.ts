// Renames recognised, with the safe route (docs/intended-changes.md "Renames: the safe route"), through the bundled
// action and the fake GitHub: a field renamed under a BLOCK contract is reported as a probable
// rename (not as a missing field) with the non-breaking route for Avro, Protobuf and SQL written
// out with the names; following the route passes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { TOKEN, Upstream } from "./harness.js";
import { PullRequestRuns } from "./pull-request-runs.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
  - glob: "proto/**/*.proto"
    type: protobuf
    dataSource: github.com/acme/shop
  - glob: "db/**/*.sql"
    type: postgres
    dataSource: shop-db:5432
`;

const avsc = (customer: object) =>
  `${JSON.stringify(
    {
      type: "record",
      name: "Order",
      namespace: "acme",
      fields: [{ name: "id", type: "long" }, customer, { name: "total", type: "double" }],
    },
    null,
    2,
  )}\n`;
const proto = (field: string) =>
  `syntax = "proto3";\npackage acme.shop;\n\nmessage Customer {\n  int64 id = 1;\n  ${field}\n  string country = 3;\n}\n`;
const USERS = "CREATE TABLE users (\n  id bigint PRIMARY KEY,\n  email text NOT NULL,\n  name text\n);\n";

const contract = (id: string, name: string, asset: string, field: string) => `id: ${id}
name: ${name}
dataAssetResourceName: ${asset}
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: ${field}
    type: string
`;

describe.sequential("the bundled action reports a rename with its safe route", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let runs: PullRequestRuns;
  let base: string;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    runs = new PullRequestRuns(fake, upstream);
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": avsc({ name: "customer", type: "string" }),
      "proto/customer.proto": proto("string customer_name = 2;"),
      "db/users.sql": USERS,
      "contracts/orders.yaml": contract(
        "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
        "orders",
        "avro://github.com/acme/shop:schemas/order.avsc:acme.Order",
        "customer",
      ),
      "contracts/customers.yaml": contract(
        "6c1d7b63-4d2f-4b54-8a3f-9e3b2c4d5e6f",
        "customers",
        "protobuf://github.com/acme/shop:proto/customer.proto:acme.shop.Customer",
        "customer_name",
      ),
      "contracts/users.yaml": contract(
        "7d2e8c74-5e3a-4c65-9b4a-af4c3d5e6f70",
        "users",
        "postgres://shop-db:5432:postgres.public.users",
        "email",
      ),
    });
    base = upstream.commit("orders, customers, users");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    runs.cleanup();
  });

  /** A branch off main changing `files`; the action's result and the pull request's comment. */
  async function pullRequest(number: number, files: Record<string, string>) {
    upstream.repo.git(["checkout", "--quiet", "-B", `pr-${number}`, base]);
    const head = upstream.repo.write(files).commit(`pr ${number}`);
    upstream.push(`refs/heads/pr-${number}`);
    const result = await runs.check(number, { base, head, checkedOut: head });
    const comment = fake.commentsOn(REPO, number).at(-1)?.body ?? "";
    return { result, comment };
  }

  it(
    "Avro: a field renamed in place blocks as a probable rename, with the alias to add",
    async () => {
      const { result, comment } = await pullRequest(101, {
        "schemas/order.avsc": avsc({ name: "buyer", type: "string" }),
      });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs).toMatchObject({ verdict: "block", violations: "1" });
      expect(comment).toContain("| `customer` | PROBABLE_RENAME |");
      expect(comment).not.toContain("MISSING_REQUIRED_PROPERTY");
      expect(comment).toContain(
        "**Probable rename** `customer` → `buyer`: 'customer' is gone and 'buyer', of the same type, took its place (readers of the old name break).",
      );
      expect(comment).toContain(
        "Safe route (Avro): Keep the rename and give the new field the old name as an alias",
      );
      expect(comment).toContain('```json\n"name": "buyer", "aliases": ["customer"]\n```');
      expect(result.annotations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            level: "error",
            title: expect.stringContaining("Probable rename: customer -> buyer"),
          }),
        ]),
      );
    },
    RUN_TIMEOUT,
  );

  it(
    "Avro: the route followed (the old name as an alias) passes",
    async () => {
      const { result } = await pullRequest(102, {
        "schemas/order.avsc": avsc({ name: "buyer", type: "string", aliases: ["customer"] }),
      });
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs).toMatchObject({ verdict: "pass", violations: "0" });
    },
    RUN_TIMEOUT,
  );

  it(
    "Protobuf: a field keeping its number under a new name blocks (its JSON name changed), with json_name and reserved",
    async () => {
      const { result, comment } = await pullRequest(103, {
        "proto/customer.proto": proto("string buyer = 2;"),
      });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs).toMatchObject({ verdict: "block", violations: "1" });
      expect(comment).toContain("| `customer_name` | PROBABLE_RENAME |");
      expect(comment).toContain(
        "it keeps field number 2 (the binary encoding is unchanged) but its JSON name changes from 'customerName' to 'buyer'",
      );
      expect(comment).toContain(
        '```protobuf\nreserved "customer_name";\nstring buyer = 2 [json_name = "customerName"];\n```',
      );
    },
    RUN_TIMEOUT,
  );

  it(
    "Protobuf: the route followed (number and JSON name kept) is listed, not counted",
    async () => {
      const { result, comment } = await pullRequest(104, {
        "proto/customer.proto": proto(
          'reserved "customer_name";\n  string buyer = 2 [json_name = "customerName"];',
        ),
      });
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs).toMatchObject({ verdict: "pass", violations: "0" });
      expect(comment).toContain("| `customer_name` | PROBABLE_RENAME |");
      expect(comment).toContain("(the format carries both names: not counted)");
      expect(comment).toContain("0 violations, 1 not counted</summary>");
    },
    RUN_TIMEOUT,
  );

  it(
    "SQL: RENAME COLUMN blocks as a rename, with expand and contract written out for the table",
    async () => {
      const { result, comment } = await pullRequest(105, {
        "db/users.sql": `${USERS}ALTER TABLE users RENAME COLUMN email TO email_address;\n`,
      });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs).toMatchObject({ verdict: "block", violations: "1" });
      expect(comment).toContain("| `email` | PROBABLE_RENAME |");
      expect(comment).toContain("a RENAME COLUMN statement renamed it: queries that name 'email' fail");
      expect(comment).toContain("Safe route (PostgreSQL): Expand and contract instead of renaming in place");
      expect(comment).toContain(
        [
          "```sql",
          "-- 1. expand: add the new column beside the old one, filled from it",
          'ALTER TABLE "public"."users" ADD COLUMN "email_address" text;',
          'UPDATE "public"."users" SET "email_address" = "email";',
          'CREATE FUNCTION "users_email_address_sync"() RETURNS trigger LANGUAGE plpgsql AS $sync$',
        ].join("\n"),
      );
      expect(comment).toContain('-- ALTER TABLE "public"."users" DROP COLUMN "email";\n```');
      // The finding points at the statement that renamed the column, not at the table.
      expect(result.annotations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            level: "error",
            file: "db/users.sql",
            line: 6,
            title: expect.stringContaining("Probable rename: email -> email_address"),
          }),
        ]),
      );
    },
    RUN_TIMEOUT,
  );
});
