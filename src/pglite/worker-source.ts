/**
 * The code of the PGlite worker thread, as a string run with `eval: true`: the
 * same text works from source (tests, tsx) and from the ncc bundle, where a
 * separate worker file would not survive. It imports PGlite from the URL the
 * host gives it (while the host copies the data directory), waits for
 *
 *   {dataDir, cached, dumpFresh, extensions, settings} -> {type: "ready", dump?, fromCache, wasmModule?}
 *
 * PGlite's WebAssembly comes compiled in workerData.wasmModule when an earlier worker of the
 * process compiled it; otherwise this worker compiles it (while PGlite's JavaScript loads) and
 * hands the module back with "ready", for the host to give the next worker.
 *
 * then answers one message at a time:
 *
 *   {id, op: "exec", sql}             -> {id, ok}
 *   {id, op: "query", sql, params}    -> {id, ok, rows}
 *   {id, op: "each", statements, stopAtError?}
 *                                     -> {id, type: "started", index} before each statement,
 *                                        {id, type: "done", index, error?} after it, then {id, ok}
 *   {id, op: "dump"}                  -> {id, ok, dump} (the data directory, gzipped tarball)
 *   {id, op: "close"}                 -> {id, ok}
 *
 * `guard: true` (exec, each): the SQL runs inside a transaction the host
 * opened and must leave it open; if it does not (a COMMIT that got through),
 * the answer is an error with code "escaped". `savepoints: true` (each): every
 * statement runs under a savepoint, so that one rejected statement does not
 * abort the open transaction.
 *
 * An error is `{message, position}` (position: 1-based offset into the SQL, as
 * Postgres reports it). "started" is posted before a statement runs, so the
 * host knows which statement was running when it has to terminate the thread.
 */
export const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const { existsSync, readFileSync } = require("node:fs");
const { fileURLToPath, pathToFileURL } = require("node:url");
const { join } = require("node:path");

const failure = (error) => ({
  message: String((error && error.message) || error),
  position: error && error.position !== undefined ? Number(error.position) : undefined,
  code: error && typeof error.code === "string" ? error.code : undefined,
});

class Escaped extends Error {
  constructor() {
    super("the SQL ended the transaction it was run in");
    this.code = "escaped";
  }
}

async function main() {
  const compiling = workerData.wasmModule
    ? undefined
    : WebAssembly.compile(readFileSync(fileURLToPath(new URL("pglite.wasm", workerData.moduleUrl))));
  if (compiling) compiling.catch(() => {});
  const { PGlite } = await import(workerData.moduleUrl);
  // The host fills the data directory meanwhile; it says when, and how, to open it.
  const open = await new Promise((resolve) => parentPort.once("message", resolve));
  const dir = fileURLToPath(new URL(".", workerData.moduleUrl));
  const extensions = {};
  for (const name of open.extensions) {
    const bundle = join(dir, name + ".tar.gz");
    if (!existsSync(bundle)) continue;
    extensions[name.replace(/\W/g, "_")] = { name, setup: async () => ({ bundlePath: pathToFileURL(bundle) }) };
  }
  // Postgres's "-c name=value" settings (settings.ts) after PGlite's own.
  const startParams = [...PGlite.defaultStartParams, ...(open.settings || [])];
  const pgliteWasmModule = workerData.wasmModule || (await compiling);
  let db;
  let dump;
  if (open.dataDir) {
    // An empty folder is filled from the cached data directory when there is one.
    const loadDataDir = open.cached ? new Blob([open.cached]) : undefined;
    db = await PGlite.create(open.dataDir, { extensions, startParams, pgliteWasmModule, ...(loadDataDir ? { loadDataDir } : {}) });
    if (!loadDataDir && open.dumpFresh) {
      try { dump = new Uint8Array(await (await db.dumpDataDir("gzip")).arrayBuffer()); } catch {}
    }
  } else if (open.cached) {
    try {
      db = await PGlite.create({ loadDataDir: new Blob([open.cached]), extensions, startParams, pgliteWasmModule });
    } catch {}
  }
  if (!db) {
    db = await PGlite.create({ extensions, startParams, pgliteWasmModule });
    if (!open.dataDir) {
      try { dump = new Uint8Array(await (await db.dumpDataDir("gzip")).arrayBuffer()); } catch {}
    }
  }
  parentPort.postMessage({
    type: "ready",
    dump,
    fromCache: !dump && Boolean(open.cached),
    wasmModule: workerData.wasmModule ? undefined : pgliteWasmModule,
  });
  let queue = Promise.resolve();
  parentPort.on("message", (message) => {
    queue = queue.then(() => handle(db, message));
  });
}

async function handle(db, message) {
  const { id, op } = message;
  try {
    const guard = () => {
      if (message.guard && !db.isInTransaction()) throw new Escaped();
    };
    if (op === "exec") {
      await db.exec(message.sql);
      guard();
      parentPort.postMessage({ id, ok: true });
    } else if (op === "query") {
      const result = await db.query(message.sql, message.params || []);
      parentPort.postMessage({ id, ok: true, rows: result.rows });
    } else if (op === "each") {
      for (let index = 0; index < message.statements.length; index++) {
        parentPort.postMessage({ id, type: "started", index });
        let error;
        if (message.savepoints) await db.exec("SAVEPOINT each_statement");
        try {
          await db.exec(message.statements[index]);
        } catch (e) {
          error = failure(e);
          if (message.savepoints) await db.exec("ROLLBACK TO SAVEPOINT each_statement");
        }
        guard();
        if (message.savepoints) await db.exec("RELEASE SAVEPOINT each_statement");
        parentPort.postMessage({ id, type: "done", index, error });
        if (error && message.stopAtError) break;
      }
      parentPort.postMessage({ id, ok: true });
    } else if (op === "dump") {
      const dump = new Uint8Array(await (await db.dumpDataDir("gzip")).arrayBuffer());
      parentPort.postMessage({ id, ok: true, dump }, [dump.buffer]);
    } else if (op === "close") {
      await db.close();
      parentPort.postMessage({ id, ok: true });
    }
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: failure(error) });
  }
}

main().catch((error) => parentPort.postMessage({ type: "failed", error: failure(error) }));
`;
