// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with ncc, and
// copies the runtime files that must travel beside them (PGlite's wasm and data,
// tree-sitter grammars) into dist/vendor. The output is deterministic so that
// CI can rebuild it and compare with the committed dist/.
import { chmod, cp, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { register } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ncc from "@vercel/ncc";

// The grammar list is the code readers' own (GRAMMARS), read from the TypeScript source.
register("./ts-loader.mjs", import.meta.url);
const { GRAMMARS } = await import("../src/schema/readers/code/tree-sitter.ts");
const { COMMON_PROTO } = await import("../src/schema/readers/protobuf/common-protos.ts");
const { checkShippedDataDir, makeShippedDataDir } = await import("./pglite-datadir.mjs");

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// `--out <dir>` builds elsewhere than the tracked dist/ (the e2e tests' fresh bundle goes to a temp folder).
const outFlag = process.argv.indexOf("--out");
const finalDist = outFlag > 0 ? resolve(process.argv[outFlag + 1] ?? "") : join(root, "dist");
// Build into a scratch folder and swap it in at the end: a failed build leaves the old dist/ alone.
const dist = outFlag > 0 ? `${finalDist}.build` : join(root, ".dist-build");

const bundles = [
  { entry: "src/action/index.ts", out: "index.js" },
  { entry: "src/cli/index.ts", out: "cli.js", shebang: true },
];

/**
 * Packages loaded at run time from dist/vendor/<name> instead of being bundled,
 * because their emscripten loaders do not survive webpack (see src/vendor.ts).
 * `files` filters what is copied: no source maps, typings or unused extensions.
 */
const vendored = [
  {
    name: "pglite",
    from: "node_modules/@electric-sql/pglite/dist",
    // The contrib extensions the Postgres reader loads (PGLITE_EXTENSIONS in src/pglite/host.ts).
    files: (f) =>
      (/\.(js|wasm|data)$/.test(f) ||
        /^(citext|uuid-ossp|pgcrypto|pg_trgm|hstore|ltree)\.tar\.gz$/.test(f)) &&
      !f.includes("/"),
    dirs: ["fs"],
  },
  // web-tree-sitter's runtime and the grammars of the code readers (src/schema/readers/code/tree-sitter.ts).
  {
    name: "web-tree-sitter",
    from: "node_modules/web-tree-sitter",
    files: (f) => f === "web-tree-sitter.js" || f === "web-tree-sitter.wasm",
  },
  {
    name: "tree-sitter-grammars",
    from: "node_modules/@cursorless/tree-sitter-wasms/out",
    files: (f) => GRAMMARS.some((grammar) => f === `tree-sitter-${grammar}.wasm`),
  },
  // googleapis' common protos, read when a repository imports them without having them
  // (COMMON_PROTO in src/schema/readers/protobuf/common-protos.ts).
  {
    name: "googleapis-common-protos",
    from: "node_modules/google-proto-files",
    files: (f) => f === "LICENSE" || f === "package.json",
    trees: { google: (path) => COMMON_PROTO.test(path) },
  },
];

async function copyFiltered(from, to, keep, dirs = [], trees = {}) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (dirs.includes(entry.name)) {
        await copyFiltered(join(from, entry.name), join(to, entry.name), (f) => /\.js$/.test(f));
      }
      const tree = trees[entry.name];
      if (tree) await copyTree(join(from, entry.name), join(to, entry.name), entry.name, tree);
    } else if (keep(entry.name)) {
      await cp(join(from, entry.name), join(to, entry.name));
    }
  }
}

/** The files below `from` whose path (from the vendored package's root) `keep` accepts. */
async function copyTree(from, to, prefix, keep) {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const path = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) await copyTree(join(from, entry.name), join(to, entry.name), path, keep);
    else if (keep(path)) {
      await mkdir(to, { recursive: true });
      await cp(join(from, entry.name), join(to, entry.name));
    }
  }
}

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });

for (const bundle of bundles) {
  const { code, assets } = await ncc(join(root, bundle.entry), {
    cache: false,
    minify: false,
    sourceMap: false,
    quiet: true,
    target: "es2022",
    filename: bundle.out,
  });
  const text = bundle.shebang && !code.startsWith("#!") ? `#!/usr/bin/env node\n${code}` : code;
  await writeFile(join(dist, bundle.out), text);
  if (bundle.shebang) await chmod(join(dist, bundle.out), 0o755);
  for (const [name, asset] of Object.entries(assets)) {
    if (name === "package.json") continue;
    const target = join(dist, name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, asset.source);
  }
}

await writeFile(join(dist, "package.json"), `${JSON.stringify({ type: "module" })}\n`);
// The catalog's stylesheet and script (src/catalog/static-files.ts reads them from dist/catalog).
await copyFiltered(join(root, "src/catalog/static"), join(dist, "catalog"), (f) => /\.(css|js)$/.test(f));
for (const v of vendored) {
  await copyFiltered(join(root, v.from), join(dist, "vendor", v.name), v.files, v.dirs, v.trees);
}
// The pre-initialised data directory (scripts/pglite-datadir.mjs): the committed one is kept while it
// is still right by function (its bytes differ at every initdb), else a new one is made.
const shippedDataDir = join(dist, "vendor", "pglite-datadir");
const committedDataDir = join(root, "dist", "vendor", "pglite-datadir");
const problems = await checkShippedDataDir(committedDataDir);
if (problems.length === 0) {
  await cp(committedDataDir, shippedDataDir, { recursive: true });
} else {
  console.log(
    `making a new shipped PGlite data directory, as the committed one is not right: ${problems.join("; ")}`,
  );
  await makeShippedDataDir(shippedDataDir);
}
await rm(finalDist, { recursive: true, force: true });
await rename(dist, finalDist);
console.log(`built ${join(finalDist, "index.js")} and ${join(finalDist, "cli.js")}`);
