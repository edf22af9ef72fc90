// One resolver of TypeScript imports for the Drizzle and TypeORM readers (issue 55): each specifier
// form, resolved alone and through each reader (a Drizzle spread helper, a TypeORM base class).
import { describe, expect, it } from "vitest";
import { memorySource } from "../../../src/schema/fs-source.js";
import { drizzle } from "../../../src/schema/readers/described/drizzle.js";
import { resolveTsModule, tsModuleCandidates } from "../../../src/schema/readers/described/ts-resolve.js";
import { typeorm } from "../../../src/schema/readers/described/typeorm.js";

const FROM = "src/db/schema.ts";

// [form, specifier written in src/db/, the file it names (undefined: none), root-relative only]
const FORMS: [string, string, string | undefined, boolean?][] = [
  ["./x", "./columns", "src/db/columns.ts"],
  ["./x.js for a .ts file", "./columns.js", "src/db/columns.ts"],
  ["./x.ts written out", "./columns.ts", "src/db/columns.ts"],
  ["./x/index", "./shared/index", "src/db/shared/index.ts"],
  ["bare folder with an index", "./shared", "src/db/shared/index.ts"],
  ["bare folder with an index.js", "./legacy", "src/db/legacy/index.js"],
  [".mts", "./modern", "src/db/modern.mts"],
  ["./x.mjs for a .mts file", "./modern.mjs", "src/db/modern.mts"],
  [".cts", "./common", "src/db/common.cts"],
  ["./x.cjs for a .cts file", "./common.cjs", "src/db/common.cts"],
  ["a .js file", "./plain", "src/db/plain.js"],
  ["../x from a parent folder", "../base/audited", "src/base/audited.ts"],
  ["root-relative (NestJS baseUrl)", "src/base/audited", "src/base/audited.ts", true],
  ["missing", "./nothing", undefined],
  ["outside the repository", "../../../etc/columns", undefined],
  ["a package", "drizzle-orm/pg-core", undefined],
];

const HELPER = 'import { text } from "drizzle-orm/pg-core";\nexport const audit = {\n  note: text(),\n};\n';
const BASE =
  'import { Column } from "typeorm";\nexport abstract class Audited {\n  @Column({ type: "text" })\n  note: string;\n}\n';
const FILES = [
  "src/db/columns.ts",
  "src/db/shared/index.ts",
  "src/db/legacy/index.js",
  "src/db/modern.mts",
  "src/db/common.cts",
  "src/db/plain.js",
  "src/base/audited.ts",
];

describe("resolving a TypeScript import", () => {
  const files = memorySource(Object.fromEntries(FILES.map((f) => [f, ""])));
  it.each(FORMS)("%s", async (_form, specifier, file, rootOnly) => {
    expect(await resolveTsModule(FROM, specifier, files, { rootRelative: true })).toBe(file);
    // Without the option a root-relative specifier is a package's.
    expect(await resolveTsModule(FROM, specifier, files)).toBe(rootOnly ? undefined : file);
  });

  it("a .js specifier prefers the TypeScript file it compiles from", () => {
    expect(tsModuleCandidates(FROM, "./x.js")).toEqual(["src/db/x.ts", "src/db/x.tsx", "src/db/x.js"]);
  });
});

describe("each reader follows every form", () => {
  const drizzleForms = FORMS.filter(([, , , rootOnly]) => !rootOnly);
  it.each(drizzleForms)("Drizzle spread helper: %s", async (_form, specifier, file) => {
    const schema = `import { pgTable, text } from "drizzle-orm/pg-core";\nimport { audit } from "${specifier}";\nexport const users = pgTable("users", {\n  name: text(),\n  ...audit,\n});\n`;
    const repo: Record<string, string> = { [FROM]: schema };
    if (file) repo[file] = HELPER;
    const d = await drizzle.describe({
      path: FROM,
      text: schema,
      dialect: "postgres",
      files: memorySource(repo),
    });
    const columns = d.tables[0]?.columns.map((c) => c.name);
    if (file)
      expect({ columns, problems: d.diagnostics }).toEqual({ columns: ["name", "note"], problems: [] });
    else expect(d.diagnostics.map((p) => p.line)).toEqual([5]);
    // The helper is an input of the tables: a pull request changing only it reads them again.
    const inputs = drizzle.inputs?.({ path: FROM, text: schema, paths: new Set([...FILES, FROM]) }) ?? [];
    expect(
      file ? inputs.includes(file) : inputs.every((i) => FILES.includes(i) && !i.includes("nothing")),
    ).toBe(true);
  });

  it.each(FORMS)("TypeORM base class: %s", async (_form, specifier, file) => {
    const path = "src/db/user.entity.ts";
    const entity = `import { Entity, PrimaryColumn } from "typeorm";\nimport { Audited } from "${specifier}";\n@Entity("users")\nexport class User extends Audited {\n  @PrimaryColumn()\n  id: number;\n}\n`;
    const repo: Record<string, string> = { [path]: entity };
    if (file) repo[file] = BASE;
    const d = await typeorm.describe({ path, text: entity, dialect: "postgres", files: memorySource(repo) });
    if (file) {
      expect(d.diagnostics).toEqual([]);
      expect(d.tables[0]?.columns.map((c) => c.name).sort()).toEqual(["id", "note"]);
    } else expect(d.diagnostics.map((p) => `${p.line}: ${/not found/.test(p.message)}`)).toEqual(["4: true"]);
  });
});
