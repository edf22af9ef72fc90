// Shapes of real repositories met by the onboarding sweep of issue 47 (facts, not their files): vendored
// protos (a Go service carrying google/api and grpc-gateway's, an API repository carrying google/protobuf),
// folders of data scripts beside the migrations (seeds, data fixes, psql scripts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

const proto = (pkg: string, body: string, imports: string[] = []) =>
  `syntax = "proto3";\npackage ${pkg};\n${imports.map((i) => `import "${i}";\n`).join("")}${body}\n`;

describe("init and vendored schemas", () => {
  it("reads vendored protos for imports but writes no contract for them, and says so", async () => {
    const repo = TestRepo.init();
    repos.push(repo);
    repo
      .write({
        "proto/google/protobuf/timestamp.proto": proto(
          "google.protobuf",
          "message Timestamp { int64 seconds = 1; int32 nanos = 2; }",
        ),
        "proto/google/api/http.proto": proto("google.api", "message HttpRule { string selector = 1; }"),
        "proto/protoc-gen-openapiv2/options/openapiv2.proto": proto(
          "grpc.gateway.protoc_gen_openapiv2.options",
          "message Swagger { string swagger = 1; }",
        ),
        "third_party/acme/money.proto": proto("acme.money", "message Money { int64 units = 1; }"),
        "proto/shop/order.proto": proto(
          "shop",
          "message Order { string id = 1; google.protobuf.Timestamp at = 2; }",
          ["google/protobuf/timestamp.proto"],
        ),
      })
      .commit("a service with vendored protos");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["init"], io);
    expect(code, io.err).toBe(0);
    expect(readdirSync(join(repo.dir, "contracts"))).toEqual(["order.yaml"]);
    for (const file of [
      "proto/google/protobuf/timestamp.proto",
      "proto/google/api/http.proto",
      "proto/protoc-gen-openapiv2/options/openapiv2.proto",
      "third_party/acme/money.proto",
    ])
      expect(io.out).toContain(`left out ${file}: vendored dependency`);
  });

  it("leaves folders of data scripts out, under ignore:, and still exits 0", async () => {
    const repo = TestRepo.init();
    repos.push(repo);
    repo
      .write({
        "db/migrations/001_users.sql": "CREATE TABLE users (id bigint NOT NULL, name text NOT NULL);\n",
        "db/data-fixes/fix_names.sql": "-- CREATE nothing here\nUPDATE users SET name = trim(name);\n",
        "db/seeds/seed.sql": "INSERT INTO users (id, name) VALUES (1, 'CREATE TABLE x');\n",
        "db/scripts/monthly.sql":
          "\\set ON_ERROR_STOP on\nCREATE TEMP TABLE month AS SELECT 1;\nSELECT count(*) FROM users;\n",
      })
      .commit("migrations and data scripts");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["init"], io);
    expect(code, io.out).toBe(0);
    expect(readdirSync(join(repo.dir, "contracts"))).toEqual(["users.yaml"]);
    const config = readFileSync(join(repo.dir, ".github/contract-sync.yml"), "utf8");
    for (const folder of ["db/data-fixes", "db/seeds", "db/scripts"]) {
      expect(config).toContain(`  - ${folder}/*.sql`);
      expect(config).not.toContain(`glob: ${folder}/`);
    }
    expect(io.out).toContain("left out db/seeds/seed.sql: data script");
  });

  it("leaves a folder of schema templates out (ignored, said), reading the schemas built from them", async () => {
    const schema = (extra: string) =>
      `{"type": "object", "properties": {"id": {"type": "string"}${extra}}, "required": ["id"]}\n`;
    const repo = TestRepo.init();
    repos.push(repo);
    repo
      .write({
        "schemas/shop/order/order.1.schema.json": schema(', "meta": {"type": "object"}'),
        "templates/shop/order/order.1.schema.json": schema(', "meta": @META_1_JSON@'),
        "templates/shop/plain/plain.1.schema.json": schema(""),
      })
      .commit("generated schemas and their templates");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    expect(await main(["init"], io), io.out).toBe(0);
    expect(readdirSync(join(repo.dir, "contracts"))).toHaveLength(1);
    const config = readFileSync(join(repo.dir, ".github/contract-sync.yml"), "utf8");
    expect(config).toContain("  - templates/**/*.json");
    expect(config).not.toContain("glob: templates/");
    expect(io.out).toContain("left out templates/shop/plain/plain.1.schema.json: in a folder of templates");
  });
});
