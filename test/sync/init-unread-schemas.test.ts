// The files init names as holding a schema no reader reads, each with what to do; a file of the
// same name or extension that holds no such schema is not named.
import { describe, expect, it } from "vitest";
import { unreadSchemaReason } from "../../src/sync/init-scripts.js";

const CASES: [string, string, RegExp | undefined][] = [
  [
    "db/schema.rb",
    'ActiveRecord::Schema[7.1].define(version: 1) do\n  create_table "users"\nend\n',
    undefined, // read: src/schema/readers/frameworks
  ],
  [
    "src/main/resources/db/changelog/db.changelog-master.yaml",
    "databaseChangeLog:\n  - changeSet:\n      id: 1\n",
    undefined,
  ],
  ["config/liquibase/changelog/init.xml", "<databaseChangeLog></databaseChangeLog>\n", undefined],
  [
    "alembic/versions/1a2b_users.py",
    'revision = "1a2b"\ndown_revision = None\n\ndef upgrade():\n    pass\n',
    /^Alembic revision/,
  ],
  [
    "src/schema.rs",
    "// @generated automatically by Diesel CLI.\n\ndiesel::table! {\n    users (id) {\n        id -> Int4,\n    }\n}\n",
    /^Diesel schema \(Rust `table!` macros\): no reader reads it; read the migrations Diesel applies instead/,
  ],
  ["src/old_schema.rs", "table! {\n    posts (id) {\n        id -> Int4,\n    }\n}\n", /^Diesel schema/],
  // The same names and extensions holding something else.
  ["src/main.rs", 'fn main() {\n    println!("table! {{");\n}\n', undefined],
  ["config/changelog.yaml", "entries: []\n", undefined],
  ["app/models/user.py", "class User:\n    pass\n", undefined],
];

describe("files holding a schema no reader reads", () => {
  it.each(CASES)("%s", async (path, text, reason) => {
    const said = await unreadSchemaReason(path, async () => text);
    if (reason === undefined) expect(said).toBeUndefined();
    else expect(said).toMatch(reason);
  });
});
