// The TypeORM reader (issue 55): every column decorator and option as TypeORM's drivers write them,
// the naming strategies, the problems at their lines, and agreement with the SQL TypeORM's
// migration:generate wrote for the blog fixture (typeorm-blog/src/migrations, kept as written).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { diffSchemas } from "../../../src/compliance/diff.js";
import { directorySource, memorySource } from "../../../src/schema/fs-source.js";
import { closeReaders, readAssets, toWireNode } from "../../../src/schema/index.js";
import type { Dialect } from "../../../src/schema/readers/described/ddl.js";
import { typeorm } from "../../../src/schema/readers/described/typeorm.js";

const BLOG = fileURLToPath(new URL("../frameworks/typeorm-blog/", import.meta.url));
afterAll(() => closeReaders());

const HEAD = 'import { Column, Entity, PrimaryColumn } from "typeorm";\n';

async function describeFiles(files: Record<string, string>, dialect: Dialect = "postgres") {
  const path = Object.keys(files)[0] as string;
  const text = files[path] as string;
  return typeorm.describe({ path, text, dialect, files: memorySource(files) });
}

/** One entity with one property: `@Decorator(...)` and the annotation. */
const entity = (decorator: string, annotation = "string") =>
  `${HEAD}@Entity("t")\nexport class T {\n  ${decorator}\n  c: ${annotation};\n}\n`;

describe("TypeORM columns, as its drivers write them", () => {
  // [decorator, annotation, postgres, mysql, mssql (type, NOT NULL, default)]
  type Expected = [string, boolean, string | undefined];
  const cases: [string, string, Expected, Expected, Expected][] = [
    [
      "@Column()",
      "string",
      ["character varying", true, undefined],
      ["varchar(255)", true, undefined],
      ["nvarchar(255)", true, undefined],
    ],
    ["@Column()", "number", ["integer", true, undefined], ["int", true, undefined], ["int", true, undefined]],
    [
      "@Column()",
      "boolean",
      ["boolean", true, undefined],
      ["tinyint", true, undefined],
      ["bit", true, undefined],
    ],
    [
      "@Column()",
      "Date",
      ["timestamp without time zone", true, undefined],
      ["datetime", true, undefined],
      ["datetime", true, undefined],
    ],
    [
      "@Column({ nullable: true })",
      "string | null",
      ["character varying", false, undefined],
      ["varchar(255)", false, undefined],
      ["nvarchar(255)", false, undefined],
    ],
    [
      "@Column({ length: 80 })",
      "string",
      ["character varying(80)", true, undefined],
      ["varchar(80)", true, undefined],
      ["nvarchar(80)", true, undefined],
    ],
    [
      '@Column("varchar", { length: 80 })',
      "string",
      ["character varying(80)", true, undefined],
      ["varchar(80)", true, undefined],
      ["varchar(80)", true, undefined],
    ],
    [
      '@Column({ type: "text" })',
      "string",
      ["text", true, undefined],
      ["text", true, undefined],
      ["text", true, undefined],
    ],
    [
      '@Column({ type: "decimal", precision: 10, scale: 2 })',
      "string",
      ["numeric(10,2)", true, undefined],
      ["decimal(10,2)", true, undefined],
      ["decimal(10,2)", true, undefined],
    ],
    [
      '@Column({ type: "int", default: 0 })',
      "number",
      ["integer", true, "0"],
      ["int", true, "0"],
      ["int", true, "0"],
    ],
    [
      '@Column({ default: "it\'s" })',
      "string",
      ["character varying", true, "'it''s'"],
      ["varchar(255)", true, "'it''s'"],
      ["nvarchar(255)", true, "'it''s'"],
    ],
    [
      "@Column({ default: false })",
      "boolean",
      ["boolean", true, "false"],
      ["tinyint", true, "0"],
      ["bit", true, "0"],
    ],
    [
      '@Column({ type: "date", default: () => "CURRENT_TIMESTAMP" })',
      "Date",
      ["date", true, "CURRENT_TIMESTAMP"],
      ["date", true, "CURRENT_TIMESTAMP"],
      ["date", true, "CURRENT_TIMESTAMP"],
    ],
    [
      '@Column({ type: "simple-json", nullable: true })',
      "object",
      ["text", false, undefined],
      ["text", false, undefined],
      ["ntext", false, undefined],
    ],
    [
      '@Column({ type: "uuid" })',
      "string",
      ["uuid", true, undefined],
      ["varchar(36)", true, undefined],
      ["uniqueidentifier", true, undefined],
    ],
    [
      '@Column({ type: "enum", enum: ["a", "b"] })',
      "string",
      ['"t_c_enum"', true, undefined],
      ["enum('a','b')", true, undefined],
      ["", false, undefined],
    ],
    [
      '@Column({ type: "simple-enum", enum: ["a", "b"], enumName: "kind" })',
      "string",
      ['"kind"', true, undefined],
      ["enum('a','b')", true, undefined],
      ["nvarchar(255)", true, undefined],
    ],
    [
      '@Column("int", { array: true })',
      "number[]",
      ["integer[]", true, undefined],
      ["", false, undefined],
      ["", false, undefined],
    ],
    [
      '@Column({ name: "c", type: Number })',
      "unknown",
      ["integer", true, undefined],
      ["int", true, undefined],
      ["int", true, undefined],
    ],
    [
      "@PrimaryColumn()",
      "string",
      ["character varying", true, undefined],
      ["varchar(255)", true, undefined],
      ["nvarchar(255)", true, undefined],
    ],
    [
      "@PrimaryGeneratedColumn()",
      "number",
      ["SERIAL", true, undefined],
      ["int AUTO_INCREMENT", true, undefined],
      ["int IDENTITY(1,1)", true, undefined],
    ],
    [
      '@PrimaryGeneratedColumn("increment", { type: "bigint" })',
      "string",
      ["BIGSERIAL", true, undefined],
      ["bigint AUTO_INCREMENT", true, undefined],
      ["bigint IDENTITY(1,1)", true, undefined],
    ],
    [
      '@PrimaryGeneratedColumn("uuid")',
      "string",
      ["uuid", true, "uuid_generate_v4()"],
      ["varchar(36)", true, undefined],
      ["uniqueidentifier", true, "NEWSEQUENTIALID()"],
    ],
    [
      '@PrimaryGeneratedColumn("identity")',
      "number",
      ["integer GENERATED BY DEFAULT AS IDENTITY", true, undefined],
      ["", false, undefined],
      ["", false, undefined],
    ],
    [
      '@PrimaryGeneratedColumn({ type: "bigint", generatedIdentity: "ALWAYS", generationStrategy: "identity" })',
      "string",
      ["bigint GENERATED ALWAYS AS IDENTITY", true, undefined],
      ["", false, undefined],
      ["", false, undefined],
    ],
    [
      "@CreateDateColumn()",
      "Date",
      ["timestamp without time zone", true, "now()"],
      ["datetime(6)", true, "CURRENT_TIMESTAMP(6)"],
      ["datetime2", true, "getdate()"],
    ],
    [
      "@UpdateDateColumn({ precision: 3 })",
      "Date",
      ["timestamp(3) without time zone", true, "now()"],
      ["datetime(3)", true, "CURRENT_TIMESTAMP(3)"],
      ["datetime2(3)", true, "getdate()"],
    ],
    [
      "@DeleteDateColumn()",
      "Date | null",
      ["timestamp without time zone", false, undefined],
      ["datetime(6)", false, undefined],
      ["datetime2", false, undefined],
    ],
    [
      "@VersionColumn()",
      "number",
      ["integer", true, undefined],
      ["int", true, undefined],
      ["int", true, undefined],
    ],
  ];
  const dialects: Dialect[] = ["postgres", "mysql", "mssql"];
  it.each(dialects)("enumerates every decorator and option on %s", async (dialect) => {
    const index = dialects.indexOf(dialect);
    for (const [decorator, annotation, ...expected] of cases) {
      const [sqlType, notNull, defaultSql] = expected[index] as Expected;
      const { tables, diagnostics } = await describeFiles(
        { "t.entity.ts": entity(decorator, annotation) },
        dialect,
      );
      if (sqlType === "") {
        // Not a column TypeORM creates for this database: a problem at the decorator's line.
        expect(
          diagnostics.map((d) => d.line),
          `${decorator} on ${dialect}`,
        ).toContain(4);
        expect(tables[0]?.columns ?? [], decorator).toEqual([]);
        continue;
      }
      expect(diagnostics, `${decorator} on ${dialect}`).toEqual([]);
      expect(tables[0]?.columns[0], `${decorator} on ${dialect}`).toMatchObject({
        name: "c",
        sqlType,
        notNull,
        default: defaultSql,
        line: 4,
      });
    }
  });

  it("names: the class snake_cased, @Entity's name and schema, <relation>Id join columns; SnakeNamingStrategy", async () => {
    const files = {
      "src/order-line.entity.ts": `${HEAD}import { ManyToOne, JoinColumn, PrimaryGeneratedColumn } from "typeorm";\nimport { Order } from "./order.entity";\n@Entity()\nexport class OrderLine {\n  @PrimaryGeneratedColumn() id: number;\n  @Column() unitPrice: number;\n  @ManyToOne(() => Order, { nullable: false }) order: Order;\n  @OneToOne(() => Order) @JoinColumn({ name: "gift_order" }) gift: Order;\n}\n`,
      "src/order.entity.ts": `${HEAD}@Entity({ name: "orders", schema: "sales" })\nexport class Order {\n  @PrimaryColumn("uuid") orderNo: string;\n  @ManyToOne(() => OrderLine) best: OrderLine;\n}\n`,
    };
    const { tables, diagnostics } = await describeFiles(files);
    expect(diagnostics).toEqual([]);
    expect(tables.map((t) => [t.name, t.columns.map((c) => [c.name, c.sqlType, c.notNull])])).toEqual([
      [
        "order_line",
        [
          ["id", "SERIAL", true],
          ["unitPrice", "integer", true],
          ["orderOrderNo", "uuid", true],
          ["gift_order", "uuid", false],
        ],
      ],
    ]);
    const snake = await describeFiles({
      ...files,
      "src/data-source.ts":
        'import { DataSource } from "typeorm";\nimport { SnakeNamingStrategy } from "typeorm-naming-strategies";\nexport default new DataSource({ type: "postgres", namingStrategy: new SnakeNamingStrategy() });\n',
    });
    expect(snake.tables[0]?.columns.map((c) => c.name)).toEqual([
      "id",
      "unit_price",
      "order_order_no",
      "gift_order",
    ]);
    // NestJS's tsconfig (baseUrl "./") lets an entity import another from the repository's root.
    const rooted = await describeFiles({
      ...files,
      "src/order-line.entity.ts": files["src/order-line.entity.ts"].replace(
        '"./order.entity"',
        '"src/order.entity"',
      ),
    });
    expect(rooted.diagnostics).toEqual([]);
    expect(rooted.tables[0]?.columns.map((c) => c.sqlType)).toEqual(["SERIAL", "integer", "uuid", "uuid"]);
    const order = await describeFiles({
      "src/order.entity.ts": files["src/order.entity.ts"],
      "src/order-line.entity.ts": files["src/order-line.entity.ts"],
    });
    expect(order.tables.map((t) => [t.schema, t.name, t.primaryKey])).toEqual([
      ["sales", "orders", ["orderNo"]],
    ]);
  });

  it("enumerates what it cannot read, each a problem at its line", async () => {
    const cases: [string, number, RegExp][] = [
      [entity("@Column()", "string[]"), 4, /string\[\] is not one TypeORM maps/],
      [entity("@Column({ length: size })"), 4, /length is not a literal/],
      [entity("@Column({ widht: 3 })"), 4, /option widht is not read/],
      [entity("@Column({ default: makeDefault() })"), 4, /default is not a literal/],
      [entity("@Column(() => Address)", "Address"), 4, /embedded column is not read/],
      [entity('@Column({ type: "enum", enum: Kinds })'), 4, /enum` values are not/],
      [entity('@PrimaryGeneratedColumn("rowid")', "number"), 4, /"rowid"\) is not read/],
      [entity("@ObjectIdColumn()", "ObjectId"), 4, /@ObjectIdColumn is not read/],
      [entity("@ManyToOne(() => Missing)", "Missing"), 4, /target Missing is not found/],
      [`${HEAD}@Entity(tableName)\nexport class T {}\n`, 2, /not a string or object literal/],
      [`${HEAD}@Entity()\nexport class T extends Audited {}\n`, 3, /extends Audited, which is not found/],
      [
        `${HEAD}@Entity()\n@TableInheritance({ column: "type" })\nexport class T {}\n`,
        3,
        /TableInheritance \(entity inheritance\) is not read/,
      ],
      [`${HEAD}@Entity()\nexport class T {\n  @Column( c: string;\n}\n`, 4, /syntax error|missing/i],
    ];
    for (const [text, line, message] of cases) {
      const { diagnostics } = await describeFiles({ "t.entity.ts": text });
      expect(
        diagnostics.some((d) => d.line === line && message.test(d.message)),
        `${text}: ${JSON.stringify(diagnostics)}`,
      ).toBe(true);
    }
  });

  it("init's database: the DataSource type, else the driver, else PostgreSQL said; SQLite said", async () => {
    const database = (files: Record<string, string>) =>
      typeorm.database!({
        path: "src/user.entity.ts",
        text: "",
        paths: Object.keys(files),
        readText: async (p) => files[p],
      });
    const source = (type: string) =>
      `import { DataSource } from "typeorm";\nexport default new DataSource({ type: "${type}" });\n`;
    expect(await database({ "package.json": "{}", "src/data-source.ts": source("mariadb") })).toEqual({
      project: ".",
      dialect: "mysql",
    });
    expect(await database({ "package.json": "{}", "ormconfig.json": '{ "type": "mssql" }' })).toEqual({
      project: ".",
      dialect: "mssql",
    });
    expect(await database({ "package.json": '{ "dependencies": { "pg": "^8" } }' })).toEqual({
      project: ".",
      dialect: "postgres",
    });
    expect((await database({ "package.json": "{}" })).assumed).toMatch(/PostgreSQL assumed/);
    expect((await database({ "src/data-source.ts": source("better-sqlite3") })).why).toMatch(
      /better-sqlite3: not a database/,
    );
  });
});

describe("the MySQL and SQL Server DDL, read by their readers", () => {
  const text = `${HEAD}import { CreateDateColumn, PrimaryGeneratedColumn } from "typeorm";\n@Entity("accounts")\nexport class Account {\n  @PrimaryGeneratedColumn() id: number;\n  @Column({ length: 120 }) email: string;\n  @Column({ nullable: true }) nickname?: string;\n  @Column({ type: "decimal", precision: 12, scale: 2, default: 0 }) balance: string;\n  @Column({ default: true }) active: boolean;\n  @CreateDateColumn() createdAt: Date;\n}\n`;
  it.each(["mysql", "mssql"] as const)("%s: every column read, at its line", async (sourceType) => {
    const read = await readAssets([{ path: "src/account.entity.ts", sourceType }], {
      files: memorySource({ "src/account.entity.ts": text }),
      dataSourceOf: () => "db",
    });
    expect(read.diagnostics).toEqual([]);
    expect(read.assets[0]?.schema.fields?.map((f) => [f.name, f.line, f.optional ?? false, f.type])).toEqual([
      ["id", 5, false, "int32"],
      ["email", 6, false, "string"],
      ["nickname", 7, true, "string"],
      ["balance", 8, false, "decimal128"],
      ["active", 9, false, sourceType === "mysql" ? "int8" : "bool"],
      ["createdAt", 10, false, "timestamp64"],
    ]);
  });
});

/** The SQL of each `queryRunner.query(...)` in a migration's up(), as TypeORM wrote it. */
function migrationSql(path: string): string {
  const text = readFileSync(`${BLOG}${path}`, "utf8");
  const up = text.slice(text.indexOf("async up("), text.indexOf("async down("));
  return [...up.matchAll(/queryRunner\.query\(`([^`]*)`\)/g)].map((m) => `${m[1]};`).join("\n");
}

describe("agreement with the SQL TypeORM generated (typeorm-blog)", () => {
  it("the same tables, columns, types, nullability and defaults; each column at its decorator's line", async () => {
    const files = directorySource(BLOG);
    const options = { files, dataSourceOf: () => "db" };
    const entities = [
      "src/users/user.entity.ts",
      "src/posts/post.entity.ts",
      "src/posts/post-comment.entity.ts",
    ];
    const described = await readAssets(
      entities.map((path) => ({ path, sourceType: "postgres" as const })),
      options,
    );
    const generated = await readAssets([{ path: "init.sql", sourceType: "postgres" }], {
      ...options,
      files: memorySource({ "init.sql": migrationSql("src/migrations/1716900000000-Init.ts") }),
    });
    expect(described.diagnostics).toEqual([]);
    expect(generated.diagnostics).toEqual([]);
    expect(described.assets.map((a) => a.path).sort()).toEqual(generated.assets.map((a) => a.path).sort());
    expect(described.assets).toHaveLength(3);
    for (const asset of generated.assets) {
      const twin = described.assets.find((a) => a.path === asset.path)!;
      expect(
        twin.schema.fields?.map((f) => f.name),
        asset.path,
      ).toEqual(asset.schema.fields?.map((f) => f.name));
      expect(diffSchemas(toWireNode(asset.schema), toWireNode(twin.schema), "postgres"), asset.path).toEqual(
        [],
      );
    }
    const post = described.assets.find((a) => a.path.endsWith(".post"));
    expect(post?.file).toBe("src/posts/post.entity.ts");
    expect(post?.schema.fields?.map((f) => [f.name, f.line])).toEqual([
      ["id", 18],
      ["title", 21],
      ["body", 24],
      ["status", 27],
      ["publishedAt", 30],
      ["views", 33],
      ["rating", 36],
      ["tags", 39],
      ["deletedAt", 42],
      ["version", 45],
      ["author_id", 48],
    ]);
    // Columns of the base class (another file) stand at the entity's class line.
    const users = described.assets.find((a) => a.path.endsWith(".users"));
    expect(users?.schema.fields?.slice(0, 4).map((f) => [f.name, f.line])).toEqual([
      ["id", 7],
      ["createdAt", 7],
      ["updatedAt", 7],
      ["email", 8],
    ]);
  });
});
