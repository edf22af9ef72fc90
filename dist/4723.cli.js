export const id = 4723;
export const ids = [4723];
export const modules = {

/***/ 53814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ej: () => (/* binding */ boundedAsset),
/* harmony export */   vN: () => (/* binding */ MAX_EXPANDED_NODES)
/* harmony export */ });
/* unused harmony export MAX_TREE_NODES */
/**
 * Above this many schema nodes in one asset, a reader that expands named types
 * (JSON Schema `$ref`, Avro named records) keeps further uses as named references.
 */
const MAX_EXPANDED_NODES = 50_000;
/**
 * The bound on any reader's tree, after its own expansion: a tree that shares
 * subtrees (a Protobuf message nested in many) expands when written out, and a
 * file of inline definitions is bounded by the file size only.
 */
const MAX_TREE_NODES = 4 * MAX_EXPANDED_NODES;
/**
 * An asset whose tree has more than `max` nodes, cut: past the budget a named
 * struct (one with an alias) is kept as a reference to its name, as a recursive
 * use is. Walks at most about `max` nodes plus the references, however much the
 * tree shares.
 */
function boundedAsset(asset, max = MAX_TREE_NODES) {
    const state = { nodes: 0, cut: 0 };
    const schema = bound(asset.schema, state, max, true);
    if (state.cut === 0)
        return { asset };
    return {
        asset: { ...asset, schema },
        diagnostic: {
            file: asset.file,
            ...(asset.line !== undefined ? { line: asset.line } : {}),
            severity: "warning",
            message: `${asset.path} expands to more than ${max} schema nodes: ${state.cut} further uses of named types are kept as references`,
        },
    };
}
function bound(tree, state, max, root) {
    state.nodes++;
    if (!tree.fields)
        return tree;
    if (!root && state.nodes > max && tree.alias !== undefined && tree.type === "struct") {
        state.cut++;
        const { fields: _fields, ...named } = tree;
        return { ...named, constraints: { ...tree.constraints, ref: tree.alias } };
    }
    const fields = tree.fields.map((f) => bound(f, state, max, false));
    return fields.every((f, i) => f === tree.fields?.[i]) ? tree : { ...tree, fields };
}


/***/ }),

/***/ 84723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  closeReaders: () => (/* reexport */ shared_closer/* closeSharedHostIfLoaded */.o),
  defaultDataSource: () => (/* reexport */ defaultDataSource),
  detectSourceType: () => (/* binding */ detectSourceType),
  planReads: () => (/* binding */ planReads),
  readAssetVersionPairs: () => (/* binding */ readAssetVersionPairs),
  readAssets: () => (/* binding */ readAssets),
  readerFor: () => (/* binding */ readerFor),
  readers: () => (/* binding */ readers),
  resourceName: () => (/* reexport */ model/* resourceName */.Iy),
  sharedFolderRule: () => (/* binding */ sharedFolderRule),
  toWireNode: () => (/* reexport */ model/* toWireNode */.zN),
  uniqueTargets: () => (/* binding */ uniqueTargets)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/budget.ts
var budget = __webpack_require__(53814);
;// CONCATENATED MODULE: ./src/schema/data-source.ts
/**
 * The data source when the caller names none: the GitHub repository the run is
 * in (`github.com/owner/repo`, as in the resource names of docs/service-interface.md), else `local`.
 * A module of its own: the action's entry needs it without loading the readers.
 */
function defaultDataSource(env = process.env) {
    return env.GITHUB_REPOSITORY ? `github.com/${env.GITHUB_REPOSITORY}` : "local";
}

// EXTERNAL MODULE: ./src/schema/fs-source.ts
var fs_source = __webpack_require__(28784);
// EXTERNAL MODULE: ./src/schema/reader-helpers.ts
var reader_helpers = __webpack_require__(61356);
;// CONCATENATED MODULE: ./src/schema/readers/lazy-reader.ts
/**
 * A reader whose module (and its parser: node-sql-parser, avsc, protobufjs, a
 * YAML parser, PGlite's loader) is imported at its first read: a run loads
 * only the readers of the source types it reads, and a run that reads nothing
 * (a README-only pull request) none. The endings are stated here so that
 * detecting a file's type loads nothing; a test holds them equal to the
 * reader's own (test/schema/lazy-readers.test.ts).
 */
function lazyReader(sourceType, extensions, load) {
    let loaded;
    const reader = () => {
        loaded ??= load().catch((error) => {
            loaded = undefined;
            throw error;
        });
        return loaded;
    };
    return {
        sourceType,
        extensions,
        read: async (request) => (await reader()).read(request),
        readVersions: async (base, head) => {
            const loadedReader = await reader();
            if (loadedReader.readVersions)
                return loadedReader.readVersions(base, head);
            return { base: await loadedReader.read(base), head: await loadedReader.read(head) };
        },
    };
}

;// CONCATENATED MODULE: ./src/schema/readers/code.ts

/** A language's reader, its module and the code reader's parser loaded at its first read (lazy-reader.ts). */
function lazyCodeReader(sourceType, extensions, language) {
    return lazyReader(sourceType, extensions, async () => {
        const [{ codeReader }, loaded] = await Promise.all([__webpack_require__.e(/* import() */ 9640).then(__webpack_require__.bind(__webpack_require__, 39640)), language()]);
        return codeReader(loaded);
    });
}
/**
 * Readers of code models: typescript, python, pyspark, java, kotlin, swift, php,
 * golang. The python reader also returns a file's PySpark schemas (as `pyspark`
 * assets); the pyspark reader claims no extension and reads only those.
 */
const codeReaders = [
    lazyCodeReader("typescript", [".ts", ".mts", ".cts"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(3113)]).then(__webpack_require__.bind(__webpack_require__, 33113))).typescriptLanguage),
    lazyCodeReader("python", [".py", ".pyi"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(7134)]).then(__webpack_require__.bind(__webpack_require__, 67134))).pythonLanguage),
    lazyCodeReader("pyspark", [], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(5960)]).then(__webpack_require__.bind(__webpack_require__, 75960))).pysparkLanguage),
    lazyCodeReader("java", [".java"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(4022)]).then(__webpack_require__.bind(__webpack_require__, 24022))).javaLanguage),
    lazyCodeReader("kotlin", [".kt"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(1723)]).then(__webpack_require__.bind(__webpack_require__, 81723))).kotlinLanguage),
    lazyCodeReader("swift", [".swift"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(1547)]).then(__webpack_require__.bind(__webpack_require__, 71547))).swiftLanguage),
    lazyCodeReader("php", [".php"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(8244)]).then(__webpack_require__.bind(__webpack_require__, 88244))).phpLanguage),
    lazyCodeReader("golang", [".go"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(9260)]).then(__webpack_require__.bind(__webpack_require__, 89260))).golangLanguage),
];
/** The readers themselves, loaded (tests compare them with the lazy ones). */
async function loadCodeReaders() {
    const [{ codeReader }, ts, py, pyspark, java, kotlin, swift, php, go] = await Promise.all([
        __webpack_require__.e(/* import() */ 9640).then(__webpack_require__.bind(__webpack_require__, 39640)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(3113)]).then(__webpack_require__.bind(__webpack_require__, 33113)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(7134)]).then(__webpack_require__.bind(__webpack_require__, 67134)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(5960)]).then(__webpack_require__.bind(__webpack_require__, 75960)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(4022)]).then(__webpack_require__.bind(__webpack_require__, 24022)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(1723)]).then(__webpack_require__.bind(__webpack_require__, 81723)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(1547)]).then(__webpack_require__.bind(__webpack_require__, 71547)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(8244)]).then(__webpack_require__.bind(__webpack_require__, 88244)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(9260)]).then(__webpack_require__.bind(__webpack_require__, 89260)),
    ]);
    return [
        ts.typescriptLanguage,
        py.pythonLanguage,
        pyspark.pysparkLanguage,
        java.javaLanguage,
        kotlin.kotlinLanguage,
        swift.swiftLanguage,
        php.phpLanguage,
        go.golangLanguage,
    ].map(codeReader);
}

// EXTERNAL MODULE: ./src/schema/readers/described/index.ts
var described = __webpack_require__(27376);
;// CONCATENATED MODULE: ./src/schema/readers/frameworks/detect.ts

const CHANGELOG_FILE = /\.(xml|ya?ml|json)$/i;
async function frameworkOf(request) {
    const { path, files } = request;
    if (/\.rb$/i.test(path))
        return { kind: "rails" };
    if (CHANGELOG_FILE.test(path))
        return { kind: "liquibase", roots: [path] };
    if (/\.\w+$/.test(external_node_path_.posix.basename(path)))
        return undefined;
    // A folder: a migrations rule's. Its top-level changelogs (if any) are what Liquibase runs.
    const listed = await files.list(path).catch(() => []);
    const candidates = listed.filter((file) => CHANGELOG_FILE.test(file));
    if (candidates.length === 0)
        return undefined;
    const changelogs = [];
    for (const file of candidates) {
        const text = await files.readText(file).catch(() => undefined);
        if (text !== undefined && /databaseChangeLog/.test(text))
            changelogs.push(file);
    }
    if (changelogs.length === 0)
        return undefined;
    // The master changelog runs the others: a folder's `*master*` file, else each top-level changelog.
    const masters = changelogs.filter((file) => /master/i.test(external_node_path_.posix.basename(file)));
    return { kind: "liquibase", roots: (masters.length > 0 ? masters : changelogs).sort() };
}

;// CONCATENATED MODULE: ./src/schema/readers/data.ts



/**
 * A SQL reader that also reads a Rails schema.rb and Liquibase changelogs (frameworks/), which a
 * rule names with the database's source type: written as the SQL their tool runs, read as SQL.
 */
function withSchemaDsl(reader) {
    const read = async (request) => {
        const framework = await frameworkOf(request);
        if (!framework)
            return reader.read(request);
        return (await __webpack_require__.e(/* import() */ 4962).then(__webpack_require__.bind(__webpack_require__, 14962))).readFramework(framework, request);
    };
    return {
        ...reader,
        read,
        readVersions: async (base, head) => {
            if ((await frameworkOf(base)) || (await frameworkOf(head)) || !reader.readVersions)
                return { base: await read(base), head: await read(head) };
            return reader.readVersions(base, head);
        },
    };
}
/** Readers of schema and DDL files: postgres, mysql, mssql, json_schema, avro, protobuf, dataframe, s3. */
const dataReaders = [
    // A framework's description of the database (schema.prisma, Django models) read by its SQL reader.
    (0,described/* withDescriptions */.C)(withSchemaDsl(lazyReader("postgres", [".sql", ".pgsql", ".psql"], async () => (await Promise.all(/* import() */[__webpack_require__.e(8652), __webpack_require__.e(881)]).then(__webpack_require__.bind(__webpack_require__, 27872))).postgresReader))),
    (0,described/* withDescriptions */.C)(withSchemaDsl(lazyReader("mysql", [".mysql.sql", ".mysql"], async () => (await Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558))).mysqlReader))),
    (0,described/* withDescriptions */.C)(withSchemaDsl(lazyReader("mssql", [".mssql.sql", ".tsql", ".mssql"], async () => (await Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558))).mssqlReader))),
    lazyReader("json_schema", [".schema.json", ".schema.yaml", ".schema.yml", ".jsonschema"], async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(9942)]).then(__webpack_require__.bind(__webpack_require__, 39942))).jsonSchemaReader),
    lazyReader("avro", [".avsc", ".avdl", ".avpr"], async () => (await Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(1586)]).then(__webpack_require__.bind(__webpack_require__, 1586))).avroReader),
    lazyReader("protobuf", [".proto"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9535), __webpack_require__.e(9102)]).then(__webpack_require__.bind(__webpack_require__, 49102))).protobufReader),
    lazyReader("dataframe", [".dataframe.yaml", ".dataframe.yml", ".dataframe.json"], async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(4561)]).then(__webpack_require__.bind(__webpack_require__, 74561))).dataframeReader),
    lazyReader("s3", [".s3.yaml", ".s3.yml", ".s3.json"], async () => (await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(8815), __webpack_require__.e(152), __webpack_require__.e(9501), __webpack_require__.e(1586), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 90905))).s3Reader),
];
/** The readers themselves, loaded (tests compare them with the lazy ones). */
async function loadDataReaders() {
    const [postgres, sqlDdl, jsonSchema, avro, protobuf, dataframe, s3] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(8652), __webpack_require__.e(881)]).then(__webpack_require__.bind(__webpack_require__, 27872)),
        Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558)),
        Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(9942)]).then(__webpack_require__.bind(__webpack_require__, 39942)),
        Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(1586)]).then(__webpack_require__.bind(__webpack_require__, 1586)),
        Promise.all(/* import() */[__webpack_require__.e(9535), __webpack_require__.e(9102)]).then(__webpack_require__.bind(__webpack_require__, 49102)),
        Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(4561)]).then(__webpack_require__.bind(__webpack_require__, 74561)),
        Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(8815), __webpack_require__.e(152), __webpack_require__.e(9501), __webpack_require__.e(1586), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 90905)),
    ]);
    return [
        postgres.postgresReader,
        sqlDdl.mysqlReader,
        sqlDdl.mssqlReader,
        jsonSchema.jsonSchemaReader,
        avro.avroReader,
        protobuf.protobufReader,
        dataframe.dataframeReader,
        s3.s3Reader,
    ];
}

;// CONCATENATED MODULE: ./src/schema/tree.ts
/**
 * One key order for every reader's trees (stable golden files and diffs), and
 * no empty `constraints` objects.
 */
function canonicalTree(tree) {
    const out = { type: tree.type };
    if (tree.name !== undefined)
        out.name = tree.name;
    if (tree.optional)
        out.optional = true;
    if (tree.logical !== undefined)
        out.logical = tree.logical;
    if (tree.alias !== undefined)
        out.alias = tree.alias;
    if (tree.doc !== undefined && tree.doc !== "")
        out.doc = tree.doc;
    if (tree.constraints && Object.keys(tree.constraints).length > 0)
        out.constraints = tree.constraints;
    if (tree.fields)
        out.fields = tree.fields.map(canonicalTree);
    if (tree.line !== undefined)
        out.line = tree.line;
    if (tree.file !== undefined)
        out.file = tree.file;
    // Re-insert `type` first but keep name before it for readability of goldens.
    return tree.name === undefined ? out : { name: tree.name, ...out };
}
function canonicalAsset(asset) {
    return { ...asset, schema: canonicalTree(asset.schema) };
}

// EXTERNAL MODULE: ./src/pglite/shared-closer.ts
var shared_closer = __webpack_require__(42355);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
;// CONCATENATED MODULE: ./src/schema/index.ts








/**
 * Frees the shared PGlite of the postgres reader; call once when done reading. Through
 * shared-closer.ts: a run that read no SQL loads none of PGlite to close it.
 */



/** Every reader: schema/DDL files and code models. */
const readers = [...dataReaders, ...codeReaders];
function readerFor(sourceType) {
    return readers.find((r) => r.sourceType === sourceType);
}
/**
 * The source type of a file by the longest file ending a reader claims
 * (".mysql.sql" beats ".sql"). Config rules come first: see SourceMap (src/sync/asset-reads.ts).
 */
function detectSourceType(path) {
    const lower = path.toLowerCase();
    let best;
    for (const reader of readers) {
        for (const ending of reader.extensions) {
            if (lower.endsWith(ending) && ending.length > (best?.length ?? 0)) {
                best = { sourceType: reader.sourceType, length: ending.length };
            }
        }
    }
    return best?.sourceType;
}
/**
 * The rule without a configuration (with one, only a rule's `migrations: true` makes a
 * folder): Postgres .sql files that share a folder are one target, the folder, read as
 * ordered migrations (a folder of independent CREATE TABLE files replays to the same tables).
 * The PR check and `contract-sync schema` both decide through this one function.
 */
function sharedFolderRule(paths) {
    const postgresPerDir = new Map();
    for (const path of paths) {
        if (detectSourceType(path) !== "postgres")
            continue;
        const dir = external_node_path_.posix.dirname(path);
        postgresPerDir.set(dir, (postgresPerDir.get(dir) ?? 0) + 1);
    }
    return (path, sourceType) => {
        const dir = external_node_path_.posix.dirname(path);
        return sourceType === "postgres" && (postgresPerDir.get(dir) ?? 0) > 1 ? dir : undefined;
    };
}
/**
 * Turns a list of files into read targets: each file, or the migration folder `migrationOf`
 * puts it in (default: `sharedFolderRule`). Files of no known source type are left out.
 */
function planReads(paths, sourceTypeOf, migrationOf = sharedFolderRule(paths.filter((p) => sourceTypeOf(p) === "postgres"))) {
    const targets = uniqueTargets(paths.map((path) => {
        const sourceType = sourceTypeOf(path);
        return sourceType && { path: migrationOf(path, sourceType) ?? path, sourceType };
    }));
    // SQL after the others, as the listing has always been.
    return [
        ...targets.filter((t) => t.sourceType !== "postgres"),
        ...targets.filter((t) => t.sourceType === "postgres"),
    ];
}
/**
 * Each read target once, in first-seen order: the one dedupe of every planner (the PR check's
 * changed files, a whole repository, `contract-sync schema`). A key set, not a scan: 1,000
 * changed files made a scan quadratic.
 */
function uniqueTargets(targets) {
    const seen = new Set();
    const unique = [];
    for (const target of targets) {
        if (!target)
            continue;
        const key = `${target.sourceType}\0${target.path}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        unique.push(target);
    }
    return unique;
}
/**
 * Reads each target with its reader. Failures stay with their file: a bad file,
 * a file over the size limit (`limits.maxFileBytes`, default 5 MiB, env
 * CONTRACT_SYNC_MAX_FILE_BYTES), an unknown source type or a reader that throws
 * becomes a diagnostic, and the other targets are still read.
 */
async function readAssets(targets, options) {
    const assets = [];
    const diagnostics = [];
    const files = limitedFiles(options);
    for (const target of targets) {
        const read = readRequest(target, options, files);
        if ("message" in read) {
            diagnostics.push(read);
            continue;
        }
        const result = await readGuarded(read);
        assets.push(...result.assets);
        diagnostics.push(...result.diagnostics);
    }
    return { assets, diagnostics: distinct(diagnostics) };
}
/**
 * Each diagnostic once: a file imported by many of the files read (a .proto's
 * broken import) reports the same problem from each of their reads.
 */
function distinct(diagnostics) {
    const seen = new Set();
    return diagnostics.filter((d) => {
        const key = `${d.file}\0${d.line ?? ""}\0${d.severity}\0${d.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * Reads targets at two revisions (a pull request's base and head), each side
 * as `readAssets` reads it. A target read at both through a reader that shares
 * work between them (`readVersions`: a Postgres migration folder replayed
 * once) is read so; the results are the same.
 */
async function readAssetVersionPairs(base, head) {
    const key = (t) => `${t.sourceType}\0${t.path}`;
    const headKeys = new Set(head.targets.map(key));
    const paired = new Set(base.targets.filter((t) => headKeys.has(key(t)) && readerFor(t.sourceType)?.readVersions).map(key));
    const baseFiles = limitedFiles(base.options);
    const headFiles = limitedFiles(head.options);
    const headResults = new Map();
    const out = {
        base: { assets: [], diagnostics: [] },
        head: { assets: [], diagnostics: [] },
    };
    const add = (side, result) => {
        if ("message" in result)
            out[side].diagnostics.push(result);
        else {
            out[side].assets.push(...result.assets);
            out[side].diagnostics.push(...result.diagnostics);
        }
    };
    for (const target of base.targets) {
        const baseRead = readRequest(target, base.options, baseFiles);
        if ("message" in baseRead) {
            add("base", baseRead);
            continue;
        }
        const headRead = paired.has(key(target)) ? readRequest(target, head.options, headFiles) : undefined;
        const versions = baseRead.reader.readVersions;
        if (!headRead || "message" in headRead || !versions) {
            add("base", await readGuarded(baseRead));
            continue;
        }
        // One failure of the shared read falls back to reading each side alone (each then fails alone).
        const both = await versions(baseRead.request, headRead.request).catch(() => undefined);
        add("base", both ? canonical(both.base) : await readGuarded(baseRead));
        headResults.set(key(target), both ? canonical(both.head) : await readGuarded(headRead));
    }
    for (const target of head.targets) {
        const done = headResults.get(key(target));
        if (done) {
            add("head", done);
            continue;
        }
        const headRead = readRequest(target, head.options, headFiles);
        add("head", "message" in headRead ? headRead : await readGuarded(headRead));
    }
    out.base.diagnostics = distinct(out.base.diagnostics);
    out.head.diagnostics = distinct(out.head.diagnostics);
    return out;
}
/** A target's reader and request, or why it cannot be read. */
function readRequest(target, options, files) {
    const path = typeof target === "string" ? target : target.path;
    const sourceType = typeof target === "string" ? (options.sourceTypeOf ?? detectSourceType)(target) : target.sourceType;
    if (!sourceType)
        return (0,reader_helpers/* errorDiagnostic */.Ee)(path, "unknown source type: name one with --type or a config glob");
    const reader = readerFor(sourceType);
    if (!reader)
        return (0,reader_helpers/* errorDiagnostic */.Ee)(path, `no reader for source type '${sourceType}' yet`);
    return {
        reader,
        request: {
            path,
            sourceType,
            dataSource: options.dataSourceOf?.(path, sourceType) ?? defaultDataSource(),
            database: options.database,
            views: options.viewsOf?.(path),
            members: options.membersOf?.(path),
            files,
            registry: { readerFor, detectSourceType: (file) => detectSourceType(file) },
            limits: options.limits,
        },
    };
}
/** A result in canonical form, each asset's tree within MAX_TREE_NODES (a warning when cut). */
function canonical(result) {
    const diagnostics = [...result.diagnostics];
    const assets = result.assets.map((asset) => {
        const bounded = (0,budget/* boundedAsset */.ej)(asset);
        if (bounded.diagnostic)
            diagnostics.push(bounded.diagnostic);
        return canonicalAsset(bounded.asset);
    });
    return { assets, diagnostics };
}
/** A target's files, each read bounded by the limit of the options (else the environment's). */
function limitedFiles(options) {
    return (0,fs_source/* limitedSource */.u2)(options.files, options.limits?.maxFileBytes ?? (0,fs_source/* maxFileBytesFromEnv */.Fg)());
}
/** A read whose failure stays with its file: a diagnostic, never a throw. */
async function readGuarded({ reader, request, }) {
    try {
        return canonical(await reader.read(request));
    }
    catch (error) {
        const diagnostic = error instanceof fs_source/* FileTooLarge */.Sv
            ? (0,reader_helpers/* errorDiagnostic */.Ee)(error.file, error.message)
            : isStackOverflow(error)
                ? (0,reader_helpers/* errorDiagnostic */.Ee)(request.path, "nested deeper than the reader's depth budget (the call stack): not read")
                : (0,reader_helpers/* errorDiagnostic */.Ee)(request.path, `the ${request.sourceType} reader failed: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`);
        return { assets: [], diagnostics: [diagnostic] };
    }
}
/** The depth budget of the readers that recurse over a file's nesting is the call stack. */
function isStackOverflow(error) {
    return error instanceof RangeError && /call stack/i.test(error.message);
}


/***/ }),

/***/ 52442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iy: () => (/* binding */ resourceName),
/* harmony export */   UD: () => (/* binding */ sourcePrefix),
/* harmony export */   zN: () => (/* binding */ toWireNode)
/* harmony export */ });
/* harmony import */ var _api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97988);

/** The wire form of a tree: drops the reader-only `line` and `file`. */
function toWireNode(tree) {
    const { line: _line, file: _file, fields, ...node } = tree;
    return fields ? { ...node, fields: fields.map(toWireNode) } : node;
}
function resourceName(sourceType, dataSource, path) {
    return (0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .formatResourceName */ .f)({ source_type: sourceType, data_source: dataSource, path });
}
/** What every resource name of one source starts with: `{source_type}://{data_source}:`. */
function sourcePrefix(sourceType, dataSource) {
    return resourceName(sourceType, dataSource, "");
}


/***/ }),

/***/ 61356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ee: () => (/* binding */ errorDiagnostic),
/* harmony export */   Nh: () => (/* binding */ resolveRelative),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   gJ: () => (/* reexport safe */ _error_message_js__WEBPACK_IMPORTED_MODULE_1__.g),
/* harmony export */   p0: () => (/* binding */ naturalCompare),
/* harmony export */   rr: () => (/* binding */ LineIndex)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86587);
// What every reader shares: offsets to lines, an error at a file, paths relative to a file, a
// natural sort, a regular expression of a literal text.

/** Maps character offsets of a text to 1-based line numbers. */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
            this.starts.push(i + 1);
    }
    lineAt(offset) {
        let low = 0;
        let high = this.starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if ((this.starts[mid] ?? 0) <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return low + 1;
    }
}
function errorDiagnostic(file, message, line) {
    return line === undefined
        ? { file, severity: "error", message }
        : { file, line, severity: "error", message };
}

/** Resolves `target` (relative to the folder of `from`) to a repository-relative POSIX path. */
function resolveRelative(from, target) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(from), target)).replace(/^\.\//, "");
}
/** Sorts migration file names the way people number them: V2 before V10. */
function naturalCompare(a, b) {
    naturalCollator ??= new Intl.Collator("en", { numeric: true });
    return naturalCollator.compare(a, b);
}
// One collator, made at the first sort: localeCompare with options builds one per call.
let naturalCollator;
/** Escapes a string for use inside a RegExp. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}


/***/ }),

/***/ 27376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ withDescriptions),
/* harmony export */   describeAt: () => (/* binding */ describeAt),
/* harmony export */   frameworkOf: () => (/* binding */ frameworkOf),
/* harmony export */   isDescriptionPath: () => (/* binding */ isDescriptionPath)
/* harmony export */ });
/* unused harmony export readDescription */
/* harmony import */ var _reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61356);

/**
 * A framework's description of a database's tables (a Prisma schema, Django models, SQLAlchemy,
 * TypeORM or Drizzle classes), read by the SQL reader of that database: a rule of type postgres,
 * mysql or mssql naming such a file. The file's ending says it is no SQL (`.prisma`, `.py`, `.ts`);
 * its text says which framework. The description is compiled to the DDL the framework would emit
 * (ddl.ts) and that DDL read as the repository's migrations are read, so the two agree on names and
 * types, and one table gets one resource name whichever declares it; each column's line is mapped
 * back to the description.
 */
/** File endings that are never SQL: a SQL rule naming such a file names a description. */
const DESCRIPTION_ENDING = /\.(?:prisma|py|[cm]?[jt]s)$/i;
function isDescriptionPath(path) {
    return DESCRIPTION_ENDING.test(path);
}
/** The frameworks, loaded at the first description read (their parsers and tree-sitter grammars). */
async function frameworks() {
    const [prisma, drizzle, typeorm, django, sqlalchemy] = await Promise.all([
        __webpack_require__.e(/* import() */ 5884).then(__webpack_require__.bind(__webpack_require__, 65884)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(5093)]).then(__webpack_require__.bind(__webpack_require__, 95093)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(8402)]).then(__webpack_require__.bind(__webpack_require__, 48402)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(4256)]).then(__webpack_require__.bind(__webpack_require__, 64256)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(4149)]).then(__webpack_require__.bind(__webpack_require__, 44149)),
    ]);
    return [prisma.prisma, drizzle.drizzle, typeorm.typeorm, django.django, sqlalchemy.sqlalchemy];
}
/** The framework whose description the text is, or undefined. */
async function frameworkOf(path, text) {
    return (await frameworks()).find((f) => f.claims(path, text));
}
/**
 * Reads a description as its framework does, for what the read asks of `files` (a recording source:
 * sync/description-inputs.ts); false when no framework reads the file.
 */
async function describeAt(path, files) {
    const text = await files.readText(path).catch(() => undefined);
    if (text === undefined)
        return false;
    const framework = await frameworkOf(path, text);
    if (!framework)
        return false;
    await framework.describe({ path, text, dialect: "postgres", files });
    return true;
}
/** Reads a description with the SQL reader of the rule's database. */
async function readDescription(sqlReader, request) {
    const text = await request.files.readText(request.path);
    if (text === undefined)
        return { assets: [], diagnostics: [(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDiagnostic */ .Ee)(request.path, "no such file")] };
    const framework = await frameworkOf(request.path, text);
    if (!framework)
        return {
            assets: [],
            diagnostics: [
                (0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDiagnostic */ .Ee)(request.path, `a ${request.sourceType} rule names this file, but it is no SQL and no description contract-sync reads (a Prisma schema, Django or SQLAlchemy/SQLModel models, TypeORM entities, Drizzle tables)`),
            ],
        };
    const dialect = request.sourceType;
    const description = await framework.describe({ path: request.path, text, dialect, files: request.files });
    const { renderDdl } = await __webpack_require__.e(/* import() */ 740).then(__webpack_require__.bind(__webpack_require__, 10740));
    const ddl = renderDdl(dialect, description);
    if (description.tables.length === 0)
        return { assets: [], diagnostics: description.diagnostics };
    // The SQL reader reads the DDL as if it were the file: same path, so names and places are the file's.
    const files = {
        ...request.files,
        readText: async (path) => (path === request.path ? ddl.text : request.files.readText(path)),
    };
    const read = await sqlReader.read({ ...request, files, members: undefined });
    const sourceLine = (line) => line === undefined ? undefined : ddl.sourceLines[line - 1];
    const remap = (tree) => ({
        ...tree,
        ...(tree.line !== undefined && tree.file === undefined ? { line: sourceLine(tree.line) } : {}),
        ...(tree.fields ? { fields: tree.fields.map(remap) } : {}),
    });
    const assets = read.assets.map((asset) => {
        const unread = unreadOf(description.tables, asset.path, request.path);
        return {
            ...asset,
            line: sourceLine(asset.line),
            schema: remap(asset.schema),
            ...(unread ? { unread } : {}),
        };
    });
    const diagnostics = [
        ...description.diagnostics,
        ...read.diagnostics.map((d) => d.file === request.path
            ? {
                ...d,
                line: sourceLine(d.line),
                message: `${framework.name}: the ${dialectName(request.sourceType)} DDL this declares fails: ${d.message}`,
            }
            : d),
    ];
    return { assets, diagnostics };
}
/** The columns of the asset's table the description could not read, by name. */
function unreadOf(tables, assetPath, file) {
    const name = assetPath.split(".").at(-1)?.toLowerCase();
    const unread = tables.find((t) => t.name.toLowerCase() === name && (t.unread?.length ?? 0) > 0)?.unread;
    return unread ? Object.fromEntries(unread.map((c) => [c.name, { file, line: c.line }])) : undefined;
}
function dialectName(type) {
    return type === "mssql" ? "SQL Server" : type === "mysql" ? "MySQL" : "PostgreSQL";
}
/**
 * A SQL reader that hands descriptions to readDescription; SQL files (and migration folders) go
 * to the reader itself. Two revisions of a description are read each alone.
 */
function withDescriptions(reader) {
    const read = (request) => isDescriptionPath(request.path) ? readDescription(reader, request) : reader.read(request);
    return {
        ...reader,
        read,
        readVersions: async (base, head) => {
            if (!isDescriptionPath(base.path) && !isDescriptionPath(head.path) && reader.readVersions)
                return reader.readVersions(base, head);
            return { base: await read(base), head: await read(head) };
        },
    };
}


/***/ })

};
