// Renames recognised per format (compliance/renames.ts), each side read by the real reader of its
// format, and what is not a rename: more fields removed than added, another type, another place.
import { afterAll, describe, expect, it } from "vitest";
import type { SourceType } from "../../src/api/source-types.js";
import { probableRenames, renameNotes } from "../../src/compliance/renames.js";
import { closeReaders } from "../../src/schema/index.js";
import { readOneAsset } from "../support/read-one-asset.js";

afterAll(async () => {
  await closeReaders();
});

const read = readOneAsset;

async function renames(sourceType: SourceType, path: string, base: string, head: string) {
  const [b, h] = [await read(sourceType, path, base), await read(sourceType, path, head)];
  return probableRenames(b.schema, h.schema, sourceType).map(({ from, to, sign, carried }) => ({
    from,
    to,
    sign,
    carried,
  }));
}

const avro = (fields: object[]) =>
  JSON.stringify({ type: "record", name: "Order", namespace: "acme", fields });
const proto = (body: string) => `syntax = "proto3";\npackage acme;\nmessage Order {\n${body}\n}\n`;
const schema = (properties: Record<string, object>) =>
  JSON.stringify({ type: "object", title: "Order", properties });

describe("probable renames, per format", () => {
  it("Avro: an alias naming the old field is a rename the format carries; without one, the same type at the same place", async () => {
    const base = avro([
      { name: "id", type: "long" },
      { name: "customer", type: "string" },
      { name: "total", type: "double" },
    ]);
    const aliased = avro([
      { name: "id", type: "long" },
      { name: "total", type: "double" },
      { name: "buyer", type: "string", aliases: ["customer"] },
    ]);
    const inPlace = avro([
      { name: "id", type: "long" },
      { name: "buyer", type: "string" },
      { name: "total", type: "double" },
    ]);
    expect(await renames("avro", "o.avsc", base, aliased)).toEqual([
      { from: "customer", to: "buyer", sign: "alias", carried: true },
    ]);
    expect(await renames("avro", "o.avsc", base, inPlace)).toEqual([
      { from: "customer", to: "buyer", sign: "place", carried: false },
    ]);
  });

  it("Avro: a rename inside a nested record is found at its path", async () => {
    const nested = (name: string) =>
      avro([
        { name: "id", type: "long" },
        {
          name: "customer",
          type: {
            type: "record",
            name: "Customer",
            fields: [
              { name, type: "string" },
              { name: "zip", type: "string" },
            ],
          },
        },
      ]);
    expect(await renames("avro", "o.avsc", nested("name"), nested("full_name"))).toEqual([
      { from: "customer.name", to: "customer.full_name", sign: "place", carried: false },
    ]);
  });

  it("Protobuf: a field keeping its number is a rename; carried only when its JSON name stays", async () => {
    const base = proto("  int64 id = 1;\n  string customer_name = 2;\n  double total = 3;");
    expect(
      await renames(
        "protobuf",
        "o.proto",
        base,
        proto("  int64 id = 1;\n  double total = 3;\n  string buyer = 2;"),
      ),
    ).toEqual([{ from: "customer_name", to: "buyer", sign: "field-number", carried: false }]);
    expect(
      await renames(
        "protobuf",
        "o.proto",
        base,
        proto('  int64 id = 1;\n  string buyer = 2 [json_name = "customerName"];\n  double total = 3;'),
      ),
    ).toEqual([{ from: "customer_name", to: "buyer", sign: "field-number", carried: true }]);
  });

  it("PostgreSQL: RENAME COLUMN is a rename; so is a column renamed in place in CREATE TABLE", async () => {
    const base = "CREATE TABLE users (id bigint PRIMARY KEY, email text NOT NULL, name text);\n";
    expect(
      await renames(
        "postgres",
        "db/users.sql",
        base,
        `${base}ALTER TABLE users RENAME COLUMN email TO email_address;\n`,
      ),
    ).toEqual([{ from: "email", to: "email_address", sign: "rename-statement", carried: false }]);
    expect(
      await renames(
        "postgres",
        "db/users.sql",
        base,
        "CREATE TABLE users (id bigint PRIMARY KEY, mail text NOT NULL, name text);\n",
      ),
    ).toEqual([{ from: "email", to: "mail", sign: "place", carried: false }]);
  });

  it("JSON Schema and Java: a property or field renamed in place", async () => {
    expect(
      await renames(
        "json_schema",
        "o.schema.json",
        schema({ id: { type: "integer" }, customer: { type: "string" }, total: { type: "number" } }),
        schema({ id: { type: "integer" }, buyer: { type: "string" }, total: { type: "number" } }),
      ),
    ).toEqual([{ from: "customer", to: "buyer", sign: "place", carried: false }]);
    const java = (name: string) =>
      `package acme;\npublic class Order {\n  public long id;\n  ${name}\n  public double total;\n}\n`;
    expect(
      await renames("java", "Order.java", java("public String customer;"), java("public String buyer;")),
    ).toEqual([{ from: "customer", to: "buyer", sign: "place", carried: false }]);
    // The safe route for code models: the serialisation name keeps the old key, so nothing changed.
    expect(
      await renames(
        "java",
        "Order.java",
        java("public String customer;"),
        java('@JsonProperty("customer") public String buyer;'),
      ),
    ).toEqual([]);
  });
});

describe("not a rename", () => {
  const base = avro([
    { name: "id", type: "long" },
    { name: "customer", type: "string" },
    { name: "note", type: "string" },
    { name: "total", type: "double" },
  ]);

  it("two fields removed and one added: which one was renamed nobody can tell", async () => {
    const head = avro([
      { name: "id", type: "long" },
      { name: "buyer", type: "string" },
      { name: "total", type: "double" },
    ]);
    expect(await renames("avro", "o.avsc", base, head)).toEqual([]);
  });

  it("a field of another type at the same place", async () => {
    const head = avro([
      { name: "id", type: "long" },
      { name: "buyer", type: "long" },
      { name: "note", type: "string" },
      { name: "total", type: "double" },
    ]);
    expect(await renames("avro", "o.avsc", base, head)).toEqual([]);
  });

  it("a field of the same type at another place (no shared index or neighbour)", async () => {
    const head = avro([
      { name: "id", type: "long" },
      { name: "note", type: "string" },
      { name: "total", type: "double" },
      { name: "buyer", type: "string" },
    ]);
    expect(await renames("avro", "o.avsc", base, head)).toEqual([]);
  });

  it("a record of other fields at the same place (a record renamed with its fields is one)", async () => {
    const withRecord = (name: string, fields: string[]) =>
      avro([
        { name: "id", type: "long" },
        {
          name,
          type: {
            type: "record",
            name: `R${name}`,
            fields: fields.map((f) => ({ name: f, type: "string" })),
          },
        },
      ]);
    const base = withRecord("customer", ["name", "zip"]);
    expect(await renames("avro", "o.avsc", base, withRecord("buyer", ["email"]))).toEqual([]);
    expect(await renames("avro", "o.avsc", base, withRecord("buyer", ["name", "zip"]))).toEqual([
      { from: "customer", to: "buyer", sign: "place", carried: false },
    ]);
  });

  it("a Protobuf field under a new number and a new name at another place", async () => {
    const base = proto("  int64 id = 1;\n  string customer = 2;\n  double total = 3;\n  int32 qty = 4;");
    const head = proto("  int64 id = 1;\n  double total = 3;\n  int32 qty = 4;\n  string buyer = 5;");
    expect(await renames("protobuf", "o.proto", base, head)).toEqual([]);
  });
});

describe("the safe route of each rename", () => {
  it("names the old and the new field in the format's syntax", async () => {
    const routeOf = async (sourceType: SourceType, path: string, base: string, head: string) => {
      const notes = renameNotes(await read(sourceType, path, base), await read(sourceType, path, head));
      return [...notes.values()][0]?.route;
    };
    const avroRoute = await routeOf(
      "avro",
      "o.avsc",
      avro([
        { name: "id", type: "long" },
        { name: "customer", type: "string" },
      ]),
      avro([
        { name: "id", type: "long" },
        { name: "buyer", type: "string" },
      ]),
    );
    expect(avroRoute).toMatchObject({ format: "Avro", code: '"name": "buyer", "aliases": ["customer"]' });
    const idl = (field: string) =>
      `@namespace("acme")\nprotocol Shop {\n  record Order {\n    long id;\n    ${field}\n  }\n}\n`;
    const idlRoute = await routeOf("avro", "shop.avdl", idl("string customer;"), idl("string buyer;"));
    expect(idlRoute).toMatchObject({ format: "Avro IDL", code: '@aliases(["customer"]) string buyer;' });
    // The route followed: the IDL reader reads the alias, so the field is no longer missing.
    expect(await renames("avro", "shop.avdl", idl("string customer;"), idl(idlRoute?.code ?? ""))).toEqual([
      { from: "customer", to: "buyer", sign: "alias", carried: true },
    ]);
    const protoRoute = await routeOf(
      "protobuf",
      "o.proto",
      proto("  int64 id = 1;\n  string customer_name = 2;"),
      proto("  int64 id = 1;\n  string buyer = 2;"),
    );
    expect(protoRoute?.code).toBe(
      'reserved "customer_name";\nstring buyer = 2 [json_name = "customerName"];',
    );
    const javaRoute = await routeOf(
      "java",
      "Order.java",
      "package acme;\npublic class Order {\n  public long id;\n  public String customer;\n}\n",
      "package acme;\npublic class Order {\n  public long id;\n  public String buyer;\n}\n",
    );
    expect(javaRoute?.code).toBe('@JsonProperty("customer")\n… buyer;');
  });
});

describe("the PostgreSQL route runs as written", () => {
  it("expands with quoted names (a quote, a dollar tag), keeps both columns filled, and contracts later", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { renameRoute } = await import("../../src/compliance/rename-routes.js");
    const [oldName, newName] = ['e"mail', "mail$sync$x"];
    const route = renameRoute({
      sourceType: "postgres",
      path: "shop.public.users",
      file: "db/users.sql",
      from: { name: oldName, type: "string", constraints: { physicalType: "text" } },
      to: { name: newName, type: "string", constraints: { physicalType: "text" } },
    });
    const db = await PGlite.create();
    try {
      await db.exec(`CREATE TABLE public.users (id int PRIMARY KEY, "e""mail" text);
        INSERT INTO public.users VALUES (1, 'a@x');`);
      await db.exec(route.code);
      // Step 1 filled the new column; the trigger keeps both in step whichever one a writer sets.
      await db.exec(`INSERT INTO public.users (id, "e""mail") VALUES (2, 'b@x');
        INSERT INTO public.users (id, "mail$sync$x") VALUES (3, 'c@x');
        UPDATE public.users SET "mail$sync$x" = 'd@x' WHERE id = 1;`);
      const rows = await db.query<{ id: number; old: string; new: string }>(
        `SELECT id, "e""mail" AS old, "mail$sync$x" AS new FROM public.users ORDER BY id`,
      );
      expect(rows.rows).toEqual([
        { id: 1, old: "d@x", new: "d@x" },
        { id: 2, old: "b@x", new: "b@x" },
        { id: 3, old: "c@x", new: "c@x" },
      ]);
      expect(route.code).toContain(`-- ALTER TABLE "public"."users" DROP COLUMN "e""mail";`);
    } finally {
      await db.close();
    }
  });
});

describe("the route of each code model and SQL dialect", () => {
  const site = (sourceType: SourceType, path = "shop.dbo.users") => ({
    sourceType,
    path,
    file: "x",
    from: { name: 'e"mail]`', type: "string" as const },
    to: { name: "mail", type: "string" as const },
  });
  it("spells the serialisation name as the reader's language does, the old name quoted as a literal", async () => {
    const { renameRoute } = await import("../../src/compliance/rename-routes.js");
    expect(renameRoute(site("kotlin")).code).toBe('@SerialName("e\\"mail]`")\nval mail: …');
    expect(renameRoute(site("python")).code).toBe('mail: … = Field(alias="e\\"mail]`")');
    expect(renameRoute(site("golang")).code).toBe('mail … `json:"e\\"mail]"`');
    expect(renameRoute(site("swift")).code).toBe(
      'enum CodingKeys: String, CodingKey {\n  case mail = "e\\"mail]`"\n}',
    );
    expect(renameRoute(site("json_schema")).code).toContain('"e\\"mail]`": { "deprecated": true');
  });

  it("quotes identifiers for MySQL and SQL Server, doubling the quote inside", async () => {
    const { renameRoute } = await import("../../src/compliance/rename-routes.js");
    expect(renameRoute(site("mysql")).code).toContain("ALTER TABLE `dbo`.`users` ADD COLUMN `mail` string;");
    expect(renameRoute(site("mysql")).code).toContain('UPDATE `dbo`.`users` SET `mail` = `e"mail]```;');
    expect(renameRoute(site("mssql")).code).toContain('UPDATE [dbo].[users] SET [mail] = [e"mail]]`];');
  });

  it("a Python attribute with the old name as its pydantic alias is no rename at all", async () => {
    const model = (field: string) =>
      `from pydantic import BaseModel, Field\n\nclass Order(BaseModel):\n    id: int\n    ${field}\n`;
    expect(
      await renames(
        "python",
        "order.py",
        model("customer: str"),
        model('buyer: str = Field(alias="customer")'),
      ),
    ).toEqual([]);
    expect(await renames("python", "order.py", model("customer: str"), model("buyer: str"))).toEqual([
      { from: "customer", to: "buyer", sign: "place", carried: false },
    ]);
  });
});
