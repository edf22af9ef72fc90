export const id = 4109;
export const ids = [4109];
export const modules = {

/***/ 20117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ SQL_SOURCE_TYPES),
/* harmony export */   m: () => (/* binding */ SOURCE_TYPES)
/* harmony export */ });
/**
 * The source types (docs/service-interface.md "Source types") of a data asset (and of a listed asset's `type`).
 * Kept free of zod so that code needing only the names (resource names, the
 * CLI's diff) does not load it.
 */
const SOURCE_TYPES = [
    "postgres",
    "mysql",
    "mssql",
    "json_schema",
    "avro",
    "protobuf",
    "python",
    "pyspark",
    "typescript",
    "java",
    "s3",
    "dataframe",
    "kotlin",
    "swift",
    "php",
    "golang",
];
/**
 * The SQL databases: their files are DDL and migration histories, their assets tables of one
 * database. Here, not beside the zod enum, so that a reader's or the diff's start loads no zod.
 */
const SQL_SOURCE_TYPES = new Set([
    "postgres",
    "mysql",
    "mssql",
]);


/***/ }),

/***/ 38497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/compliance/compat-mode.ts
var compat_mode = __webpack_require__(81705);
// EXTERNAL MODULE: ./src/schema/fs-source.ts
var fs_source = __webpack_require__(28784);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/commands/diff-roots.ts


const ROOT_MARKERS = ["buf.work.yaml", "buf.yaml", ".git"];
/**
 * The folder a schema file is read in: the nearest one at or above `dir` that
 * holds buf.work.yaml, buf.yaml or .git (a repository or buf workspace), else
 * `dir` itself. Imports are never followed out of it.
 */
async function repositoryRootOf(dir) {
    return (await markedRootOf(dir)).root;
}
/** The folder `repositoryRootOf` finds, and the marker that made it one (none: `dir` itself). */
async function markedRootOf(dir) {
    for (let current = dir;; current = (0,external_node_path_.dirname)(current)) {
        for (const marker of ROOT_MARKERS) {
            if (await (0,promises_.stat)((0,external_node_path_.join)(current, marker)).catch(() => undefined)) {
                // A buf.yaml inside a buf workspace belongs to it: keep looking for buf.work.yaml.
                if (marker === "buf.yaml" && (await hasWorkspaceAbove(current)))
                    break;
                return { root: current, marker };
            }
        }
        if ((0,external_node_path_.dirname)(current) === current)
            return { root: dir };
    }
}
/**
 * The import root of a .proto file: a buf configuration's folder when one is
 * above it; else the folder its package path starts in (`old/google/api/http.proto`
 * of `package google.api;` is read from `old/`, as protoc is run from there), when
 * that is inside the repository (or no repository holds the file); else the
 * repository's root.
 */
async function protoRootOf(file) {
    const dir = (0,external_node_path_.dirname)(file);
    const marked = await markedRootOf(dir);
    if (marked.marker === "buf.yaml" || marked.marker === "buf.work.yaml")
        return marked.root;
    const fromPackage = packageRootOf(dir, await (0,promises_.readFile)(file, "utf8").catch(() => ""));
    const inside = fromPackage !== undefined && (marked.marker === undefined || isAtOrBelow(fromPackage, marked.root));
    return inside ? fromPackage : marked.root;
}
/** The folder above `dir` where the package's path starts, when `dir` ends with it. */
function packageRootOf(dir, text) {
    const name = /^\s*package\s+([\w.]+)\s*;/m.exec(text)?.[1];
    if (!name)
        return undefined;
    const parts = name.split(".");
    const folders = dir.split(external_node_path_.sep);
    const tail = folders.slice(-parts.length);
    if (tail.length !== parts.length || tail.some((f, i) => f !== parts[i]))
        return undefined;
    return folders.slice(0, -parts.length).join(external_node_path_.sep) || external_node_path_.sep;
}
function isAtOrBelow(dir, root) {
    const rel = (0,external_node_path_.relative)(root, dir);
    return rel === "" || (!rel.startsWith("..") && !(0,external_node_path_.isAbsolute)(rel));
}
async function hasWorkspaceAbove(dir) {
    for (let current = (0,external_node_path_.dirname)(dir); (0,external_node_path_.dirname)(current) !== current; current = (0,external_node_path_.dirname)(current)) {
        if (await (0,promises_.stat)((0,external_node_path_.join)(current, "buf.work.yaml")).catch(() => undefined))
            return true;
        if (await (0,promises_.stat)((0,external_node_path_.join)(current, ".git")).catch(() => undefined))
            return false;
    }
    return false;
}
/** Files from the first source that has them: the repository, then protoc-style `-I` roots. */
function layeredSource(sources) {
    const [first] = sources;
    if (!first || sources.length === 1)
        return first ?? { readText: async () => undefined, list: async () => [] };
    return {
        async readText(path) {
            for (const source of sources) {
                const text = await source.readText(path);
                if (text !== undefined)
                    return text;
            }
            return undefined;
        },
        readBytes: first.readBytes?.bind(first),
        list: (dir) => first.list(dir),
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/diff.ts







const USAGE = "usage: contract-sync diff <old-file> <new-file> [--type <source_type>] [--compat backward|forward|full] [-I <import-root>]...";
/** Readers loaded directly for their file endings: the registry loads every reader
 * (`npm run bench -- diff-cli`). */
const FAST_READERS = {
    ".proto": {
        type: "protobuf",
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9535), __webpack_require__.e(6721)]).then(__webpack_require__.bind(__webpack_require__, 49102))).protobufReader,
    },
    ".avsc": { type: "avro", load: async () => (await Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(1586), __webpack_require__.e(7734)]).then(__webpack_require__.bind(__webpack_require__, 1586))).avroReader },
    ".avdl": { type: "avro", load: async () => (await Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(1586), __webpack_require__.e(7734)]).then(__webpack_require__.bind(__webpack_require__, 1586))).avroReader },
};
function fastReaderOf(path, forcedType) {
    const ending = path.slice(path.lastIndexOf("."));
    const fast = FAST_READERS[ending];
    return fast && (forcedType === undefined || forcedType === fast.type) ? fast : undefined;
}
let registryLoaded = false;
/**
 * `contract-sync diff`: the changes between two versions of a schema file as
 * JSON, each judged breaking by the rules of its format in the compatibility
 * mode asked for (backward by default). Exit 1 when any change is breaking, 0
 * when none is, 2 when a file cannot be read.
 * A file no reader claims may be a schema tree in JSON (a schema node of the API, a
 * struct root), as `contract-sync schema` prints them.
 */
const run = async (args, io) => {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        allowPositionals: true,
        options: {
            type: { type: "string" },
            compat: { type: "string", default: "backward" },
            include: { type: "string", short: "I", multiple: true },
            help: { type: "boolean", short: "h" },
        },
    });
    if (values.help) {
        io.stdout(`${USAGE}\n`);
        return 0;
    }
    const [oldFile, newFile, ...rest] = positionals;
    if (!oldFile || !newFile || rest.length > 0)
        throw new cli_io/* UsageError */.eb(USAGE);
    let forcedType;
    if (values.type !== undefined) {
        // zod (under SourceType) loads only when a type is named: most runs go by the file's ending.
        const { SourceType } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(9279)]).then(__webpack_require__.bind(__webpack_require__, 9279));
        const parsed = SourceType.safeParse(values.type);
        if (!parsed.success)
            throw new cli_io/* UsageError */.eb(`unknown --type '${values.type}' (one of ${SourceType.options.join(", ")})`);
        forcedType = parsed.data;
    }
    const mode = values.compat;
    if (!compat_mode/* COMPAT_MODES */._6.includes(mode)) {
        throw new cli_io/* UsageError */.eb(`unknown --compat '${values.compat}' (one of ${compat_mode/* COMPAT_MODES */._6.join(", ")})`);
    }
    const includes = (values.include ?? []).map((dir) => (0,external_node_path_.resolve)(io.cwd, dir));
    const context = { cwd: io.cwd, forcedType, includes, diagnostics: [] };
    const diagnostics = context.diagnostics;
    let base;
    let head;
    try {
        base = await readVersion(oldFile, context);
        head = await readVersion(newFile, context);
    }
    finally {
        // The Postgres reader's PGlite would keep the process alive.
        if (registryLoaded)
            await (await Promise.all(/* import() */[__webpack_require__.e(4723), __webpack_require__.e(788)]).then(__webpack_require__.bind(__webpack_require__, 84723))).closeReaders();
    }
    for (const d of diagnostics)
        io.stderr((0,cli_io/* diagnosticLine */.CO)(d));
    if (diagnostics.some((d) => d.severity === "error"))
        return 2;
    const results = (0,compat_mode/* diffAssetsInMode */.NP)(base, head, mode);
    const changes = results.flatMap((result) => result.status === "added"
        ? [{ asset: result.asset, kind: "ASSET_ADDED", field: "", breaking: false, reason: "a new asset" }]
        : result.changes.map((change) => ({
            asset: result.asset,
            ...change,
            ...(result.status === "removed" ? { kind: "ASSET_REMOVED" } : {}),
        })));
    io.stdout(`${JSON.stringify(changes, null, 2)}\n`);
    return results.some((result) => result.breaking) ? 1 : 0;
};
/**
 * Reads one version: with its reader, else as a schema tree in JSON. The file is
 * read inside its repository (the nearest folder above it with buf.work.yaml,
 * buf.yaml or .git; else its own folder; a .proto without a buf configuration
 * from where its package path starts), so imports resolve as buf and protoc
 * resolve them; `-I` folders are further import roots. Problems go to `diagnostics`.
 */
async function readVersion(given, context) {
    const { forcedType, diagnostics } = context;
    const absolute = (0,external_node_path_.resolve)(context.cwd, given);
    const info = await (0,promises_.stat)(absolute).catch(() => undefined);
    if (!info) {
        diagnostics.push({ file: given, severity: "error", message: "no such file or folder" });
        return [];
    }
    const include = context.includes.find((dir) => absolute.startsWith(`${dir}${external_node_path_.sep}`));
    const root = include ??
        (info.isFile() && absolute.endsWith(".proto")
            ? await protoRootOf(absolute)
            : await repositoryRootOf(info.isFile() ? (0,external_node_path_.dirname)(absolute) : absolute));
    const path = (0,external_node_path_.relative)(root, absolute).split(external_node_path_.sep).join("/") || ".";
    const files = layeredSource([
        (0,fs_source/* directorySource */.X5)(root),
        ...context.includes.filter((dir) => dir !== root).map((dir) => (0,fs_source/* directorySource */.X5)(dir)),
    ]);
    const fast = info.isFile() ? fastReaderOf(path, forcedType) : undefined;
    if (fast) {
        const reader = await fast.load();
        const result = await reader.read({ path, sourceType: fast.type, dataSource: "local", files });
        diagnostics.push(...result.diagnostics.map((d) => ({ ...d, file: d.file === path ? given : d.file })));
        return result.assets;
    }
    // A schema tree or `contract-sync schema` output first: no schema format has a "struct" root type.
    const trees = info.isFile() ? await treeJson(absolute, given, forcedType ?? "json_schema") : undefined;
    if (trees)
        return trees;
    const { detectSourceType, readAssets, readerFor } = await Promise.all(/* import() */[__webpack_require__.e(4723), __webpack_require__.e(788)]).then(__webpack_require__.bind(__webpack_require__, 84723));
    registryLoaded = true;
    const sourceType = forcedType ?? detectSourceType(path);
    if (sourceType && readerFor(sourceType)) {
        const result = await readAssets([{ path, sourceType }], { files, dataSourceOf: () => "local" });
        diagnostics.push(...result.diagnostics.map((d) => ({ ...d, file: d.file === path ? given : d.file })));
        return result.assets;
    }
    diagnostics.push({
        file: given,
        severity: "error",
        message: sourceType
            ? `no reader for source type '${sourceType}' yet`
            : "unknown source type: name one with --type",
    });
    return [];
}
/** A schema tree (struct root) or the assets `contract-sync schema` prints, as JSON; else undefined. */
async function treeJson(path, given, sourceType) {
    let json;
    try {
        json = JSON.parse(await (0,promises_.readFile)(path, "utf8"));
    }
    catch {
        return undefined;
    }
    const { z } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(6255)]).then(__webpack_require__.bind(__webpack_require__, 86255));
    const { SchemaNode } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(4218)]).then(__webpack_require__.bind(__webpack_require__, 4218));
    const { SourceType } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(9279)]).then(__webpack_require__.bind(__webpack_require__, 9279));
    const PrintedAsset = z.object({
        resourceName: z.string(),
        sourceType: SourceType,
        path: z.string(),
        schema: SchemaNode,
    });
    const assets = z.array(PrintedAsset).safeParse(json);
    if (assets.success)
        return assets.data;
    const tree = SchemaNode.safeParse(json);
    return tree.success && tree.data.type === "struct"
        ? [{ resourceName: given, sourceType, path: "tree", schema: tree.data }]
        : undefined;
}


/***/ }),

/***/ 28784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fg: () => (/* binding */ maxFileBytesFromEnv),
/* harmony export */   Sv: () => (/* binding */ FileTooLarge),
/* harmony export */   X5: () => (/* binding */ directorySource),
/* harmony export */   u2: () => (/* binding */ limitedSource)
/* harmony export */ });
/* unused harmony exports memorySource, DEFAULT_MAX_FILE_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * SourceFiles over a folder on disk (the working tree); paths are relative to
 * `root`. Nothing outside `root` is read: a path that climbs out of it
 * (`../x`, absolute) or through a symbolic link is treated as absent, so an
 * import, $ref or include cannot reach the rest of the machine.
 */
function directorySource(root) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
    let realBase;
    const within = (parent, child) => {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(parent, child);
        return rel === "" || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== ".." && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
    };
    /** The absolute path of `path` if it stays inside the root without symbolic links, else undefined. */
    const inside = async (path) => {
        const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, path);
        if (!within(base, absolute))
            return undefined;
        try {
            realBase ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(base);
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absolute);
            // A link anywhere on the way (file or folder) makes the real path differ from the plain one.
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(await realBase, real) !== (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(base, absolute))
                return undefined;
            return real;
        }
        catch {
            return undefined;
        }
    };
    return {
        async readText(path) {
            const file = await inside(path);
            return file === undefined ? undefined : (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, "utf8").catch(() => undefined);
        },
        async readBytes(path) {
            const file = await inside(path);
            if (file === undefined)
                return undefined;
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file).then((bytes) => new Uint8Array(bytes), () => undefined);
        },
        async size(path) {
            const file = await inside(path);
            if (file === undefined)
                return undefined;
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).then((info) => (info.isFile() ? info.size : undefined), () => undefined);
        },
        async list(dir) {
            const folder = await inside(dir === "" ? "." : dir);
            if (folder === undefined)
                return [];
            try {
                const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder, { withFileTypes: true });
                // isFile() is false for symbolic links: they are not listed.
                return entries
                    .filter((e) => e.isFile())
                    .map((e) => (dir === "" || dir === "." ? e.name : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, e.name)))
                    .sort();
            }
            catch {
                return [];
            }
        },
        async listAll(dir = "") {
            const folder = await inside(dir === "" ? "." : dir);
            if (folder === undefined)
                return [];
            try {
                // Links are neither files nor folders to readdir's entries: nothing is listed through one.
                const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder, { recursive: true, withFileTypes: true });
                return entries
                    .filter((e) => e.isFile())
                    .map((e) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir === "." ? "" : dir, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(e.parentPath, e.name)).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/")))
                    .sort();
            }
            catch {
                return [];
            }
        },
    };
}
/** SourceFiles over an in-memory map of path -> text (tests, benchmarks, files at a Git revision). */
function memorySource(files) {
    const paths = Object.keys(files).sort();
    return {
        readText: async (path) => files[path],
        size: async (path) => (files[path] === undefined ? undefined : Buffer.byteLength(files[path] ?? "")),
        list: async (dir) => {
            const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/\/$/, "")}/`;
            return paths.filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"));
        },
        listAll: async (dir = "") => {
            const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/\/$/, "")}/`;
            return paths.filter((p) => p.startsWith(prefix));
        },
    };
}
/** A file over the size limit: readers let it propagate or report it, naming the file and the limit. */
class FileTooLarge extends Error {
    file;
    bytes;
    limit;
    constructor(file, bytes, limit) {
        super(`${file} is ${bytes} bytes, over the limit of ${limit} bytes per file: not read`);
        this.file = file;
        this.bytes = bytes;
        this.limit = limit;
        this.name = "FileTooLarge";
    }
}
const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The per-file limit from `CONTRACT_SYNC_MAX_FILE_BYTES`, else 5 MiB. */
function maxFileBytesFromEnv(env = process.env) {
    const n = Number(env.CONTRACT_SYNC_MAX_FILE_BYTES);
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_FILE_BYTES;
}
/**
 * `files` with a size limit: reading a larger file throws FileTooLarge (checked
 * before reading where the source knows sizes, else after).
 */
function limitedSource(files, limit) {
    const check = async (path, measured) => {
        const bytes = measured ?? (await files.size?.(path));
        if (bytes !== undefined && bytes > limit)
            throw new FileTooLarge(path, bytes, limit);
    };
    return {
        ...(files.size ? { size: (path) => files.size?.(path) ?? Promise.resolve(undefined) } : {}),
        async readText(path) {
            await check(path);
            const text = await files.readText(path);
            if (text !== undefined && text.length > limit)
                await check(path, Buffer.byteLength(text));
            return text;
        },
        ...(files.readBytes
            ? {
                readBytes: async (path) => {
                    await check(path);
                    const bytes = await files.readBytes?.(path);
                    if (bytes !== undefined)
                        await check(path, bytes.byteLength);
                    return bytes;
                },
            }
            : {}),
        list: (dir) => files.list(dir),
        ...(files.listAll ? { listAll: (dir) => files.listAll?.(dir) ?? Promise.resolve([]) } : {}),
    };
}


/***/ })

};
