// One recorder of a description's inputs (issue 55): for each framework, a pull request changing
// only one file of each kind its read used re-reads the description; a file it did not use does not.
import { describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/git/git-repository.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { inputsChanged } from "../../src/sync/description-inputs.js";

const TYPEORM_HEAD = 'import { Column, Entity, ManyToOne, PrimaryColumn } from "typeorm";\n';
const TYPEORM: Record<string, string> = {
  "api/package.json": '{"dependencies":{"typeorm":"0.3.20","pg":"8.11.0"}}',
  "api/src/data-source.ts":
    'import { DataSource } from "typeorm";\nexport const db = new DataSource({ type: "postgres", entities: [] });\n',
  "api/src/base.entity.ts":
    'import { Column } from "typeorm";\nexport abstract class Audited {\n  @Column({ type: "text" })\n  note: string;\n}\n',
  "api/src/author.entity.ts": `${TYPEORM_HEAD}@Entity()\nexport class Author {\n  @PrimaryColumn()\n  id: number;\n}\n`,
  "api/src/status.ts": 'export enum Status {\n  Draft = "draft",\n  Live = "live",\n}\n',
  "api/src/post.entity.ts": `${TYPEORM_HEAD}import { Audited } from "./base.entity";\nimport { Author } from "./author.entity";\nimport { Status } from "./status";\n@Entity()\nexport class Post extends Audited {\n  @PrimaryColumn()\n  id: number;\n  @Column({ type: "enum", enum: Status })\n  status: Status;\n  @ManyToOne(() => Author)\n  author: Author;\n}\n`,
  "api/src/unrelated.ts": "export const x = 1;\n",
};

const DJ = "from django.db import models\n";
const DJANGO: Record<string, string> = {
  "site/manage.py": 'import os\nos.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")\n',
  "site/config/settings.py": 'DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"\n',
  "site/core/models.py": `${DJ}\nclass TimeStamped(models.Model):\n    created = models.DateTimeField()\n\n    class Meta:\n        abstract = True\n`,
  "site/shop/apps.py":
    'from django.apps import AppConfig\n\nclass ShopConfig(AppConfig):\n    name = "shop"\n',
  "site/shop/models.py": `${DJ}from core.models import TimeStamped\n\nclass Order(TimeStamped):\n    code = models.CharField(max_length=12)\n`,
  "site/shop/views.py": "def index():\n    pass\n",
};

const PRISMA: Record<string, string> = {
  "db/prisma/schema/schema.prisma":
    'datasource db {\n  provider = "postgresql"\n  url = env("DATABASE_URL")\n}\nmodel User {\n  id Int @id\n  role Role\n}\n',
  "db/prisma/schema/enums.prisma": "enum Role {\n  ADMIN\n  USER\n}\n",
  "db/README.md": "docs\n",
};

const DRIZZLE: Record<string, string> = {
  "app/drizzle.config.ts": 'export default { dialect: "postgresql", casing: "snake_case" };\n',
  "app/src/db/columns.ts":
    'import { timestamp } from "drizzle-orm/pg-core";\nexport const stamps = { createdAt: timestamp() };\n',
  "app/src/db/schema.ts":
    'import { pgTable, text } from "drizzle-orm/pg-core";\nimport { stamps } from "./columns";\nexport const users = pgTable("users", {\n  name: text(),\n  ...stamps,\n});\n',
  "app/other/unrelated.ts": "export const y = 2;\n",
};

// [framework, repository, description, changed file, re-read?]
const CASES: [string, Record<string, string>, string, ChangedFile, boolean][] = [
  [
    "TypeORM",
    TYPEORM,
    "api/src/post.entity.ts",
    { status: "modified", path: "api/src/base.entity.ts" },
    true,
  ],
  [
    "TypeORM",
    TYPEORM,
    "api/src/post.entity.ts",
    { status: "modified", path: "api/src/author.entity.ts" },
    true,
  ],
  ["TypeORM", TYPEORM, "api/src/post.entity.ts", { status: "modified", path: "api/src/status.ts" }, true],
  [
    "TypeORM",
    TYPEORM,
    "api/src/post.entity.ts",
    { status: "modified", path: "api/src/data-source.ts" },
    true,
  ],
  ["TypeORM", TYPEORM, "api/src/post.entity.ts", { status: "modified", path: "api/package.json" }, true],
  ["TypeORM", TYPEORM, "api/src/post.entity.ts", { status: "modified", path: "api/src/unrelated.ts" }, false],
  ["Django", DJANGO, "site/shop/models.py", { status: "modified", path: "site/core/models.py" }, true],
  ["Django", DJANGO, "site/shop/models.py", { status: "modified", path: "site/config/settings.py" }, true],
  ["Django", DJANGO, "site/shop/models.py", { status: "modified", path: "site/shop/apps.py" }, true],
  ["Django", DJANGO, "site/shop/models.py", { status: "modified", path: "site/shop/views.py" }, false],
  [
    "Prisma",
    PRISMA,
    "db/prisma/schema/schema.prisma",
    { status: "modified", path: "db/prisma/schema/enums.prisma" },
    true,
  ],
  ["Prisma", PRISMA, "db/prisma/schema/schema.prisma", { status: "modified", path: "db/README.md" }, false],
  ["Drizzle", DRIZZLE, "app/src/db/schema.ts", { status: "modified", path: "app/drizzle.config.ts" }, true],
  ["Drizzle", DRIZZLE, "app/src/db/schema.ts", { status: "modified", path: "app/src/db/columns.ts" }, true],
  ["Drizzle", DRIZZLE, "app/src/db/schema.ts", { status: "modified", path: "app/other/unrelated.ts" }, false],
];

describe("a description is read again when a file its read used changes", () => {
  it.each(CASES)("%s: %s -> %s changed: %s", async (_framework, repo, path, changed, reread) => {
    const files = memorySource(repo);
    const hits = await inputsChanged(
      path,
      files,
      new Set(Object.keys(repo)),
      new Map([[changed.path, changed]]),
    );
    expect(hits.length > 0).toBe(reread);
  });
});
