import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * What `contract-sync diff` loads, in a real process: issue 13 measured that
 * module loading was most of a small .proto diff. A resolve hook records every
 * module the CLI asks for; zod (resource names, source types) and yaml
 * (buf.yaml, read only when an import must be looked up) stay out of a plain diff,
 * and an .avsc diff loads avsc's schema types without its containers, services
 * and IDL reader (they build Avro types of their own as they load).
 */

const run = promisify(execFile);
const REPO = process.cwd();
let dir = "";

const HOOKS = `import { appendFileSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.LOADED_LOG, result.url + "\\n");
  return result;
}
`;

const proto = (type: string, imports = "") =>
  `syntax = "proto3";\npackage shop;\n${imports}message Order { string id = 1; ${type} total = 2; }\n`;

const avsc = (type: string) =>
  JSON.stringify({ type: "record", name: "Order", fields: [{ name: "total", type }] }, null, 2);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "diff-loading-"));
  await writeFile(join(dir, "hooks.mjs"), HOOKS);
  await writeFile(
    join(dir, "record.mjs"),
    `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(join(dir, "hooks.mjs")).href)});\n`,
  );
  const repo = join(dir, "repo");
  await mkdir(join(repo, "proto"), { recursive: true });
  await writeFile(join(repo, "buf.yaml"), "version: v2\nmodules:\n  - path: proto\n");
  await writeFile(
    join(repo, "proto/money.proto"),
    'syntax = "proto3";\npackage shop;\nmessage Money { int64 units = 1; }\n',
  );
  await writeFile(join(repo, "base.proto"), proto("int64"));
  await writeFile(join(repo, "head.proto"), proto("string"));
  await writeFile(join(repo, "base-import.proto"), proto("int64", 'import "money.proto";\n'));
  await writeFile(join(repo, "head-import.proto"), proto("shop.Money", 'import "money.proto";\n'));
  await writeFile(join(repo, "base.avsc"), avsc("long"));
  await writeFile(join(repo, "head.avsc"), avsc("string"));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function diffLoading(oldFile: string, newFile: string): Promise<{ loaded: string[]; stdout: string }> {
  const log = join(dir, `loaded-${oldFile}.log`);
  const { stdout } = await run(
    process.execPath,
    [
      "--import",
      pathToFileURL(join(REPO, "scripts/register-ts.mjs")).href,
      "--import",
      pathToFileURL(join(dir, "record.mjs")).href,
      join(REPO, "src/cli/index.ts"),
      "diff",
      oldFile,
      newFile,
    ],
    { cwd: join(dir, "repo"), env: { ...process.env, LOADED_LOG: log } },
  ).catch((failed: { stdout: string }) => ({ stdout: failed.stdout }));
  return { loaded: (await readFile(log, "utf8")).split("\n").filter(Boolean), stdout };
}

const packageOf = (url: string) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];

describe("contract-sync diff of two .proto files", () => {
  it("loads protobufjs but neither zod nor yaml when the files import nothing", async () => {
    const { loaded, stdout } = await diffLoading("base.proto", "head.proto");
    const packages = new Set(loaded.map(packageOf).filter(Boolean));
    expect(packages).toContain("protobufjs");
    expect(packages).not.toContain("zod");
    expect(packages).not.toContain("yaml");
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ kind: "TYPE_CHANGED", field: "total" })]);
  }, 60_000);

  it("reads buf.yaml (with yaml) once an import must be found through its module roots", async () => {
    const { loaded, stdout } = await diffLoading("base-import.proto", "head-import.proto");
    expect(new Set(loaded.map(packageOf))).toContain("yaml");
    // money.proto is found only under the module root buf.yaml names (proto/).
    expect(JSON.parse(stdout)).toContainEqual(
      expect.objectContaining({ kind: "TYPE_CHANGED", field: "total", after: "struct" }),
    );
  }, 60_000);
});

describe("contract-sync diff of two .avsc files", () => {
  it("loads avsc's schema types only, and neither the IDL reader, zod nor yaml", async () => {
    const { loaded, stdout } = await diffLoading("base.avsc", "head.avsc");
    const avscFiles = loaded
      .filter((url) => packageOf(url) === "avsc")
      .map((url) => url.replace(/.*\/avsc\//, ""));
    expect(avscFiles).toContain("lib/types.js");
    // avsc's entry (the resolve hook sees only what is imported, not what avsc requires in turn).
    expect(avscFiles).not.toContain("lib/index.js");
    expect(loaded.filter((url) => url.includes("/src/schema/readers/avro-idl"))).toEqual([]);
    const packages = new Set(loaded.map(packageOf).filter(Boolean));
    expect(packages).not.toContain("zod");
    expect(packages).not.toContain("yaml");
    expect(JSON.parse(stdout)).toEqual([
      expect.objectContaining({ kind: "TYPE_CHANGED", field: "total", breaking: true }),
    ]);
  }, 60_000);
});
