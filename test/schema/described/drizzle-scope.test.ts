// The Drizzle reader beyond one file (issue 55, attack55 F3, F4, F11 and the depth-budget noise):
// renamed and namespace imports, spread column helpers (same file, relative import), the project's
// `casing`, and what cannot be followed said at its line. Fixtures are data: each case a repository.
import { describe, expect, it } from "vitest";
import { memorySource } from "../../../src/schema/fs-source.js";
import { drizzle } from "../../../src/schema/readers/described/drizzle.js";
import { cased } from "../../../src/schema/readers/described/drizzle-scope.js";

const SCHEMA = "src/db/schema.ts";

async function read(files: Record<string, string>) {
  const text = files[SCHEMA] as string;
  const d = await drizzle.describe({ path: SCHEMA, text, dialect: "postgres", files: memorySource(files) });
  return {
    tables: Object.fromEntries(d.tables.map((t) => [t.name, t.columns.map((c) => `${c.name}@${c.line}`)])),
    problems: d.diagnostics.map((d) => `${d.line}: ${d.message}`),
  };
}

const TIMESTAMPS =
  "export const timestamps = {\n  created_at: timestamp().defaultNow().notNull(),\n  updated_at: timestamp(),\n};\n";

describe("Drizzle tables through imports and helpers", () => {
  // [case, files, tables read (column@line), problems (line: message pattern)]
  const cases: [string, Record<string, string>, Record<string, string[]>, RegExp[]][] = [
    [
      "renamed pgTable and builder (F11)",
      {
        [SCHEMA]:
          'import { pgTable as table, varchar as vc } from "drizzle-orm/pg-core";\nexport const users = table("users", {\n  email: vc({ length: 9 }),\n});\n',
      },
      { users: ["email@3"] },
      [],
    ],
    [
      "namespace import (F11)",
      {
        [SCHEMA]:
          'import * as p from "drizzle-orm/pg-core";\nexport const notes = p.pgTable("notes", {\n  body: p.text(),\n});\n',
      },
      { notes: ["body@3"] },
      [],
    ],
    [
      "a table function the reader cannot follow is said at its line (F11)",
      {
        [SCHEMA]:
          'import { pgTableCreator, text } from "drizzle-orm/pg-core";\nconst createTable = pgTableCreator((n) => "app_" + n);\nexport const posts = createTable("posts", {\n  body: text(),\n});\n',
      },
      {},
      [/^3: .*createTable\("posts", \{ \.\.\. \}\) looks like a table/],
    ],
    [
      "spread helper of the same file, each column at its own line (F4)",
      {
        [SCHEMA]: `import { pgTable, text, timestamp } from "drizzle-orm/pg-core";\n${TIMESTAMPS}export const users = pgTable("users", {\n  name: text(),\n  ...timestamps,\n});\n`,
      },
      { users: ["name@7", "created_at@3", "updated_at@4"] },
      [],
    ],
    [
      "spread helper of a relative import, at the spread's line (F4)",
      {
        [SCHEMA]:
          'import { pgTable, text } from "drizzle-orm/pg-core";\nimport { timestamps } from "./columns";\nexport const users = pgTable("users", {\n  name: text(),\n  ...timestamps,\n});\n',
        "src/db/columns.ts": `import { timestamp } from "drizzle-orm/pg-core";\n${TIMESTAMPS}`,
      },
      { users: ["name@4", "created_at@5", "updated_at@5"] },
      [],
    ],
    [
      "spread helper imported with a .js ending from an index file (F4)",
      {
        [SCHEMA]:
          'import { pgTable, text } from "drizzle-orm/pg-core";\nimport { timestamps } from "./columns/index.js";\nexport const users = pgTable("users", {\n  ...timestamps,\n});\n',
        "src/db/columns/index.ts": `import { timestamp } from "drizzle-orm/pg-core";\n${TIMESTAMPS}`,
      },
      { users: ["created_at@4", "updated_at@4"] },
      [],
    ],
    [
      "a spread from a package is not resolved: a problem at its line (F4)",
      {
        [SCHEMA]:
          'import { pgTable, text } from "drizzle-orm/pg-core";\nimport { timestamps } from "@acme/db";\nexport const users = pgTable("users", {\n  name: text(),\n  ...timestamps,\n});\n',
      },
      { users: ["name@4"] },
      [/^5: .*the spread \.\.\.timestamps is not resolved/],
    ],
    [
      "a helper file whose helper is no object of builders: a problem at the spread (F4)",
      {
        [SCHEMA]:
          'import { pgTable } from "drizzle-orm/pg-core";\nimport { timestamps } from "./columns";\nexport const users = pgTable("users", {\n  ...timestamps,\n});\n',
        "src/db/columns.ts": "export const timestamps = makeColumns();\n",
      },
      { users: [] },
      [/^4: .*declares no object timestamps of column builders/],
    ],
    [
      "a helper column the reader cannot read: a problem at the spread naming the helper's line (F4)",
      {
        [SCHEMA]:
          'import { pgTable } from "drizzle-orm/pg-core";\nimport { extra } from "./columns";\nexport const users = pgTable("users", {\n  ...extra,\n});\n',
        "src/db/columns.ts": "export const extra = {\n  nick: nick(),\n};\n",
      },
      { users: [] },
      [/^4: .*src\/db\/columns\.ts:2: nick: the column type nick\(\) is not read/],
    ],
    [
      "drizzle.config casing snake_case renames keys without a name (F3)",
      {
        [SCHEMA]:
          'import { pgTable, varchar } from "drizzle-orm/pg-core";\nexport const users = pgTable("users", {\n  firstName: varchar({ length: 9 }),\n  lastName: varchar("LastName"),\n});\n',
        "drizzle.config.ts":
          'export default defineConfig({ dialect: "postgresql", casing: "snake_case" });\n',
      },
      { users: ["first_name@3", "LastName@4"] },
      [],
    ],
    [
      "drizzle({ casing }) beside the schema (F3)",
      {
        [SCHEMA]:
          'import { pgTable, text } from "drizzle-orm/pg-core";\nexport const users = pgTable("users", {\n  createdBy: text(),\n});\n',
        "src/db/index.ts": 'export const db = drizzle(process.env.URL, { schema, casing: "snake_case" });\n',
      },
      { users: ["created_by@3"] },
      [],
    ],
    [
      "brackets nested past the depth budget: one problem at its line",
      {
        [SCHEMA]: `import { pgTable, integer } from "drizzle-orm/pg-core";\nexport const t = pgTable("t", {\n  n: integer().default(${"(".repeat(5000)}1${")".repeat(5000)}),\n});\n`,
      },
      {},
      [/^3: .*nested deeper than 256/],
    ],
  ];
  for (const [name, files, tables, problems] of cases)
    it(name, async () => {
      const got = await read(files);
      expect(got.tables).toEqual(tables);
      expect(got.problems).toHaveLength(problems.length);
      problems.forEach((p, i) => {
        expect(got.problems[i]).toMatch(p);
      });
    });

  it("casing: drizzle-orm's word split", () => {
    const cases: [string, string, string][] = [
      ["createdAt", "snake_case", "created_at"],
      ["userID", "snake_case", "user_id"],
      ["address2Line", "snake_case", "address2_line"],
      ["created_at", "camelCase", "createdAt"],
      ["created_at", "snake_case", "created_at"],
    ];
    for (const [key, casing, column] of cases)
      expect(cased(key, casing as "snake_case" | "camelCase"), key).toBe(column);
  });
});
