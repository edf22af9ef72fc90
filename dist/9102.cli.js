export const id = 9102;
export const ids = [9102];
export const modules = {

/***/ 49102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  protobufReader: () => (/* binding */ protobufReader)
});

// EXTERNAL MODULE: ./node_modules/protobufjs/index.js
var protobufjs = __webpack_require__(81853);
var protobufjs_default = /*#__PURE__*/__webpack_require__.n(protobufjs);
// EXTERNAL MODULE: ./node_modules/protobufjs/google/protobuf/api.json
var api = __webpack_require__(15434);
// EXTERNAL MODULE: ./node_modules/protobufjs/google/protobuf/descriptor.json
var descriptor = __webpack_require__(93951);
// EXTERNAL MODULE: ./node_modules/protobufjs/google/protobuf/source_context.json
var source_context = __webpack_require__(92939);
// EXTERNAL MODULE: ./node_modules/protobufjs/google/protobuf/type.json
var type = __webpack_require__(36710);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/schema/reader-helpers.ts
var reader_helpers = __webpack_require__(61356);
;// CONCATENATED MODULE: ./src/schema/readers/proto-roots.ts
const cache = new WeakMap();
/** The module roots that apply to `file`, nearest configuration first; [] when there is none. */
async function importRootsOf(files, file) {
    return (await protoRootsOf(files, file)).roots;
}
/** The module roots and buf deps that apply to `file`. */
function protoRootsOf(files, file) {
    let byDir = cache.get(files);
    if (!byDir) {
        byDir = new Map();
        cache.set(files, byDir);
    }
    const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
    let roots = byDir.get(dir);
    if (!roots) {
        roots = findRoots(files, dir);
        byDir.set(dir, roots);
    }
    return roots;
}
async function findRoots(files, start) {
    const roots = [];
    const deps = [];
    for (let dir = start; dir !== undefined; dir = parentOf(dir)) {
        const prefix = dir === "" ? "" : `${dir}/`;
        const work = await files.readText(`${prefix}buf.work.yaml`);
        if (work !== undefined) {
            const config = await parseYaml(work);
            for (const entry of listOf(config, "directories"))
                roots.push(join(dir, entry));
            return { roots, deps };
        }
        const buf = (await files.readText(`${prefix}buf.yaml`)) ?? (await files.readText(`${prefix}buf.yml`));
        if (buf !== undefined) {
            const config = await parseYaml(buf);
            deps.push(...listOf(config, "deps").map((dep) => dep.replace(/:[^/]*$/, "")));
            const modules = isObject(config) && Array.isArray(config.modules) ? config.modules : undefined;
            if (modules) {
                for (const module of modules) {
                    if (isObject(module) && typeof module.path === "string")
                        roots.push(join(dir, module.path));
                }
                if (roots.length === 0)
                    roots.push(dir);
            }
            else {
                const build = isObject(config) && isObject(config.build) ? config.build : undefined;
                const declared = listOf(build, "roots");
                roots.push(...(declared.length > 0 ? declared.map((r) => join(dir, r)) : [dir]));
            }
            return { roots, deps };
        }
    }
    return { roots, deps };
}
function parentOf(dir) {
    if (dir === "")
        return undefined;
    return dir.includes("/") ? dir.slice(0, dir.lastIndexOf("/")) : "";
}
/** A root inside the repository, or nothing: `..` and absolute paths are never roots. */
function join(dir, entry) {
    const parts = [...(dir === "" ? [] : dir.split("/")), ...entry.split("/")].filter((p) => p !== "" && p !== ".");
    return parts.includes("..") || entry.startsWith("/") ? dir : parts.join("/");
}
async function parseYaml(text) {
    try {
        const { parse } = await __webpack_require__.e(/* import() */ 8815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
        return parse(text, { maxAliasCount: 100 });
    }
    catch {
        return undefined; // a broken buf.yaml: fall back to the repository root
    }
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function listOf(object, key) {
    const value = isObject(object) ? object[key] : undefined;
    return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/vendor.ts
var vendor = __webpack_require__(29161);
// EXTERNAL MODULE: ./src/schema/fs-source.ts
var fs_source = __webpack_require__(28784);
;// CONCATENATED MODULE: ./src/schema/readers/protobuf/common-protos.ts




/*
 * googleapis' common protos (google/api, google/rpc, google/type,
 * google/longrunning), as google-proto-files publishes them: what most
 * repositories get from buf.yaml's `deps: [buf.build/googleapis/googleapis]`
 * or protoc's include path rather than from their own tree. An import of one
 * is looked up in the repository first; only when the repository does not
 * have it is the bundled copy read (dist/vendor/googleapis-common-protos,
 * copied by scripts/build.mjs; from source, node_modules).
 */
/** The import paths bundled: each file of those packages' own folders. */
const COMMON_PROTO = /^google\/(api|rpc|rpc\/context|type|longrunning)\/\w+\.proto$/;
const COMMON_PROTOS_PACKAGE = "google-proto-files";
let files;
/** The bundled files, read-only, by import path; undefined for an import outside the set or without a copy. */
function commonProtoFiles(target) {
    if (!COMMON_PROTO.test(target))
        return undefined;
    if (files === undefined) {
        const dir = (0,vendor/* vendorDir */.A)("googleapis-common-protos") ?? packageDir();
        files = dir === undefined ? null : (0,fs_source/* directorySource */.X5)(dir);
    }
    return files ?? undefined;
}
/** From source: the package in node_modules (a development dependency), if installed. */
function packageDir() {
    try {
        return (0,external_node_path_.dirname)((0,external_node_module_.createRequire)(import.meta.url).resolve(`${COMMON_PROTOS_PACKAGE}/package.json`));
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/protobuf/convert.ts

/* protobufjs reflection objects to schema trees, with lines found in the files' text. */
const SCALARS = {
    double: "float64",
    float: "float32",
    int32: "int32",
    sint32: "int32",
    sfixed32: "int32",
    int64: "int64",
    sint64: "int64",
    sfixed64: "int64",
    uint32: "uint32",
    fixed32: "uint32",
    uint64: "uint64",
    fixed64: "uint64",
    bool: "bool",
    string: "string",
    bytes: "bytes",
};
/** Well-known types, as Recap maps them: wrappers are nullable scalars. */
const WELL_KNOWN = {
    ".google.protobuf.Timestamp": {
        type: "timestamp64",
        logical: "Timestamp",
        constraints: { unit: "nanosecond", timezone: "UTC" },
    },
    ".google.protobuf.Duration": { type: "int64", logical: "Duration", constraints: { unit: "nanosecond" } },
    ".google.protobuf.DoubleValue": { type: "float64", optional: true },
    ".google.protobuf.FloatValue": { type: "float32", optional: true },
    ".google.protobuf.Int64Value": { type: "int64", optional: true },
    ".google.protobuf.UInt64Value": { type: "uint64", optional: true },
    ".google.protobuf.Int32Value": { type: "int32", optional: true },
    ".google.protobuf.UInt32Value": { type: "uint32", optional: true },
    ".google.protobuf.BoolValue": { type: "bool", optional: true },
    ".google.protobuf.StringValue": { type: "string", optional: true },
    ".google.protobuf.BytesValue": { type: "bytes", optional: true },
    ".google.protobuf.Struct": {
        type: "map",
        fields: [
            { name: "key", type: "string" },
            { name: "value", type: "unknown" },
        ],
    },
    ".google.protobuf.Value": { type: "unknown" },
    ".google.protobuf.Any": { type: "bytes", logical: "Any" },
    ".google.protobuf.Empty": { type: "struct", fields: [] },
    ".google.protobuf.FieldMask": { type: "list", fields: [{ name: "element", type: "string" }] },
};
/** protobufjs does not record each type's file when parsing text; remember it on the objects. */
const FILE = Symbol("file");
function tagFile(object, file) {
    if (!object)
        return;
    object[FILE] ??= file;
    if (object instanceof (protobufjs_default()).Namespace)
        for (const nested of object.nestedArray)
            tagFile(nested, file);
}
function messageLine(src, type) {
    if (!src)
        return undefined;
    const kind = type instanceof (protobufjs_default()).Enum ? "enum" : "message";
    const at = declarationsOf(src).starts.get(`${kind} ${type.name}`);
    return at === undefined ? undefined : src.lines.lineAt(at);
}
const declarations = new WeakMap();
/**
 * One scan of the text for all declarations: a regular expression per field
 * (compiled anew for each name) cost more than the parse on a 200-message file.
 */
function declarationsOf(src) {
    let found = declarations.get(src);
    if (found)
        return found;
    found = { starts: new Map(), fields: new Map() };
    const scan = /\b(message|enum)\s+([A-Za-z_]\w*)\b|\b([A-Za-z_]\w*)\s*=\s*(\d+)\b/g;
    for (let match = scan.exec(src.text); match; match = scan.exec(src.text)) {
        const [, kind, name, field, number] = match;
        if (kind && name) {
            const key = `${kind} ${name}`;
            if (!found.starts.has(key))
                found.starts.set(key, match.index);
            // A field of a type named `message` (`message value = 1`) is still a field: rescan from the name.
            scan.lastIndex = match.index + kind.length;
        }
        else if (field && number) {
            const key = `${field}=${Number(number)}`;
            const offsets = found.fields.get(key);
            if (offsets)
                offsets.push(match.index);
            else
                found.fields.set(key, [match.index]);
        }
    }
    declarations.set(src, found);
    return found;
}
function fieldLine(src, type, field) {
    const offset = fieldOffset(src, type, field);
    return src && offset !== undefined ? src.lines.lineAt(offset) : undefined;
}
/** The first `name = number` of the field at or after its message's `message Name`. */
function fieldOffset(src, type, field) {
    if (!src)
        return undefined;
    const found = declarationsOf(src);
    const start = found.starts.get(`message ${type.name}`) ?? 0;
    const offsets = found.fields.get(`${field.name}=${field.id}`);
    if (!offsets)
        return undefined;
    let low = 0;
    let high = offsets.length;
    while (low < high) {
        const mid = (low + high) >> 1;
        if ((offsets[mid] ?? 0) < start)
            low = mid + 1;
        else
            high = mid;
    }
    return offsets[low];
}
class Converter {
    sources;
    assetFile;
    bundled;
    constructor(sources, assetFile, 
    /** Files read from the bundled common protos: no file or line of the repository to point at. */
    bundled = new Set()) {
        this.sources = sources;
        this.assetFile = assetFile;
        this.bundled = bundled;
    }
    /** Trees of messages whose conversion met no recursion: the same wherever they are nested. */
    converted = new Map();
    /** Recursion cut-offs so far (a tree that met one depends on where it was reached). */
    cutoffs = 0;
    /** `stack`: the messages being converted above this one (mutated and restored). */
    message(type, stack) {
        const known = this.converted.get(type);
        if (known)
            return known;
        const cutoffsBefore = this.cutoffs;
        stack.add(type.fullName);
        try {
            const tree = this.messageTree(type, stack);
            if (this.cutoffs === cutoffsBefore)
                this.converted.set(type, tree);
            return tree;
        }
        finally {
            stack.delete(type.fullName);
        }
    }
    messageTree(type, inner) {
        const tagged = type[FILE];
        const src = tagged ? this.sources.get(tagged) : undefined;
        const file = tagged && this.bundled.has(tagged) ? undefined : tagged;
        const fields = [];
        const emitted = new Set();
        for (const field of type.fieldsArray) {
            const oneof = field.partOf;
            if (oneof && !oneof.isProto3Optional) {
                if (emitted.has(oneof))
                    continue;
                emitted.add(oneof);
                fields.push({
                    name: oneof.name,
                    type: "union",
                    optional: true,
                    constraints: { oneof: true },
                    ...(oneof.comment ? { doc: oneof.comment } : {}),
                    fields: oneof.fieldsArray.map((f) => ({
                        ...this.field(f, type, src, file, inner),
                        optional: true,
                    })),
                    line: file ? fieldLine(src, type, oneof.fieldsArray[0] ?? field) : undefined,
                    ...(file && file !== this.assetFile ? { file } : {}),
                });
                continue;
            }
            fields.push(this.field(field, type, src, file, inner));
        }
        const reserved = reservedConstraints(type.reserved);
        return {
            type: "struct",
            alias: type.fullName.replace(/^\./, ""),
            ...(type.comment ? { doc: type.comment } : {}),
            fields,
            ...(reserved ? { constraints: reserved } : {}),
        };
    }
    field(field, parent, src, file, stack) {
        const value = this.valueType(field.type, field.resolvedType, stack);
        const constraints = { fieldNumber: field.id, physicalType: field.type };
        if (field.options) {
            for (const [key, v] of Object.entries(field.options))
                if (key !== "proto3_optional")
                    constraints[key] = v;
            if (typeof field.options.default === "number" && !Number.isSafeInteger(field.options.default)) {
                // protobufjs reads 64-bit defaults as doubles: keep the literal's exact value.
                const exact = exactDefault(src, parent, field);
                if (exact !== undefined)
                    constraints.default = exact;
            }
        }
        let tree;
        if (field instanceof (protobufjs_default()).MapField) {
            tree = {
                type: "map",
                fields: [
                    { name: "key", ...this.valueType(field.keyType, null, stack) },
                    { name: "value", ...value },
                ],
            };
            constraints.physicalType = `map<${field.keyType}, ${field.type}>`;
        }
        else if (field.repeated) {
            tree = { type: "list", fields: [{ name: "element", ...value }] };
        }
        else {
            const isMessage = field.resolvedType instanceof (protobufjs_default()).Type;
            // Presence: proto2 optional, proto3 `optional`, and message fields can be absent;
            // proto3 plain scalars and enums cannot (they read as their zero value).
            // Editions decide by `features.field_presence` (IMPLICIT: like proto3), which protobufjs resolves.
            const implicit = typeof field.hasPresence === "boolean"
                ? !isMessage && !field.hasPresence
                : !isMessage && !field.options?.proto3_optional && (src?.proto3 ?? false) && !field.partOf;
            const present = field.required || implicit;
            tree = { ...value, ...(present ? {} : { optional: true }) };
            if (field.required)
                constraints.required = true;
        }
        return {
            name: field.name,
            ...tree,
            ...(field.comment ? { doc: field.comment } : {}),
            constraints: { ...tree.constraints, ...constraints },
            line: file ? fieldLine(src, parent, field) : undefined,
            ...(file && file !== this.assetFile ? { file } : {}),
        };
    }
    valueType(typeName, resolved, stack) {
        const scalar = SCALARS[typeName];
        if (scalar)
            return { type: scalar };
        if (resolved instanceof (protobufjs_default()).Enum) {
            return {
                type: "enum",
                alias: resolved.fullName.replace(/^\./, ""),
                constraints: {
                    symbols: Object.keys(resolved.values),
                    values: resolved.values,
                    ...reservedConstraints(resolved.reserved),
                },
            };
        }
        if (resolved instanceof (protobufjs_default()).Type) {
            const known = WELL_KNOWN[resolved.fullName];
            if (known)
                return { ...known, alias: resolved.fullName.replace(/^\./, "") };
            const alias = resolved.fullName.replace(/^\./, "");
            if (stack.has(resolved.fullName)) {
                this.cutoffs++;
                return { type: "struct", alias, constraints: { ref: alias } };
            }
            return this.message(resolved, stack);
        }
        return { type: "unknown" };
    }
}
/** `reserved` names and numbers as the Protobuf diff rules read them (reservedNames, reservedRanges). */
function reservedConstraints(reserved) {
    if (!reserved || reserved.length === 0)
        return undefined;
    const names = reserved.filter((item) => typeof item === "string");
    const ranges = reserved.filter((item) => Array.isArray(item));
    return {
        ...(names.length > 0 ? { reservedNames: names } : {}),
        ...(ranges.length > 0 ? { reservedRanges: ranges } : {}),
    };
}
/** The exact decimal text of a 64-bit `[default = ...]` literal, read from the source. */
function exactDefault(src, parent, field) {
    const offset = fieldOffset(src, parent, field);
    if (!src || offset === undefined)
        return undefined;
    const statement = src.text.slice(offset, src.text.indexOf(";", offset));
    const literal = /\bdefault\s*=\s*(-?)\s*(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)/.exec(statement);
    if (!literal)
        return undefined;
    const digits = literal[2] ?? "0";
    const value = /^0[0-7]+$/.test(digits) ? BigInt(`0o${digits.slice(1)}`) : BigInt(digits);
    return `${literal[1] ?? ""}${value}`;
}

;// CONCATENATED MODULE: ./src/schema/readers/protobuf/import-cache.ts


function protoSource(text) {
    return { text, lines: new reader_helpers/* LineIndex */.rr(text), proto3: /^\s*syntax\s*=\s*["']proto3["']/m.test(text) };
}
/** Bounds per source: the files and characters of text kept (least recently used dropped first). */
const MAX_FILES = 4096;
const MAX_CHARS = 32 * 1024 * 1024;
const caches = new WeakMap();
/**
 * The parsed form of import `path` of `files` whose text is `text`: from the
 * cache when the same source gave the same text for that path, else parsed now.
 */
function parsedImport(files, path, text, options) {
    let cache = caches.get(files);
    if (!cache) {
        cache = { entries: new Map(), chars: 0 };
        caches.set(files, cache);
    }
    const known = cache.entries.get(path);
    if (known) {
        cache.entries.delete(path);
        if (known.text === text) {
            cache.entries.set(path, known);
            return known;
        }
        cache.chars -= known.text.length;
    }
    const parsed = parseAlone(path, text, options);
    cache.entries.set(path, parsed);
    cache.chars += text.length;
    for (const [oldest, entry] of cache.entries) {
        if (cache.entries.size <= MAX_FILES && cache.chars <= MAX_CHARS)
            break;
        if (oldest === path)
            break;
        cache.entries.delete(oldest);
        cache.chars -= entry.text.length;
    }
    return parsed;
}
function parseAlone(path, text, options) {
    const root = new (protobufjs_default()).Root();
    let error;
    let parsed;
    try {
        parsed = protobufjs_default().parse(text, root, options);
    }
    catch (thrown) {
        error = thrown;
    }
    // The package namespace: on a failed parse, the deepest namespace the text declared so far.
    const pkg = parsed?.package ?? packageOf(text, error);
    const home = pkg ? root.lookup(pkg) : root;
    const namespace = home instanceof (protobufjs_default()).Namespace && !(home instanceof (protobufjs_default()).Type) ? home : root;
    const json = namespace.toJSON({ keepComments: true });
    return {
        path,
        text,
        source: protoSource(text),
        pkg: namespace === root ? undefined : pkg,
        packageOptions: json.options,
        declarations: Object.entries(json.nested ?? {}),
        imports: [...(parsed?.imports ?? []), ...(parsed?.weakImports ?? [])],
        error,
    };
}
/** The `package` a file declared before its parse failed (the parser defines it as soon as it reads it). */
function packageOf(text, error) {
    if (error === undefined)
        return undefined;
    return /^\s*package\s+([A-Za-z_][\w.]*)\s*;/m.exec(text)?.[1];
}
/**
 * Adds `file`'s declarations to `root` as its parse would have: the package
 * namespace defined (or reused), its options set, then each top-level object
 * in file order. Throws as the parse would on a name already declared by
 * another file; the objects added before stay. Returns the objects added.
 */
function addParsed(root, file) {
    const ptr = file.pkg ? root.define(file.pkg) : root;
    if (file.packageOptions)
        ptr.setOptions(copy(file.packageOptions));
    const added = [];
    for (const [name, declaration] of file.declarations) {
        const json = copy(declaration);
        const object = json.fields !== undefined
            ? protobufjs_default().Type.fromJSON(name, json)
            : json.values !== undefined
                ? protobufjs_default().Enum.fromJSON(name, json)
                : json.methods !== undefined
                    ? protobufjs_default().Service.fromJSON(name, json)
                    : json.id !== undefined
                        ? protobufjs_default().Field.fromJSON(name, json)
                        : protobufjs_default().Namespace.fromJSON(name, json);
        ptr.add(object);
        added.push(object);
    }
    return added;
}
const bundled = new WeakMap();
/**
 * A bundled protobufjs JSON file (`{nested: {google: {nested: {protobuf: ...}}}}`) as
 * declarations of its package. Added with `addParsed` rather than `root.addJSON`:
 * addJSON replaces the `google` namespace, moving every type already under it
 * (all of google/api, google/cloud, ...) out and in again, once per such import.
 */
function bundledDeclarations(json) {
    let known = bundled.get(json);
    if (known)
        return known;
    const path = [];
    let namespace = json;
    for (;;) {
        const entries = Object.entries(namespace.nested ?? {});
        const only = entries.length === 1 ? entries[0] : undefined;
        if (!only || !isPlainNamespace(only[1]))
            break;
        path.push(only[0]);
        namespace = only[1];
    }
    known = {
        pkg: path.length > 0 ? path.join(".") : undefined,
        packageOptions: path.length > 0 ? namespace.options : undefined,
        declarations: Object.entries(namespace.nested ?? {}),
    };
    bundled.set(json, known);
    return known;
}
function isPlainNamespace(json) {
    return ["fields", "values", "methods", "id"].every((key) => json[key] === undefined);
}
/** A deep copy of plain JSON-like data: protobufjs keeps and mutates the options objects it is given. */
function copy(value) {
    if (Array.isArray(value))
        return value.map(copy);
    if (value === null || typeof value !== "object")
        return value;
    const out = {};
    for (const key of Object.keys(value))
        out[key] = copy(value[key]);
    return out;
}

;// CONCATENATED MODULE: ./src/schema/readers/protobuf.ts











/** Well-known files protobufjs ships as JSON but does not register in `protobuf.common`. */
const BUNDLED = {
    "google/protobuf/descriptor.proto": descriptor,
    "google/protobuf/api.proto": api,
    "google/protobuf/source_context.proto": source_context,
    "google/protobuf/type.proto": type,
};
/** What those bundled files import in turn. */
const BUNDLED_IMPORTS = {
    "google/protobuf/type.proto": ["google/protobuf/any.proto", "google/protobuf/source_context.proto"],
    "google/protobuf/api.proto": ["google/protobuf/source_context.proto", "google/protobuf/type.proto"],
};
/**
 * .proto files (proto2/proto3), parsed by protobufjs. Imports are looked up in
 * the repository (from the root, then from the importing file's folders up);
 * google/protobuf/* come with protobufjs. One asset per top-level message of
 * the file; path `<file>:<full message name>`. protobufjs keeps no positions,
 * so a field's line is found by scanning its message's text for `name = number`.
 */
const protobufReader = {
    sourceType: "protobuf",
    extensions: [".proto"],
    async read(request) {
        const diagnostics = [];
        const root = new (protobufjs_default()).Root();
        const sources = new Map();
        const options = { keepCase: true, alternateCommentMode: true };
        const text = await request.files.readText(request.path);
        if (text === undefined)
            return { assets: [], diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, "no such file")] };
        let topNames;
        const load = {
            request,
            root,
            sources,
            diagnostics,
            options,
            loaded: new Set(),
            texts: new Map(),
            bundled: new Set(),
            missing: [],
        };
        try {
            const parsed = protobufjs_default().parse(text, root, options);
            sources.set(request.path, protoSource(text));
            const pkg = parsed.package ? root.lookup(parsed.package) : root;
            topNames =
                pkg instanceof (protobufjs_default()).Namespace
                    ? pkg.nestedArray.filter((n) => n instanceof (protobufjs_default()).Type).map((n) => n.fullName)
                    : [];
            for (const type of topNames)
                tagFile(root.lookup(type), request.path);
            await loadImports(load, request.path, [...(parsed.imports ?? []), ...(parsed.weakImports ?? [])]);
            root.resolveAll();
        }
        catch (error) {
            return {
                assets: [],
                diagnostics: [...diagnostics, parseDiagnostic(request.path, error, load.missing)],
            };
        }
        const assets = [];
        // One converter for all messages of the file: a message nested in many is converted once.
        const converter = new Converter(sources, request.path, load.bundled);
        for (const name of topNames) {
            const type = root.lookup(name);
            if (!(type instanceof (protobufjs_default()).Type))
                continue;
            const messageName = name.replace(/^\./, "");
            const tree = converter.message(type, new Set());
            const path = `${request.path}:${messageName}`;
            assets.push({
                sourceType: "protobuf",
                resourceName: (0,model/* resourceName */.Iy)("protobuf", request.dataSource, path),
                dataSource: request.dataSource,
                path,
                file: request.path,
                line: messageLine(sources.get(request.path), type),
                schema: { ...tree, name: messageName },
            });
        }
        return { assets, diagnostics };
    },
};
function parseDiagnostic(file, error, missing = []) {
    const message = (0,reader_helpers/* errorMessage */.gJ)(error);
    const line = /line (\d+)\)?$/.exec(message)?.[1];
    const cause = missing.length > 0 ? ` (imports not found: ${likelyCauses(message, missing).join(", ")})` : "";
    return (0,reader_helpers/* errorDiagnostic */.Ee)(file, `invalid .proto: ${message}${cause}`, line === undefined ? undefined : Number(line));
}
/**
 * The missing imports that could have declared the type a resolve error names: those whose
 * folder is the type's package (`xds/core/v3/extension.proto` for `xds.core.v3.TypedExtensionConfig`),
 * else all of them; each once.
 */
function likelyCauses(message, missing) {
    const distinct = [...new Set(missing)];
    const type = /no such (?:Type or Enum|type):? '?\.?([\w.]+)/.exec(message)?.[1] ?? "";
    const near = distinct.filter((path) => path.includes("/") && type.startsWith(`${path.slice(0, path.lastIndexOf("/")).replaceAll("/", ".")}.`));
    return near.length > 0 ? near : distinct;
}
async function loadImports(load, from, imports) {
    const { request, root, sources, diagnostics, loaded } = load;
    // Module roots (buf.yaml, read with a YAML parser) only once an import needs a lookup.
    let roots;
    const lookups = imports.filter((target) => !loaded.has(target) && !bundledFile(target) && inside(target));
    if (lookups.length > 0) {
        roots = (await protoRootsOf(request.files, from)).roots;
        for (const target of lookups)
            readOnce(load, candidatesOf(roots, from, target)[0] ?? target);
    }
    for (const target of imports) {
        const bundled = loaded.has(target) ? undefined : bundledFile(target);
        if (bundled) {
            loaded.add(target);
            const deps = BUNDLED_IMPORTS[target];
            if (deps)
                await loadImports(load, from, deps);
            try {
                addParsed(root, bundledDeclarations(bundled));
            }
            catch {
                // Already added through another file.
            }
            continue;
        }
        if (loaded.has(target))
            continue;
        if (!inside(target)) {
            diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(from, `import "${target}" points outside the repository: not followed`, importLine(sources, from, target)));
            continue;
        }
        roots ??= (await protoRootsOf(request.files, from)).roots;
        let found;
        let text;
        for (const candidate of candidatesOf(roots, from, target)) {
            text = await readOnce(load, candidate);
            if (text !== undefined) {
                found = candidate;
                break;
            }
        }
        let files = request.files;
        if (found === undefined || text === undefined) {
            const common = commonProtoFiles(target);
            text = await common?.readText(target);
            if (common && text !== undefined) {
                files = common;
                found = target;
                load.bundled.add(found);
            }
        }
        if (found === undefined || text === undefined) {
            load.missing.push(target);
            // A warning: an import that only brings options (annotations, validation rules) leaves every
            // message whole; a type it should have declared fails the resolve, an error naming this import.
            const { deps } = await protoRootsOf(request.files, from);
            const where = [
                ...(roots.length > 0 ? [`module roots: ${roots.map((r) => r || ".").join(", ")}`] : []),
                ...(deps.length > 0 ? [`buf.yaml's deps are not fetched: ${deps.join(", ")}`] : []),
            ];
            diagnostics.push({
                ...(0,reader_helpers/* errorDiagnostic */.Ee)(from, `import "${target}" not found in the repository${where.length > 0 ? ` (${where.join("; ")})` : ""}`, importLine(sources, from, target)),
                severity: "warning",
            });
            continue;
        }
        loaded.add(target);
        if (sources.has(found))
            continue;
        // Parsed once per source and text (import-cache.ts); this read builds its own objects from it.
        const file = parsedImport(files, found, text, load.options);
        try {
            const added = addParsed(root, file);
            if (file.error !== undefined)
                throw file.error;
            sources.set(found, file.source);
            for (const object of added)
                tagFile(object, found);
            await loadImports(load, found, file.imports);
        }
        catch (error) {
            diagnostics.push(parseDiagnostic(found, error));
        }
    }
}
/** google/protobuf/* files protobufjs ships (the rest are looked up like any import). */
function bundledFile(target) {
    if (!target.startsWith("google/protobuf/"))
        return undefined;
    const bundled = protobufjs_default().common.get(target) ?? BUNDLED[target];
    return bundled?.nested ? bundled : undefined;
}
function inside(target) {
    return !target.startsWith("/") && !target.split("/").includes("..");
}
/**
 * protoc's -I order: the module roots of buf.yaml / buf.work.yaml, the
 * repository root, then the importing file's folders upwards.
 */
function candidatesOf(roots, from, target) {
    const candidates = [...roots.map((r) => (r === "" ? target : `${r}/${target}`)), target];
    for (let dir = from; dir.includes("/");) {
        dir = dir.slice(0, dir.lastIndexOf("/"));
        candidates.push(`${dir}/${target}`);
    }
    return [...new Set(candidates)];
}
/** Each path's text read once per read (started early for a file's imports, awaited in order). */
function readOnce(load, path) {
    let text = load.texts.get(path);
    if (!text) {
        text = load.request.files.readText(path);
        // Awaited later (or never, when an earlier import brought the file in): no unhandled rejection meanwhile.
        text.catch(() => undefined);
        load.texts.set(path, text);
    }
    return text;
}
function importLine(sources, from, target) {
    const src = sources.get(from);
    return src ? src.lines.lineAt(Math.max(src.text.indexOf(`"${target}"`), 0)) : 1;
}


/***/ }),

/***/ 29161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ vendorDir)
/* harmony export */ });
/* unused harmony export loadPGliteModule */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * Where the bundled build keeps packages that webpack cannot bundle (their
 * emscripten loaders use `import("module")` in a way ncc breaks). In the bundle
 * this file's code lives in dist/index.js or dist/cli.js, so dist/vendor is a
 * sibling; from source (tests, tsx) the folder does not exist and the package
 * is imported from node_modules as usual.
 */
function vendorDir(name) {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "vendor", name);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) ? dir : undefined;
}
let pgliteModule;
/** Loads PGlite from dist/vendor/pglite when bundled, else from node_modules. */
function loadPGliteModule() {
    pgliteModule ??= (async () => {
        const dir = vendorDir("pglite");
        if (dir) {
            const url = pathToFileURL(join(dir, "index.js")).href;
            return (await import(/* webpackIgnore: true */ url));
        }
        return (await import(/* webpackIgnore: true */ "@electric-sql/pglite"));
    })();
    return pgliteModule;
}


/***/ })

};
