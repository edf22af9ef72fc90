// The pre-initialised PGlite data directory shipped in dist/vendor/pglite-datadir:
// initdb plus the store's migrations, cleanly shut down, as a brotli-compressed
// tar with a manifest naming its snapshot key, PostgreSQL version and checksum.
// A cold runner starts from it instead of running initdb (src/pglite/data-dir.ts).
//
// initdb writes a random system identifier and timestamps, so the bytes differ
// from one build to the next: the build keeps the committed one while it is
// still right by function (`check`), and CI checks it by function, not by bytes.
//
//   node scripts/pglite-datadir.mjs check <folder>   exit 1 naming what is wrong
//   node scripts/pglite-datadir.mjs make <folder>
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { createTar } from "nanotar";

register("./ts-loader.mjs", import.meta.url);
const { storeSnapshot } = await import("../src/store/pglite.ts");
const { MIGRATIONS } = await import("../src/store/migrations.ts");
const { extractDataDir, readShippedDataDir, SHIPPED_MANIFEST } = await import("../src/pglite/data-dir.ts");
const { PGlite } = await import("@electric-sql/pglite");

const FILE = "datadir.tar.br";

/** The files of a data directory folder as tar entries: sorted, fixed attributes (no mtimes). */
async function tarOf(folder) {
  const entries = [];
  const walk = async (dir) => {
    const children = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const child of children) {
      const path = join(dir, child.name);
      const name = relative(folder, path);
      if (child.isDirectory()) {
        entries.push({ name: `${name}/`, attrs: { mode: "700" } });
        await walk(path);
      } else if (child.isFile() && child.name !== "postmaster.pid") {
        entries.push({ name, data: await readFile(path), attrs: { mode: "600" } });
      }
    }
  };
  await walk(folder);
  return createTar(entries, { attrs: { mtime: 0, uid: 0, gid: 0, user: "", group: "" } });
}

/** Makes the shipped data directory in `out`: initdb, the store's migrations, clean shutdown. */
export async function makeShippedDataDir(out) {
  const work = await mkdtemp(join(tmpdir(), "contract-sync-datadir-"));
  try {
    const db = await PGlite.create(join(work, "pgdata"));
    await storeSnapshot.prepare(db);
    const pgVersion = (await db.query("SHOW server_version")).rows[0].server_version;
    await db.close();
    const tar = await tarOf(join(work, "pgdata"));
    const packed = brotliCompressSync(tar, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_LGWIN]: 24,
        [constants.BROTLI_PARAM_SIZE_HINT]: tar.byteLength,
      },
    });
    await mkdir(out, { recursive: true });
    await writeFile(join(out, FILE), packed);
    const manifest = {
      key: storeSnapshot.key,
      pgVersion,
      file: FILE,
      sha256: createHash("sha256").update(packed).digest("hex"),
    };
    await writeFile(join(out, SHIPPED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Checks the shipped data directory in `folder` by function: made for this
 * build's migration set, intact, and it opens in this PGlite at the version
 * the manifest names with exactly the store's migrations applied. Returns the
 * problems (none: it is right).
 */
export async function checkShippedDataDir(folder) {
  const shipped = await readShippedDataDir(folder, storeSnapshot.key);
  if ("problem" in shipped) return [shipped.problem];
  const manifest = JSON.parse(await readFile(join(folder, SHIPPED_MANIFEST), "utf8"));
  const work = await mkdtemp(join(tmpdir(), "contract-sync-datadir-"));
  try {
    if (!(await extractDataDir(shipped.tar, join(work, "pgdata"))))
      return ["the tarball holds no data directory"];
    const db = await PGlite.create(join(work, "pgdata"));
    try {
      const problems = [];
      const version = (await db.query("SHOW server_version")).rows[0].server_version;
      if (version !== manifest.pgVersion)
        problems.push(`it opens as PostgreSQL ${version}, the manifest says ${manifest.pgVersion}`);
      const applied = (await db.query("SELECT version FROM schema_migrations ORDER BY version")).rows.map(
        (r) => r.version,
      );
      const expected = MIGRATIONS.map((m) => m.version);
      if (JSON.stringify(applied) !== JSON.stringify(expected))
        problems.push(`migrations applied: ${applied.join(",")}; the store has ${expected.join(",")}`);
      // The store's snapshot keeps only the database it uses (src/store/pglite.ts).
      const databases = (await db.query("SELECT datname FROM pg_database ORDER BY datname")).rows.map(
        (r) => r.datname,
      );
      if (databases.join(",") !== "postgres")
        problems.push(`databases: ${databases.join(",")}; the store's snapshot holds only postgres`);
      return problems;
    } finally {
      await db.close();
    }
  } catch (error) {
    return [`it does not open: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, folder] = process.argv.slice(2);
  if (command === "make" && folder) {
    console.log(JSON.stringify(await makeShippedDataDir(folder)));
  } else if (command === "check" && folder) {
    const problems = await checkShippedDataDir(folder);
    for (const problem of problems) console.error(`${folder}: ${problem}`);
    if (problems.length > 0) process.exit(1);
    console.log(`${folder}: the shipped PGlite data directory is right for this build`);
  } else {
    console.error("usage: node scripts/pglite-datadir.mjs check|make <folder>");
    process.exit(2);
  }
}
