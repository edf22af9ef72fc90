// The safe-rename route of each format (compliance/rename-routes.ts), in full: the format named in
// the comment, the advice a reader follows, the fence language and the exact code to write.
import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import type { SourceType } from "../../src/api/source-types.js";
import { type RenameSite, renameRoute } from "../../src/compliance/rename-routes.js";
import { field } from "./nodes.js";

function site(sourceType: SourceType, from: SchemaNode, to: SchemaNode, path = "x", file = "x"): RenameSite {
  return { sourceType, path, file, from, to };
}

const SQL_ADVICE =
  "Expand and contract instead of renaming in place: add the new column, keep the old one filled while its readers move, and drop it later.";

describe("the SQL route: expand, keep both filled, contract later", () => {
  it("a PostgreSQL rename adds the new column of the old type, fills it, and keeps both in step with a trigger", () => {
    const route = renameRoute(
      site(
        "postgres",
        field("email", "string", { constraints: { physicalType: "character varying(255)" } }),
        field("contact_email", "string"),
        "shop.public.users",
      ),
    );
    expect(route).toEqual({
      format: "PostgreSQL",
      advice: SQL_ADVICE,
      language: "sql",
      code: [
        "-- 1. expand: add the new column beside the old one, filled from it",
        'ALTER TABLE "public"."users" ADD COLUMN "contact_email" character varying(255);',
        'UPDATE "public"."users" SET "contact_email" = "email";',
        'CREATE FUNCTION "users_contact_email_sync"() RETURNS trigger LANGUAGE plpgsql AS $sync$',
        "BEGIN",
        "  IF TG_OP = 'INSERT' THEN",
        '    NEW."contact_email" := COALESCE(NEW."contact_email", NEW."email");',
        '    NEW."email" := COALESCE(NEW."email", NEW."contact_email");',
        '  ELSIF NEW."email" IS DISTINCT FROM OLD."email" THEN',
        '    NEW."contact_email" := NEW."email";',
        "  ELSE",
        '    NEW."email" := NEW."contact_email";',
        "  END IF;",
        "  RETURN NEW;",
        "END $sync$;",
        'CREATE TRIGGER "users_contact_email_sync" BEFORE INSERT OR UPDATE ON "public"."users"',
        '  FOR EACH ROW EXECUTE FUNCTION "users_contact_email_sync"();',
        '-- 2. move every reader and writer to "contact_email"',
        "-- 3. contract, in a later pull request (with the contract changed to the new name):",
        '-- ALTER TABLE "public"."users" DROP COLUMN "email";',
      ].join("\n"),
    });
  });

  it("the PostgreSQL dollar quote takes the next free tag when the names hold $sync$ and $sync1$", () => {
    const code = renameRoute(
      site("postgres", field("a", "int32"), field("b$sync$c$sync1$", "int32"), "db.public.t"),
    ).code.split("\n");
    expect(code[3]).toBe(
      'CREATE FUNCTION "t_b$sync$c$sync1$_sync"() RETURNS trigger LANGUAGE plpgsql AS $sync2$',
    );
    expect(code[14]).toBe("END $sync2$;");
  });

  it("a MySQL rename adds the column with backquotes and leaves keeping both filled to a trigger or the writers", () => {
    const route = renameRoute(
      site(
        "mysql",
        field("customer_id", "int64", { constraints: { physicalType: "bigint" } }),
        field("buyer_id", "int64"),
        "shop.orders",
      ),
    );
    expect(route).toEqual({
      format: "MySQL",
      advice: SQL_ADVICE,
      language: "sql",
      code: [
        "-- 1. expand: add the new column beside the old one, filled from it",
        "ALTER TABLE `shop`.`orders` ADD COLUMN `buyer_id` bigint;",
        "UPDATE `shop`.`orders` SET `buyer_id` = `customer_id`;",
        "-- keep both columns filled on every write (a trigger, or the writers) until step 3",
        "-- 2. move every reader and writer to `buyer_id`",
        "-- 3. contract, in a later pull request (with the contract changed to the new name):",
        "-- ALTER TABLE `shop`.`orders` DROP COLUMN `customer_id`;",
      ].join("\n"),
    });
  });

  it("a SQL Server rename adds the column without the COLUMN keyword, in brackets", () => {
    const route = renameRoute(
      site(
        "mssql",
        field("price", "decimal128", { constraints: { physicalType: "decimal(10,2)" } }),
        field("unit_price", "decimal128"),
        "sales.dbo.orders",
      ),
    );
    expect(route).toEqual({
      format: "SQL Server",
      advice: SQL_ADVICE,
      language: "sql",
      code: [
        "-- 1. expand: add the new column beside the old one, filled from it",
        "ALTER TABLE [dbo].[orders] ADD [unit_price] decimal(10,2);",
        "UPDATE [dbo].[orders] SET [unit_price] = [price];",
        "-- keep both columns filled on every write (a trigger, or the writers) until step 3",
        "-- 2. move every reader and writer to [unit_price]",
        "-- 3. contract, in a later pull request (with the contract changed to the new name):",
        "-- ALTER TABLE [dbo].[orders] DROP COLUMN [price];",
      ].join("\n"),
    });
  });

  const addLine = (physicalType: unknown) =>
    renameRoute(
      site("mysql", field("a", "string", { constraints: { physicalType } }), field("b", "string"), "db.t"),
    ).code.split("\n")[1];

  it("the new column keeps the declared type, spaces and all", () => {
    expect(addLine("character varying(20)")).toBe(
      "ALTER TABLE `db`.`t` ADD COLUMN `b` character varying(20);",
    );
  });

  it("a declared type made of other characters than a type's is left for the reader to fill", () => {
    expect(addLine("text; DROP TABLE t")).toBe(
      "ALTER TABLE `db`.`t` ADD COLUMN `b` /* the column's type */;",
    );
    expect(addLine("`x` text")).toBe("ALTER TABLE `db`.`t` ADD COLUMN `b` /* the column's type */;");
  });

  it("an empty or missing declared type falls back to the field's type", () => {
    expect(addLine("")).toBe("ALTER TABLE `db`.`t` ADD COLUMN `b` string;");
    expect(addLine(undefined)).toBe("ALTER TABLE `db`.`t` ADD COLUMN `b` string;");
  });
});

const AVRO_ADVICE =
  "Keep the rename and give the new field the old name as an alias: Avro schema resolution then reads data written under the old name into the new field.";

describe("the Avro route: the old name as an alias", () => {
  it("a .avsc field gets the old name in its aliases, as JSON", () => {
    expect(
      renameRoute(site("avro", field("customer", "string"), field("buyer", "string"), "x", "shop.avsc")),
    ).toEqual({
      format: "Avro",
      advice: AVRO_ADVICE,
      language: "json",
      code: '"name": "buyer", "aliases": ["customer"]',
    });
  });

  it("an Avro IDL field gets an @aliases annotation and its declared type", () => {
    const to = field("buyer", "int64", { constraints: { physicalType: "long" } });
    expect(renameRoute(site("avro", field("customer", "int64"), to, "x", "idl/Shop.AVDL"))).toEqual({
      format: "Avro IDL",
      advice: AVRO_ADVICE,
      language: "java",
      code: '@aliases(["customer"]) long buyer;',
    });
  });

  it("an Avro IDL field with no declared type (or an empty one) is written with the field's type", () => {
    const idl = (to: SchemaNode) =>
      renameRoute(site("avro", field("customer", "string"), to, "x", "shop.avdl")).code;
    expect(idl(field("buyer", "string"))).toBe('@aliases(["customer"]) string buyer;');
    expect(idl(field("buyer", "string", { constraints: { physicalType: "" } }))).toBe(
      '@aliases(["customer"]) string buyer;',
    );
  });
});

describe("the Protobuf route: same number, old JSON name, old name reserved", () => {
  it("names the kept field number in the advice and the field", () => {
    const route = renameRoute(
      site(
        "protobuf",
        field("customer_id", "int64", { constraints: { fieldNumber: 3 } }),
        field("buyer_id", "int64", { constraints: { physicalType: "int64" } }),
      ),
    );
    expect(route).toEqual({
      format: "Protobuf",
      advice:
        "Keep the field number 3 (the binary encoding) and the old JSON name with json_name, and reserve the old name so no other field takes it; or keep the old name.",
      language: "protobuf",
      code: 'reserved "customer_id";\nint64 buyer_id = 3 [json_name = "customerId"];',
    });
  });

  it("without a known field number, says to keep it and leaves a placeholder for it", () => {
    const route = renameRoute(site("protobuf", field("customer", "string"), field("buyer", "string")));
    expect(route.advice).toBe(
      "Keep the field number (the binary encoding) and the old JSON name with json_name, and reserve the old name so no other field takes it; or keep the old name.",
    );
    expect(route.code).toBe(
      'reserved "customer";\nstring buyer = /* the old field\'s number */ [json_name = "customer"];',
    );
  });

  it("keeps the old field's explicit JSON name, however the reader spelled the key", () => {
    const json = (constraints: Record<string, unknown>) =>
      renameRoute(
        site("protobuf", field("customer_id", "string", { constraints }), field("buyer", "string")),
      ).code.split("\n")[1];
    expect(json({ fieldNumber: 1, json_name: "cust" })).toBe('string buyer = 1 [json_name = "cust"];');
    expect(json({ fieldNumber: 1, jsonName: "cust" })).toBe('string buyer = 1 [json_name = "cust"];');
  });

  it("the default JSON name is protoc's: underscores dropped, a following lowercase letter or digit raised", () => {
    const json = (name: string) =>
      renameRoute(site("protobuf", field(name, "string"), field("buyer", "string"))).code.match(
        /json_name = "(.*)"/,
      )?.[1];
    expect(json("customer__id")).toBe("customerId");
    expect(json("user_ID")).toBe("userID");
    expect(json("customer_")).toBe("customer");
    expect(json("line_2")).toBe("line2");
  });
});

describe("the code-model route: the serialisation name keeps the old key", () => {
  const code = (sourceType: SourceType, physicalType?: string) =>
    renameRoute(
      site(
        sourceType,
        field("customer", "string"),
        field("buyer", "string", physicalType === undefined ? {} : { constraints: { physicalType } }),
      ),
    );

  it("Java: @JsonProperty with the old name", () => {
    expect(code("java", "String")).toEqual({
      format: "Java",
      advice: "Rename the field in code and keep its serialised name:",
      language: "java",
      code: '@JsonProperty("customer")\nString buyer;',
    });
  });

  it("Kotlin: @SerialName with the old name", () => {
    expect(code("kotlin", "String")).toEqual({
      format: "Kotlin",
      advice:
        "Rename the property in code and keep its serialised name (SerialName for kotlinx.serialization, field:JsonProperty for Jackson):",
      language: "kotlin",
      code: '@SerialName("customer")\nval buyer: String',
    });
  });

  it("Python: a pydantic alias with the old name", () => {
    expect(code("python", "str")).toEqual({
      format: "Python",
      advice: "Rename the attribute in code and keep its serialised name with a pydantic alias:",
      language: "python",
      code: 'buyer: str = Field(alias="customer")',
    });
  });

  it("Go: the old key in the json tag", () => {
    expect(code("golang", "string")).toEqual({
      format: "Go",
      advice: "Rename the struct field in code and keep its JSON key in the tag:",
      language: "go",
      code: 'buyer string `json:"customer"`',
    });
  });

  it("Swift: the old key as the coding key", () => {
    expect(code("swift")).toEqual({
      format: "Swift",
      advice: "Rename the property in code and keep its coding key:",
      language: "swift",
      code: 'enum CodingKeys: String, CodingKey {\n  case buyer = "customer"\n}',
    });
  });
});

const EXPAND_ADVICE =
  "Expand and contract: add the new field beside the old one, write both while readers move to the new name, and remove the old one later (with the contract changed).";

describe("the expand-and-contract route of formats that name fields only by key", () => {
  const route = (sourceType: SourceType) =>
    renameRoute(
      site(sourceType, field("customer", "string"), field("buyer", "string", { logical: "email" })),
    );

  it("JSON Schema: the old property marked deprecated beside the new one", () => {
    expect(route("json_schema")).toEqual({
      format: "JSON Schema",
      advice: EXPAND_ADVICE,
      language: "json",
      code: '"customer": { "deprecated": true, "description": "use buyer" },\n"buyer": { ... }',
    });
  });

  it("TypeScript: the old property with a @deprecated tag beside the new one, both of the new type", () => {
    expect(route("typescript")).toEqual({
      format: "TypeScript",
      advice: EXPAND_ADVICE,
      language: "ts",
      code: "/** @deprecated use buyer */\ncustomer: string (email);\nbuyer: string (email);",
    });
  });

  it("any other format: named by its source type, the same sketch as plain text", () => {
    expect(route("php")).toEqual({
      format: "php",
      advice: EXPAND_ADVICE,
      language: "text",
      code: "/** @deprecated use buyer */\ncustomer: string (email);\nbuyer: string (email);",
    });
    expect(route("dataframe").format).toBe("dataframe");
  });
});
