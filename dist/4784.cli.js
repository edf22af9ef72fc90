export const id = 4784;
export const ids = [4784];
export const modules = {

/***/ 60878:
/***/ ((module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2019 = void 0;
const core_1 = __webpack_require__(63893);
const draft7_1 = __webpack_require__(39941);
const dynamic_1 = __webpack_require__(59923);
const next_1 = __webpack_require__(17844);
const unevaluated_1 = __webpack_require__(62010);
const discriminator_1 = __webpack_require__(28886);
const json_schema_2019_09_1 = __webpack_require__(95375);
const META_SCHEMA_ID = "https://json-schema.org/draft/2019-09/schema";
class Ajv2019 extends core_1.default {
    constructor(opts = {}) {
        super({
            ...opts,
            dynamicRef: true,
            next: true,
            unevaluated: true,
        });
    }
    _addVocabularies() {
        super._addVocabularies();
        this.addVocabulary(dynamic_1.default);
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        this.addVocabulary(next_1.default);
        this.addVocabulary(unevaluated_1.default);
        if (this.opts.discriminator)
            this.addKeyword(discriminator_1.default);
    }
    _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
            return;
        json_schema_2019_09_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
    }
    defaultMeta() {
        return (this.opts.defaultMeta =
            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
    }
}
exports.Ajv2019 = Ajv2019;
module.exports = exports = Ajv2019;
module.exports.Ajv2019 = Ajv2019;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = Ajv2019;
var validate_1 = __webpack_require__(87881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __webpack_require__(81436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
var validation_error_1 = __webpack_require__(33021);
Object.defineProperty(exports, "ValidationError", ({ enumerable: true, get: function () { return validation_error_1.default; } }));
var ref_error_1 = __webpack_require__(53162);
Object.defineProperty(exports, "MissingRefError", ({ enumerable: true, get: function () { return ref_error_1.default; } }));
//# sourceMappingURL=2019.js.map

/***/ }),

/***/ 95375:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const metaSchema = __webpack_require__(88138);
const applicator = __webpack_require__(4908);
const content = __webpack_require__(80958);
const core = __webpack_require__(90058);
const format = __webpack_require__(36534);
const metadata = __webpack_require__(20711);
const validation = __webpack_require__(78030);
const META_SUPPORT_DATA = ["/properties"];
function addMetaSchema2019($data) {
    ;
    [
        metaSchema,
        applicator,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation),
    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
    return this;
    function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
    }
}
exports["default"] = addMetaSchema2019;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 20041:
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
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(64204);
// EXTERNAL MODULE: ./src/report/inert-log.ts
var inert_log = __webpack_require__(66853);
// EXTERNAL MODULE: ./src/schema/index.ts + 18 modules
var schema = __webpack_require__(32960);
// EXTERNAL MODULE: ./src/sync/init.ts + 12 modules
var init = __webpack_require__(61663);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(87911);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/repository.ts + 4 modules
var repository = __webpack_require__(32380);
;// CONCATENATED MODULE: ./src/cli/write-inside.ts



/**
 * Writing new files into a repository whose folders the repository itself
 * chose: a committed `contracts` or `.github` may be a symbolic link to a
 * folder outside, and `mkdir` and `writeFile` follow it. Every folder on the
 * way is looked at (lstat); a link is followed only when its real path stays
 * inside the repository's real path, and a missing folder is created one level
 * at a time, so nothing is ever created outside. Refusals name the path as the
 * repository spells it; the CLI prints every error as inert lines.
 */
class RepositoryWriter {
    realRoot;
    constructor(realRoot) {
        this.realRoot = realRoot;
    }
    static async open(root) {
        return new RepositoryWriter(await (0,promises_.realpath)(root));
    }
    /**
     * Whether `path` (relative to the repository) is free to write: "exists" when
     * something is there (a dangling link counts), else "free". Throws a UsageError
     * naming the path when a folder on the way leads outside the repository.
     */
    async check(path) {
        return (await this.walk(path, false)).exists ? "exists" : "free";
    }
    /** Writes a new file (never over an existing one), creating its folders inside the repository. */
    async writeNew(path, text) {
        const { file } = await this.walk(path, true);
        // "wx" is O_CREAT|O_EXCL: it fails on anything there, a symbolic link included.
        await (0,promises_.writeFile)(file, text, { flag: "wx" });
    }
    /**
     * Adds the lines of `text` that the file does not have yet (each once; comments only with a
     * new entry), creating the file when missing; a link in the file's place is refused, so
     * nothing outside is written. Returns the entries added.
     */
    async extend(path, text) {
        const { file, exists } = await this.walk(path, true);
        const wanted = text.split("\n").filter((line) => line.trim() !== "");
        if (!exists) {
            await (0,promises_.writeFile)(file, text, { flag: "wx" });
            return wanted.filter((line) => !line.startsWith("#"));
        }
        if (!(await (0,promises_.lstat)(file)).isFile())
            throw this.refusal(path, `${path} is not a regular file`);
        const current = await (0,promises_.readFile)(file, "utf8");
        const have = new Set(current.split(/\r?\n/).map((line) => line.trim()));
        const added = wanted.filter((line) => !line.startsWith("#") && !have.has(line.trim()));
        if (added.length === 0)
            return [];
        const comments = wanted.filter((line) => line.startsWith("#") && !have.has(line.trim()));
        const separator = current === "" || current.endsWith("\n") ? "" : "\n";
        await (0,promises_.appendFile)(file, `${separator}${[...comments, ...added].join("\n")}\n`);
        return added;
    }
    /** Walks the folders of `path`: the file's real path, and whether something is there. */
    async walk(path, create) {
        const parts = path.split(/[\\/]+/).filter((p) => p !== "" && p !== ".");
        if ((0,external_node_path_.isAbsolute)(path) || parts.includes("..") || parts.length === 0) {
            throw this.refusal(path, `${path} is not a path inside the repository`);
        }
        let current = this.realRoot;
        for (const [index, part] of parts.entries()) {
            const next = (0,external_node_path_.join)(current, part);
            const info = await (0,promises_.lstat)(next).catch(() => undefined);
            const last = index === parts.length - 1;
            if (last)
                return { file: next, exists: info !== undefined };
            if (!info) {
                if (create)
                    await (0,promises_.mkdir)(next);
                current = next;
                continue;
            }
            if (info.isSymbolicLink()) {
                const target = await (0,promises_.realpath)(next).catch(() => undefined);
                const shown = parts.slice(0, index + 1).join("/");
                if (!target || !this.inside(target)) {
                    throw this.refusal(path, `${shown} is a symbolic link to ${target ?? "a missing folder"}, outside the repository`);
                }
                current = target;
                continue;
            }
            if (!info.isDirectory()) {
                throw this.refusal(path, `${parts.slice(0, index + 1).join("/")} is not a folder`);
            }
            current = next;
        }
        throw new Error("unreachable: a path has a last part");
    }
    inside(target) {
        const rel = (0,external_node_path_.relative)(this.realRoot, target);
        return rel === "" || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== ".." && !(0,external_node_path_.isAbsolute)(rel));
    }
    refusal(path, why) {
        return new cli_io/* UsageError */.eb(`refusing to write ${path}: ${why}`);
    }
}

;// CONCATENATED MODULE: ./src/cli/commands/init.ts










/**
 * Onboarding in one command: the configuration, a contract skeleton per
 * asset, the two workflows. Reads the repository at HEAD; never overwrites a
 * file, never writes outside the repository (every path is checked before the
 * first write); --dry-run lists what it would write.
 */
const run = async (args, io) => {
    const { text, values } = (0,help/* parseByTable */.ph)(["init"], args);
    const git = await (0,repository/* openRepository */.h_)((0,external_node_path_.resolve)(io.cwd, text("repo") ?? "."));
    let head;
    try {
        head = await git.resolveCommit("HEAD");
    }
    catch {
        throw new cli_io/* UsageError */.eb(`init reads the repository at HEAD: ${git.root} has no commit yet`);
    }
    const remote = (await git.provenance(head)).repositoryUrl;
    try {
        // Before anything is written: what init writes is in the working tree and not committed.
        const configNote = await workingTreeConfigNote(git, head, text("config") ?? config/* DEFAULT_CONFIG_PATH */.Bi);
        const plan = await (0,init/* planInit */.oV)(git.filesAt(head), {
            dataSource: text("data-source") ?? remote?.replace(/^https?:\/\//, "") ?? (0,schema.defaultDataSource)(io.env),
            databaseSource: text("database-source") ?? "localhost:5432",
            configPath: text("config") ?? config/* DEFAULT_CONFIG_PATH */.Bi,
            apiUrl: text("api-url"),
            fallbackDataSource: (0,schema.defaultDataSource)(io.env),
            start: {
                status: (text("status") ?? "DRAFT"),
                level: (text("level") ?? "RECORD"),
            },
            format: text("format") === "odcs" ? "odcs" : "contract-sync",
        });
        const dryRun = values["dry-run"] === true;
        const writer = await RepositoryWriter.open(git.root);
        const states = [];
        for (const file of plan.files)
            states.push(await writer.check(file.path));
        for (const [index, file] of plan.files.entries()) {
            // File names come from the repository: one inert line each.
            const shown = (0,inert_log/* inertLogText */.I)(file.path);
            if (file.extend && !dryRun) {
                const added = await writer.extend(file.path, file.text);
                io.stdout(added.length > 0
                    ? `${states[index] === "exists" ? "extended" : "wrote   "} ${shown}: ${(0,inert_log/* inertLogText */.I)(file.what)}\n`
                    : `kept     ${shown} (has the entries)\n`);
                continue;
            }
            if (states[index] === "exists" && !file.extend) {
                io.stdout(`kept     ${shown} (exists)\n`);
                continue;
            }
            if (dryRun) {
                io.stdout(`would write ${shown}: ${(0,inert_log/* inertLogText */.I)(file.what)}\n`);
                continue;
            }
            await writer.writeNew(file.path, file.text);
            io.stdout(`wrote    ${shown}: ${(0,inert_log/* inertLogText */.I)(file.what)}\n`);
        }
        if (configNote)
            io.stdout(configNote);
        io.stdout(summary(plan, text("api-url") !== undefined, text("status") === "ACTIVE", text("format") === "odcs"));
        return plan.skipped.length > 0 ? 1 : 0;
    }
    finally {
        await (0,schema.closeReaders)();
    }
};
/** What init found, what it left out and why, and what to do next: plain text, one line each. */
function summary(plan, publishes, active, odcs) {
    const found = [...plan.found].map(([type, n]) => `${n} ${type}`).join(", ");
    const lines = [
        `found    ${found || "no asset"}${found ? ` asset${sum(plan.found) === 1 ? "" : "s"}` : ""}`,
    ];
    for (const { path, object, binding } of plan.odcsBound)
        lines.push(`bound    ${(0,inert_log/* inertLogText */.I)(path)} ${(0,inert_log/* inertLogText */.I)(object)} to ${(0,inert_log/* inertLogText */.I)(String(binding?.resource))} (odcs.bindings in the config)`);
    for (const { path, why } of plan.skipped)
        lines.push(`skipped  ${(0,inert_log/* inertLogText */.I)(path)}: ${(0,inert_log/* inertLogText */.I)(why)}`);
    for (const { path, why } of plan.leftOut)
        lines.push(`left out ${(0,inert_log/* inertLogText */.I)(path)}: ${(0,inert_log/* inertLogText */.I)(why)}`);
    if (plan.files.some((f) => f.path === init/* CODEOWNERS_PATH */.eb))
        lines.push(`next     replace ${init/* PLACEHOLDER_OWNER */.Oz} in ${init/* CODEOWNERS_PATH */.eb} with the contracts' owners (GitHub users or teams), and name the same as approvers: in each contract, who approves an intended break`);
    // Advice about contracts only when some were written, and set ACTIVE only when they were not.
    const wroteContracts = sum(plan.found) > 0;
    if (wroteContracts && !active)
        lines.push(odcs
            ? "next     review the contracts: set status: active in each, and its enforcementLevel (its binding in the config, else its custom property; BLOCK fails a pull request), then commit"
            : "next     review the contracts: set status: ACTIVE and an enforcementLevel (BLOCK fails a pull request), then commit");
    if (wroteContracts && active)
        lines.push("next     review the contracts, then commit: they are enforced from that commit on");
    if (!publishes) {
        lines.push("next     to keep the contracts in a Data Contract Service on every merge, run init again with --api-url URL");
    }
    return `${lines.join("\n")}\n`;
}
const sum = (counts) => [...counts.values()].reduce((a, b) => a + b, 0);
/**
 * init reads the repository at HEAD: a config edited and not committed (a source rule added as init
 * advised) is not what it read, and that is said rather than left to look like a rule ignored.
 */
async function workingTreeConfigNote(git, head, configPath) {
    const working = await (0,promises_.readFile)((0,external_node_path_.join)(git.root, configPath), "utf8").catch(() => undefined);
    if (working === undefined)
        return undefined;
    const committed = await git
        .filesAt(head)
        .readText(configPath)
        .catch(() => undefined);
    if (working === committed)
        return undefined;
    const shown = (0,inert_log/* inertLogText */.I)(configPath);
    return committed === undefined
        ? `note     ${shown} is in the working tree but not committed: init read HEAD, which has none; commit it and run init again to use its rules\n`
        : `note     ${shown} differs in the working tree from HEAD's: init read the committed one; commit the change and run init again to use it\n`;
}


/***/ }),

/***/ 4908:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/applicator","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/applicator":true},"$recursiveAnchor":true,"title":"Applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"additionalItems":{"$recursiveRef":"#"},"unevaluatedItems":{"$recursiveRef":"#"},"items":{"anyOf":[{"$recursiveRef":"#"},{"$ref":"#/$defs/schemaArray"}]},"contains":{"$recursiveRef":"#"},"additionalProperties":{"$recursiveRef":"#"},"unevaluatedProperties":{"$recursiveRef":"#"},"properties":{"type":"object","additionalProperties":{"$recursiveRef":"#"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$recursiveRef":"#"},"propertyNames":{"format":"regex"},"default":{}},"dependentSchemas":{"type":"object","additionalProperties":{"$recursiveRef":"#"}},"propertyNames":{"$recursiveRef":"#"},"if":{"$recursiveRef":"#"},"then":{"$recursiveRef":"#"},"else":{"$recursiveRef":"#"},"allOf":{"$ref":"#/$defs/schemaArray"},"anyOf":{"$ref":"#/$defs/schemaArray"},"oneOf":{"$ref":"#/$defs/schemaArray"},"not":{"$recursiveRef":"#"}},"$defs":{"schemaArray":{"type":"array","minItems":1,"items":{"$recursiveRef":"#"}}}}');

/***/ }),

/***/ 80958:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/content","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/content":true},"$recursiveAnchor":true,"title":"Content vocabulary meta-schema","type":["object","boolean"],"properties":{"contentMediaType":{"type":"string"},"contentEncoding":{"type":"string"},"contentSchema":{"$recursiveRef":"#"}}}');

/***/ }),

/***/ 90058:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/core","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/core":true},"$recursiveAnchor":true,"title":"Core vocabulary meta-schema","type":["object","boolean"],"properties":{"$id":{"type":"string","format":"uri-reference","$comment":"Non-empty fragments not allowed.","pattern":"^[^#]*#?$"},"$schema":{"type":"string","format":"uri"},"$anchor":{"type":"string","pattern":"^[A-Za-z][-A-Za-z0-9.:_]*$"},"$ref":{"type":"string","format":"uri-reference"},"$recursiveRef":{"type":"string","format":"uri-reference"},"$recursiveAnchor":{"type":"boolean","default":false},"$vocabulary":{"type":"object","propertyNames":{"type":"string","format":"uri"},"additionalProperties":{"type":"boolean"}},"$comment":{"type":"string"},"$defs":{"type":"object","additionalProperties":{"$recursiveRef":"#"},"default":{}}}}');

/***/ }),

/***/ 36534:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/format","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/format":true},"$recursiveAnchor":true,"title":"Format vocabulary meta-schema","type":["object","boolean"],"properties":{"format":{"type":"string"}}}');

/***/ }),

/***/ 20711:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/meta-data","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/meta-data":true},"$recursiveAnchor":true,"title":"Meta-data vocabulary meta-schema","type":["object","boolean"],"properties":{"title":{"type":"string"},"description":{"type":"string"},"default":true,"deprecated":{"type":"boolean","default":false},"readOnly":{"type":"boolean","default":false},"writeOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true}}}');

/***/ }),

/***/ 78030:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/validation","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/validation":true},"$recursiveAnchor":true,"title":"Validation vocabulary meta-schema","type":["object","boolean"],"properties":{"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/$defs/nonNegativeInteger"},"minLength":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"maxItems":{"$ref":"#/$defs/nonNegativeInteger"},"minItems":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"maxContains":{"$ref":"#/$defs/nonNegativeInteger"},"minContains":{"$ref":"#/$defs/nonNegativeInteger","default":1},"maxProperties":{"$ref":"#/$defs/nonNegativeInteger"},"minProperties":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"required":{"$ref":"#/$defs/stringArray"},"dependentRequired":{"type":"object","additionalProperties":{"$ref":"#/$defs/stringArray"}},"const":true,"enum":{"type":"array","items":true},"type":{"anyOf":[{"$ref":"#/$defs/simpleTypes"},{"type":"array","items":{"$ref":"#/$defs/simpleTypes"},"minItems":1,"uniqueItems":true}]}},"$defs":{"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"$ref":"#/$defs/nonNegativeInteger","default":0},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}}}');

/***/ }),

/***/ 88138:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/schema","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/core":true,"https://json-schema.org/draft/2019-09/vocab/applicator":true,"https://json-schema.org/draft/2019-09/vocab/validation":true,"https://json-schema.org/draft/2019-09/vocab/meta-data":true,"https://json-schema.org/draft/2019-09/vocab/format":false,"https://json-schema.org/draft/2019-09/vocab/content":true},"$recursiveAnchor":true,"title":"Core and Validation specifications meta-schema","allOf":[{"$ref":"meta/core"},{"$ref":"meta/applicator"},{"$ref":"meta/validation"},{"$ref":"meta/meta-data"},{"$ref":"meta/format"},{"$ref":"meta/content"}],"type":["object","boolean"],"properties":{"definitions":{"$comment":"While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.","type":"object","additionalProperties":{"$recursiveRef":"#"},"default":{}},"dependencies":{"$comment":"\\"dependencies\\" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to \\"dependentSchemas\\" and \\"dependentRequired\\"","type":"object","additionalProperties":{"anyOf":[{"$recursiveRef":"#"},{"$ref":"meta/validation#/$defs/stringArray"}]}}}}');

/***/ })

};
