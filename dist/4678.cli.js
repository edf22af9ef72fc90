export const id = 4678;
export const ids = [4678,6480,4099];
export const modules = {

/***/ 73813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _service_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10055);
/* harmony import */ var _store_open_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85300);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87911);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71604);




const USAGE = `usage: contract-sync keys create [--workspace NAME] [--label TEXT] [--data-dir DIR | --database-url URL]
       contract-sync keys list   [--workspace NAME] [--data-dir DIR | --database-url URL]
       contract-sync keys revoke ID [--workspace NAME] [--data-dir DIR | --database-url URL]`;
/**
 * API keys of a workspace, straight on the store (a PGlite data dir must not
 * be served at the same time; the running server offers /v0/api-keys). A new
 * key is printed once, on stdout alone, and only its hash is stored.
 */
const run = async (args, io) => {
    const [action, ...rest] = args;
    if (action !== "create" && action !== "list" && action !== "revoke") {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`expected create, list or revoke`, USAGE);
    }
    const { positionals, text } = (0,_help_js__WEBPACK_IMPORTED_MODULE_2__/* .parseByTable */ .ph)(["keys", action], rest);
    if (action === "revoke" ? positionals.length !== 1 : positionals.length !== 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(USAGE);
    const workspace = text("workspace") ?? _service_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_WORKSPACE_NAME */ .I;
    if (!/^[A-Za-z0-9._-]{1,100}$/.test(workspace)) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb("--workspace must be 1-100 letters, digits, '.', '_' or '-'");
    }
    const databaseUrl = text("database-url");
    const store = await (0,_store_open_js__WEBPACK_IMPORTED_MODULE_1__.openStore)(databaseUrl ? { databaseUrl } : { dataDir: text("data-dir") ?? "./.contract-sync" });
    try {
        if (action === "create") {
            const { key, info } = await (0,_service_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .createApiKey */ .Iq)(store, workspace, text("label"));
            io.stdout(`${key}\n`);
            io.stderr(`created key ${info.id} for workspace '${workspace}'; it is shown only now\n`);
            return 0;
        }
        const rows = await store.query("SELECT id FROM workspaces WHERE name = $1", [workspace]);
        const workspaceId = rows[0]?.id;
        if (!workspaceId) {
            io.stderr(`no workspace '${workspace}'\n`);
            return 1;
        }
        if (action === "list") {
            for (const k of await (0,_service_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .listApiKeys */ .d5)(store, workspaceId)) {
                io.stdout(`${k.id}\t${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : "active"}\t${k.label ?? ""}\n`);
            }
            return 0;
        }
        const id = positionals[0] ?? "";
        if (!/^[0-9a-f-]{36}$/i.test(id) || !(await (0,_service_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .revokeApiKey */ .mA)(store, workspaceId, id))) {
            io.stderr(`no key '${id}' in workspace '${workspace}'\n`);
            return 1;
        }
        io.stderr(`revoked key ${id}\n`);
        return 0;
    }
    finally {
        await store.close();
    }
};


/***/ }),

/***/ 42355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ closeSharedHostIfLoaded),
/* harmony export */   x: () => (/* binding */ registerSharedHostCloser)
/* harmony export */ });
/**
 * How to close the process's shared PGlite host (shared.ts), known once that module is loaded.
 * A module of its own so the action's entry can close the host at its end without loading the
 * host itself: a run that reads no SQL and opens no embedded store loads none of PGlite's code.
 */
let closer;
function registerSharedHostCloser(close) {
    closer = close;
}
/** Closes the shared host if the module that owns it was loaded (it may not have started one). */
async function closeSharedHostIfLoaded() {
    await closer?.();
}


/***/ }),

/***/ 10055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ DEFAULT_WORKSPACE_ID),
/* harmony export */   Gx: () => (/* binding */ KeyResolver),
/* harmony export */   I: () => (/* binding */ DEFAULT_WORKSPACE_NAME),
/* harmony export */   Iq: () => (/* binding */ createApiKey),
/* harmony export */   d5: () => (/* binding */ listApiKeys),
/* harmony export */   mA: () => (/* binding */ revokeApiKey)
/* harmony export */ });
/* unused harmony exports hashKey, generateKey, ensureWorkspace */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** The workspace of CONTRACT_SYNC_API_KEY (created by the first migration). */
const DEFAULT_WORKSPACE_ID = "00000000-0000-4000-8000-000000000001";
const DEFAULT_WORKSPACE_NAME = "default";
/**
 * Keys are 32 random bytes, so a plain SHA-256 is the right hash: there is
 * nothing to brute-force that a slow hash would protect. Only the hash is stored.
 */
function hashKey(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(key, "utf8").digest("hex");
}
function generateKey() {
    return `csk_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString("base64url")}`;
}
/** Finds or creates a workspace by name; returns its id. */
async function ensureWorkspace(db, name) {
    const rows = await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`, [(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(), name]);
    return rows[0].id;
}
/** Creates a key for the workspace (created when missing). The key itself is returned once, never stored. */
async function createApiKey(store, workspace, label) {
    const key = generateKey();
    const info = await store.transaction(async (tx) => {
        const workspaceId = await ensureWorkspace(tx, workspace);
        const rows = await tx.query("INSERT INTO api_keys (id, workspace_id, key_hash, label) VALUES ($1, $2, $3, $4) RETURNING id, created_at", [(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(), workspaceId, hashKey(key), label ?? null]);
        const row = rows[0];
        return {
            id: row.id,
            workspace,
            label: label ?? null,
            createdAt: row.created_at.toISOString(),
            revokedAt: null,
        };
    });
    return { key, info };
}
async function listApiKeys(db, workspaceId) {
    const rows = await db.query(`SELECT k.id, w.name, k.label, k.created_at, k.revoked_at FROM api_keys k
     JOIN workspaces w ON w.id = k.workspace_id WHERE k.workspace_id = $1 ORDER BY k.created_at, k.id`, [workspaceId]);
    return rows.map((r) => ({
        id: r.id,
        workspace: r.name,
        label: r.label,
        createdAt: r.created_at.toISOString(),
        revokedAt: r.revoked_at?.toISOString() ?? null,
    }));
}
/** Revokes a key of the workspace; false when there is no such key. */
async function revokeApiKey(db, workspaceId, keyId) {
    const rows = await db.query("UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE workspace_id = $1 AND id = $2 RETURNING id", [workspaceId, keyId]);
    return rows.length > 0;
}
/**
 * Maps a presented key to its workspace. Environment keys (CONTRACT_SYNC_API_KEY)
 * belong to the default workspace. Found keys are cached for `cacheMs` so a
 * request costs no query; a revoked key stops working within that time.
 */
class KeyResolver {
    db;
    cacheMs;
    #cache = new Map();
    #envHashes;
    /** Hashes of the keys presented lately: every request presents one, and SHA-256 was ~1% of a check. */
    #hashes = new Map();
    constructor(db, envKeys = [], cacheMs = 5_000) {
        this.db = db;
        this.cacheMs = cacheMs;
        this.#envHashes = new Set(envKeys.filter((k) => k.length > 0).map(hashKey));
    }
    async resolve(key) {
        if (!key)
            return undefined;
        let hash = this.#hashes.get(key);
        if (hash === undefined) {
            hash = hashKey(key);
            if (this.#hashes.size >= 1_000)
                this.#hashes.clear();
            this.#hashes.set(key, hash);
        }
        if (this.#envHashes.has(hash))
            return DEFAULT_WORKSPACE_ID;
        const now = Date.now();
        const cached = this.#cache.get(hash);
        if (cached && cached.until > now)
            return cached.workspaceId;
        const rows = await this.db.query("SELECT workspace_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL", [hash]);
        const workspaceId = rows[0]?.workspace_id;
        if (workspaceId) {
            if (this.#cache.size > 10_000)
                this.#cache.clear();
            this.#cache.set(hash, { workspaceId, until: now + this.cacheMs });
        }
        else {
            this.#cache.delete(hash);
        }
        return workspaceId;
    }
}


/***/ }),

/***/ 76480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   xx: () => (/* binding */ parseTar)
/* harmony export */ });
/* unused harmony exports createTar, createTarGzip, createTarGzipStream, parseTarGzip */
const tarItemTypeMap = {
  // Standard
  "0": "file",
  // Regular file
  "1": "hardLink",
  // Hard link (meta)
  "2": "symbolicLink",
  // Symbolic link (meta)
  "3": "characterDevice",
  // Character device (meta)
  "4": "blockDevice",
  // Block device (meta)
  "5": "directory",
  // Directory (meta)
  "6": "fifo",
  // Named pipe (FIFO) (meta)
  "7": "contiguousFile",
  // Contiguous file (rarely used, mostly for older systems)
  // Extended headers
  "g": "globalExtendedHeader",
  // Global extended header (meta)
  "x": "extendedHeader",
  // Extended header for the next file (meta)
  // GNU tar
  "D": "gnuDirectory",
  // GNU directory metadata (meta)
  "I": "gnuInodeMetadata",
  // GNU inode metadata
  "K": "gnuLongLinkName",
  // GNU long link name
  "L": "gnuLongFileName",
  // GNU long file name
  "N": "gnuOldLongFileName",
  // GNU long file name (old)
  "M": "gnuMultiVolume",
  // Multi-volume archive entry
  "S": "gnuSparseFile",
  // Sparse file (for files with holes)
  "E": "gnuExtendedSparse",
  // Extended sparse file (used in GNU tar for large sparse files)
  // Solaris tar
  "A": "solarisAcl",
  // Solaris access control list
  "V": "solarisVolumeLabel",
  // Solaris volume label (meta)
  "X": "solarisOldExtendedHeader"
  // Deprecated extended header format (meta)
};

function parseTar(data, opts) {
  const buffer = data.buffer || data;
  const files = [];
  let offset = 0;
  let nextExtendedHeader;
  let globalExtendedHeader;
  while (offset < buffer.byteLength - 512) {
    let name = _readString(buffer, offset, 100);
    if (name.length === 0) {
      break;
    }
    if (nextExtendedHeader) {
      const longName = nextExtendedHeader.path || nextExtendedHeader.linkpath;
      if (longName) {
        name = longName;
      }
    }
    const mode = _readString(buffer, offset + 100, 8).trim();
    const uid = Number.parseInt(_readString(buffer, offset + 108, 8));
    const gid = Number.parseInt(_readString(buffer, offset + 116, 8));
    const size = _readNumber(buffer, offset + 124, 12);
    const seek = 512 + 512 * Math.trunc(size / 512) + (size % 512 ? 512 : 0);
    const mtime = _readNumber(buffer, offset + 136, 12);
    const _type = _readString(buffer, offset + 156, 1) || "0";
    const type = tarItemTypeMap[_type] || _type;
    switch (type) {
      // Extended headers for next entry
      case "extendedHeader":
      case "globalExtendedHeader": {
        const headers = _parseExtendedHeaders(
          new Uint8Array(buffer, offset + 512, size)
        );
        if (type === "extendedHeader") {
          nextExtendedHeader = headers;
        } else {
          nextExtendedHeader = void 0;
          globalExtendedHeader = {
            ...globalExtendedHeader,
            ...headers
          };
        }
        offset += seek;
        continue;
      }
      // GNU tar long file names
      case "gnuLongFileName":
      case "gnuOldLongFileName":
      case "gnuLongLinkName": {
        nextExtendedHeader = { path: _readString(buffer, offset + 512, size) };
        offset += seek;
        continue;
      }
    }
    const user = _readString(buffer, offset + 265, 32);
    const group = _readString(buffer, offset + 297, 32);
    name = _sanitizePath(name);
    const meta = {
      name,
      type,
      size,
      attrs: {
        ...globalExtendedHeader,
        ...nextExtendedHeader,
        mode,
        uid,
        gid,
        mtime,
        user,
        group
      }
    };
    nextExtendedHeader = void 0;
    if (opts?.filter && !opts.filter(meta)) {
      offset += seek;
      continue;
    }
    if (opts?.metaOnly) {
      files.push(meta);
      offset += seek;
      continue;
    }
    const data2 = size === 0 ? void 0 : new Uint8Array(buffer, offset + 512, size);
    files.push({
      ...meta,
      data: data2,
      get text() {
        return new TextDecoder().decode(this.data);
      }
    });
    offset += seek;
  }
  return files;
}
async function parseTarGzip(data, opts = {}) {
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(data));
      controller.close();
    }
  }).pipeThrough(new DecompressionStream(opts.compression ?? "gzip"));
  const decompressedData = await new Response(stream).arrayBuffer();
  return parseTar(decompressedData, opts);
}
function _sanitizePath(path) {
  let normalized = path.replace(/\\/g, "/");
  normalized = normalized.replace(/^[a-zA-Z]:\//, "");
  normalized = normalized.replace(/^\/+/, "");
  const hasLeadingDotSlash = normalized.startsWith("./");
  const parts = normalized.split("/");
  const resolved = [];
  for (const part of parts) {
    if (part === "..") {
      resolved.pop();
    } else if (part !== "." && part !== "") {
      resolved.push(part);
    }
  }
  let result = resolved.join("/");
  if (hasLeadingDotSlash && !result.startsWith("./")) {
    result = "./" + result;
  }
  if (path.endsWith("/") && !result.endsWith("/")) {
    result += "/";
  }
  return result;
}
function _readString(buffer, offset, size) {
  const view = new Uint8Array(buffer, offset, size);
  const i = view.indexOf(0);
  const td = new TextDecoder();
  return td.decode(i === -1 ? view : view.slice(0, i));
}
function _readNumber(buffer, offset, size) {
  const view = new Uint8Array(buffer, offset, size);
  let str = "";
  for (let i = 0; i < size; i++) {
    str += String.fromCodePoint(view[i]);
  }
  return Number.parseInt(str, 8);
}
function _parseExtendedHeaders(data) {
  const dataStr = new TextDecoder().decode(data);
  const headers = {};
  for (const line of dataStr.split("\n")) {
    const s = line.split(" ")[1]?.split("=");
    if (s) {
      headers[s[0]] = s[1];
    }
  }
  return headers;
}

function createTar(files, opts = {}) {
  const _files = files.map((file) => {
    const data = _normalizeData(file.data);
    return {
      ...file,
      data,
      size: data?.length || 0
    };
  });
  let tarDataSize = 0;
  for (let i = 0; i < files.length; i++) {
    const size = _files[i].data?.length ?? 0;
    tarDataSize += 512 + 512 * Math.trunc(size / 512);
    if (size % 512) {
      tarDataSize += 512;
    }
  }
  let bufSize = 10240 * Math.trunc(tarDataSize / 10240);
  if (tarDataSize % 10240) {
    bufSize += 10240;
  }
  const buffer = new ArrayBuffer(bufSize);
  let offset = 0;
  for (const file of _files) {
    const isDir = !file.data;
    _writeString(buffer, file.name, offset, 100);
    const mode = file.attrs?.mode ?? opts.attrs?.mode ?? (isDir ? "775" : "664");
    _writeString(buffer, _leftPad(mode, 7), offset + 100, 8);
    const uid = file.attrs?.uid ?? opts.attrs?.uid ?? 1e3;
    _writeString(buffer, _leftPad(uid.toString(8), 7), offset + 108, 8);
    const gid = file.attrs?.gid ?? opts.attrs?.gid ?? 1e3;
    _writeString(buffer, _leftPad(gid.toString(8), 7), offset + 116, 8);
    _writeString(buffer, _leftPad(file.size.toString(8), 11), offset + 124, 12);
    const mtime = file.attrs?.mtime ?? opts.attrs?.mtime ?? Date.now();
    _writeString(
      buffer,
      _leftPad(Math.trunc(mtime / 1e3).toString(8), 11),
      offset + 136,
      12
    );
    const type = isDir ? "5" : "0";
    _writeString(buffer, type, offset + 156, 1);
    _writeString(
      buffer,
      "ustar",
      offset + 257,
      6
      /* magic string */
    );
    _writeString(
      buffer,
      "00",
      offset + 263,
      2
      /* magic version */
    );
    const user = file.attrs?.user ?? opts.attrs?.user ?? "";
    _writeString(buffer, user, offset + 265, 32);
    const group = file.attrs?.group ?? opts.attrs?.group ?? "";
    _writeString(buffer, group, offset + 297, 32);
    _writeString(buffer, "        ", offset + 148, 8);
    const header = new Uint8Array(buffer, offset, 512);
    let chksum = 0;
    for (let i = 0; i < 512; i++) {
      chksum += header[i];
    }
    _writeString(buffer, chksum.toString(8), offset + 148, 8);
    if (!isDir) {
      const destArray = new Uint8Array(buffer, offset + 512, file.size);
      for (let byteIdx = 0; byteIdx < file.size; byteIdx++) {
        destArray[byteIdx] = file.data[byteIdx];
      }
      offset += 512 * Math.trunc(file.size / 512);
      if (file.size % 512) {
        offset += 512;
      }
    }
    offset += 512;
  }
  return new Uint8Array(buffer);
}
function createTarGzipStream(files, opts = {}) {
  const buffer = createTar(files, opts);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(buffer);
      controller.close();
    }
  }).pipeThrough(new CompressionStream(opts.compression ?? "gzip"));
}
async function createTarGzip(files, opts = {}) {
  const data = await new Response(createTarGzipStream(files, opts)).arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return data;
}
function _writeString(buffer, str, offset, size) {
  const strView = new Uint8Array(buffer, offset, size);
  const te = new TextEncoder();
  const written = te.encodeInto(str, strView).written;
  for (let i = written; i < size; i++) {
    strView[i] = 0;
  }
}
function _leftPad(input, targetLength) {
  return String(input).padStart(targetLength, "0");
}
function _normalizeData(data) {
  if (data === null || data === void 0) {
    return void 0;
  }
  if (typeof data === "string") {
    return new TextEncoder().encode(data);
  }
  if (data instanceof ArrayBuffer) {
    return new Uint8Array(data);
  }
  return data;
}




/***/ })

};
