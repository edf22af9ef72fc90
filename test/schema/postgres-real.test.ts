import { afterAll, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";
import { fieldAt } from "./golden.js";

afterAll(() => closeReaders());

const read = async (files: Record<string, string>, path: string) =>
  readAssets([{ path, sourceType: "postgres" }], { files: memorySource(files), dataSourceOf: () => "db" });

// Shapes found on real public schemas (issue 14) that lost tables or diffed against themselves.
describe("postgres reader on real-world DDL", () => {
  it("loads contrib extensions, keeps literal 'now()' defaults as written, reads partitioned tables once and types from other schemas", async () => {
    const sql = [
      'CREATE EXTENSION IF NOT EXISTS "uuid-ossp";', // 1
      "CREATE EXTENSION IF NOT EXISTS citext;",
      "CREATE EXTENSION IF NOT EXISTS pgcrypto;",
      "CREATE EXTENSION IF NOT EXISTS pg_trgm;",
      "CREATE SCHEMA types;", // 5
      "CREATE TYPE types.mood AS ENUM ('happy', 'sad');",
      "CREATE DOMAIN types.email AS citext CHECK (VALUE ~ '@');",
      "CREATE TABLE users (",
      "  id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),",
      "  token uuid NOT NULL DEFAULT gen_random_uuid(),", // 10
      "  email types.email NOT NULL,",
      "  nick citext,",
      "  mood types.mood,",
      "  created_at timestamp NOT NULL DEFAULT 'NOW()',",
      "  born date DEFAULT 'today'", // 15
      ");",
      "CREATE INDEX users_nick_trgm ON users USING gin (nick gin_trgm_ops);",
      "ALTER TABLE users OWNER TO app_owner_that_does_not_exist;",
      "CREATE TABLE measurement (id bigint NOT NULL, logdate date NOT NULL) PARTITION BY RANGE (logdate);",
      "CREATE TABLE measurement_y2024 PARTITION OF measurement FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');", // 20
      "",
    ].join("\n");
    const { assets, diagnostics } = await read({ "schema.sql": sql }, "schema.sql");
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path)).toEqual(["postgres.public.measurement", "postgres.public.users"]);
    const users = assets.find((a) => a.path === "postgres.public.users");
    expect(fieldAt(users, "id").constraints).toEqual({
      physicalType: "uuid",
      default: "uuid_generate_v4()",
      primaryKey: true,
    });
    expect(fieldAt(users, "token").constraints?.default).toBe("gen_random_uuid()");
    expect(fieldAt(users, "email")).toMatchObject({ type: "string", line: 11 });
    expect(fieldAt(users, "email").constraints).toMatchObject({
      domain: "types.email",
      physicalType: "citext",
    });
    expect(fieldAt(users, "nick").constraints).toEqual({ physicalType: "citext" });
    expect(fieldAt(users, "mood").constraints).toEqual({
      physicalType: "types.mood",
      symbols: ["happy", "sad"],
    });
    expect(fieldAt(users, "created_at").constraints?.default).toBe("'NOW()'");
    expect(fieldAt(users, "born").constraints?.default).toBe("'today'");
  }, 120_000);

  it("reports RENAME COLUMN as a rename (constraints.renamedFrom)", async () => {
    const { assets, diagnostics } = await read(
      {
        "m/001.sql": "CREATE TABLE account (id int, owner text, note text);\n",
        "m/002.sql":
          "ALTER TABLE account RENAME COLUMN owner TO holder;\nALTER TABLE account ALTER COLUMN holder TYPE varchar(80);\n",
      },
      "m",
    );
    expect(diagnostics).toEqual([]);
    const account = assets[0];
    expect(fieldAt(account, "holder")).toMatchObject({
      line: 2,
      file: "m/002.sql",
      constraints: { renamedFrom: "owner", maxLength: 80 },
    });
    expect(fieldAt(account, "note").constraints?.renamedFrom).toBeUndefined();
  }, 120_000);
});
