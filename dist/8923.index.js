export const id = 8923;
export const ids = [8923];
export const modules = {

/***/ 71479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cj: () => (/* binding */ CODEOWNERS_FILES),
/* harmony export */   oZ: () => (/* binding */ readCodeowners)
/* harmony export */ });
/* unused harmony export parseCodeowners */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86587);


/**
 * Who GitHub asks to review a file (CODEOWNERS, docs/intended-changes.md "Who may consent"): the
 * owners of the last line whose pattern matches the path. `init` writes a line per contract file;
 * a pull request that changes who owns a contract file changes who consents to it.
 */
/** Where GitHub looks for the file, in its order: the first that exists is used. */
const CODEOWNERS_FILES = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
/** The file GitHub would use at this commit, parsed; a commit without one owns nothing. */
async function readCodeowners(files) {
    for (const file of CODEOWNERS_FILES) {
        let text;
        try {
            text = await files.readText(file);
        }
        catch (error) {
            // Fail closed, at the file: a change of it needs the owners (consent-changes.ts), never a crash.
            return { file, text: undefined, problem: (0,_error_message_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .g)(error), ownersOf: () => [] };
        }
        if (text !== undefined)
            return parseCodeowners(text, file);
    }
    return { file: undefined, text: undefined, ownersOf: () => [] };
}
function parseCodeowners(text, file) {
    const lines = [];
    for (const raw of text.split(/\r?\n/)) {
        const line = raw.replace(/(^|[^\\])#.*$/, "$1").trim();
        if (line === "")
            continue;
        // A pattern ends at the first space that is not escaped.
        const [pattern = "", ...owners] = line.split(/(?<!\\)\s+/);
        lines.push({ matches: patternMatcher(pattern), owners: owners.map((o) => o.toLowerCase()).sort() });
    }
    return {
        file,
        text,
        ownersOf: (path) => lines.findLast((l) => l.matches(path))?.owners ?? [],
    };
}
/** A CODEOWNERS (gitignore-like) pattern as a matcher of repository paths. */
function patternMatcher(pattern) {
    const directory = pattern.endsWith("/");
    let glob = pattern.replace(/\/+$/, "");
    // A pattern with a slash before its end is anchored at the root; one without matches at any depth.
    glob = glob.startsWith("/") ? glob.slice(1) : glob.includes("/") ? glob : `**/${glob}`;
    const globs = directory ? [`${glob}/**`] : [glob, `${glob}/**`];
    const match = picomatch__WEBPACK_IMPORTED_MODULE_1___default()(globs, { dot: true });
    return (path) => match(path);
}


/***/ }),

/***/ 68923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ConfigNotFoundError: () => (/* reexport */ ConfigNotFoundError),
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: ./src/outcome/assessment.ts + 1 modules
var assessment = __webpack_require__(30451);
// EXTERNAL MODULE: ./src/schema/index.ts + 5 modules
var schema = __webpack_require__(67024);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
// EXTERNAL MODULE: ./src/sync/asset-reads.ts
var asset_reads = __webpack_require__(5279);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/sync/read-inputs.ts
var read_inputs = __webpack_require__(44905);
;// CONCATENATED MODULE: ./src/sync/description-inputs.ts



/**
 * A framework's description (a Prisma schema, Drizzle tables) is read from more files than itself:
 * the other files of a Prisma schema folder (an enum in enums.prisma), the drizzle.config.* whose
 * `casing` names the columns, an imported column helper. A pull request that changes only one of
 * those changes the tables all the same, so each description a rule reads whose inputs a changed
 * file is, is read again at both ends, and that file counts as a schema file of the change. The
 * inputs are what the description's read asked for (descriptionInputs: one recorder for every
 * framework), or, where a framework says them without a read (Prisma, Drizzle: `inputs`), those. Only when a changed file could be an input (its ending): a README-only
 * pull request loads and lists nothing.
 */
const MAYBE_INPUT = /\.(?:prisma|[cm]?[jt]s|py)$/i;
async function withDescriptionInputs(changes, changed, sources, files) {
    const touched = new Map();
    for (const file of changed)
        for (const path of [file.path, file.previousPath])
            if (path && MAYBE_INPUT.test(path) && !sources.rules.isContractFile(path))
                touched.set(path, file);
    if (touched.size === 0)
        return changes;
    const { isDescriptionPath } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 27376));
    const inputOf = new Set();
    const added = async (end, targets) => {
        const paths = new Set(await end.listAll());
        const read = new Set(targets.map((t) => t.path));
        const more = [];
        for (const path of paths) {
            if (read.has(path) || !isDescriptionPath(path))
                continue;
            const target = sources.targetOf(path);
            if (!target || target.path !== path || !source_type_names/* SQL_SOURCE_TYPES */.L.has(target.sourceType))
                continue;
            const hits = await inputsChanged(path, end, paths, touched);
            if (hits.length === 0)
                continue;
            more.push(target);
            for (const file of hits)
                inputOf.add(file);
        }
        return more;
    };
    const [base, head] = await Promise.all([
        added(files.base, changes.baseTargets),
        added(files.head, changes.headTargets),
    ]);
    if (inputOf.size === 0)
        return changes;
    const schemaFiles = [...changes.schemaFiles];
    for (const file of inputOf)
        if (!schemaFiles.includes(file))
            schemaFiles.push(file);
    return {
        ...changes,
        schemaFiles,
        baseTargets: [...changes.baseTargets, ...base],
        headTargets: [...changes.headTargets, ...head],
    };
}
/**
 * What a description is read with besides itself, found or not, recorded as its framework reads it:
 * every file asked for (an imported base's module, a relation's target, an enum, settings, the
 * DataSource) and every folder listed (a models package, a schema's siblings); none when it is no
 * description a framework reads.
 */
async function descriptionInputs(path, files) {
    const { describeAt } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 27376));
    const recording = (0,read_inputs/* recordingFiles */.h)(files);
    if (!(await describeAt(path, recording.files)))
        return { files: [], folders: [] };
    const read = recording.inputs();
    return { files: read.files.filter((p) => p !== path), folders: read.folders, trees: read.trees };
}
/**
 * The changed files (by path, base or head) that are inputs of the description at `path` in `end`:
 * the framework's own `inputs` where it says them without a read (Prisma, Drizzle), else what its
 * read asked for (descriptionInputs).
 */
async function inputsChanged(path, end, paths, touched) {
    const { frameworkOf } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 27376));
    const text = await end.readText(path).catch(() => undefined);
    const framework = text === undefined ? undefined : await frameworkOf(path, text);
    if (!framework || text === undefined)
        return [];
    const said = framework.inputs?.({ path, text, paths });
    const inputs = said
        ? { files: said, folders: [] }
        : await descriptionInputs(path, end).catch(() => ({ files: [], folders: [] }));
    return [...touched].flatMap(([input, file]) => (inputOfRead(input, file, inputs) ? [file] : []));
}
/**
 * Whether a changed file changes what a read saw: a file it asked for, or a file added to, removed
 * from or renamed in a folder it listed (a listing holds names only: an edit of a file it did not
 * read changes nothing).
 */
function inputOfRead(path, file, inputs) {
    if (inputs.files.includes(path))
        return true;
    if (file.status === "modified" || file.status === "type-changed")
        return false;
    const dir = external_node_path_.posix.dirname(path) === "." ? "" : external_node_path_.posix.dirname(path);
    const clean = (f) => (f === "." ? "" : f.replace(/\/$/, ""));
    return (inputs.folders.some((f) => clean(f) === dir) ||
        (inputs.trees ?? []).some((t) => clean(t) === "" || path.startsWith(`${clean(t)}/`)));
}

// EXTERNAL MODULE: ./src/sync/ports.ts
var sync_ports = __webpack_require__(52083);
;// CONCATENATED MODULE: ./src/sync/schema-dependents.ts



/**
 * A schema read from more files than its own (attack54 F3): an Avro record's named types come from
 * the sibling `.avsc` files of its folder, a Protobuf file's from its imports, a JSON Schema's from
 * the files its `$ref`s name. A pull request that changes only such a file changes every asset
 * whose read used it, so each of those is read again at both ends and judged (its contract, its
 * compatibility mode). Which read used which file is what read-inputs.ts records (the history cache
 * keys on the same inputs); a file is read only when it could use a changed one (same folder for
 * Avro, the changed file's name in its text for the others), then confirmed by its read. A file
 * that uses one that uses a changed one is found too (its name is looked for in turn).
 */
const LINKED = new Set(["avro", "protobuf", "json_schema"]);
async function withSchemaDependents(changes, sources, files) {
    const touched = new Set();
    for (const file of changes.schemaFiles)
        for (const path of [file.path, file.previousPath])
            if (path && LINKED.has(sources.targetOf(path)?.sourceType))
                touched.add(path);
    if (touched.size === 0)
        return changes;
    const read = new Set([...changes.baseTargets, ...changes.headTargets].map((t) => t.path));
    const [base, head] = await Promise.all([
        dependentsAt(files.base, sources, touched, read),
        dependentsAt(files.head, sources, touched, read),
    ]);
    // Found at either end, read at both: the dependent itself did not change (else it is read already).
    const more = new Map([...base, ...head].map((t) => [t.path, t]));
    if (more.size === 0)
        return changes;
    return {
        ...changes,
        baseTargets: [...changes.baseTargets, ...more.values()],
        headTargets: [...changes.headTargets, ...more.values()],
    };
}
/** The targets at one end, not read already, whose read uses a touched file (at any remove). */
async function dependentsAt(end, sources, touched, read) {
    const candidates = [];
    for (const path of await end.listAll()) {
        const target = sources.targetOf(path);
        if (target?.path === path && LINKED.has(target.sourceType) && !read.has(path) && !touched.has(path))
            candidates.push(target);
    }
    await end.prefetch?.(candidates.map((t) => t.path));
    const used = new Set(touched);
    const found = [];
    for (let grew = true; grew;) {
        grew = false;
        for (const target of candidates) {
            if (found.includes(target) || !(await mayUse(end, target, used)))
                continue;
            const { files, inputs } = (0,read_inputs/* recordingFiles */.h)(end);
            await (0,asset_reads/* readTargets */.R0)(files, sources, [target]).catch(() => []);
            if (!inputs().files.some((file) => file !== target.path && used.has(file)))
                continue;
            found.push(target);
            used.add(target.path);
            grew = true;
        }
    }
    return found;
}
/** Whether `target` could read one of `used` (cheap: no parse); its read decides. */
async function mayUse(end, target, used) {
    if (target.sourceType === "avro") {
        const folder = external_node_path_.posix.dirname(target.path);
        return [...used].some((path) => external_node_path_.posix.dirname(path) === folder);
    }
    const text = await end.readText(target.path).catch(() => undefined);
    if (text === undefined)
        return false;
    return [...used].some((path) => text.includes(external_node_path_.posix.basename(path)));
}

// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(64204);
// EXTERNAL MODULE: ./src/config/index.ts
var src_config = __webpack_require__(89750);
;// CONCATENATED MODULE: ./src/sync/check/check-request.ts


/** A config path given explicitly that exists at neither end is a usage error naming it. */
class ConfigNotFoundError extends Error {
}
/** Enforcement follows the base's configuration; the head's must still be valid (it applies after the merge). */
async function loadConfigs(request, baseFiles, headFiles) {
    // Both ends at once: each is a `git ls-tree` and a blob read.
    const [base, head] = await Promise.all([
        (0,src_config/* loadConfig */.Z9)(baseFiles, request.configPath),
        (0,src_config/* loadConfig */.Z9)(headFiles, request.configPath),
    ]);
    if (request.configExplicit && !base.found && !head.found)
        throw new ConfigNotFoundError(`config file ${request.configPath} does not exist (at the base or the head of the range); fix the path or leave it out for the default ${config/* DEFAULT_CONFIG_PATH */.Bi}`);
    // A pull request edits its own workflow: a `config` input naming a file only the head has would
    // read the base with defaults, leaving the base's own configuration (and its owners) unread.
    if (request.configExplicit && !base.found && request.configPath !== config/* DEFAULT_CONFIG_PATH */.Bi) {
        const atDefault = await (0,src_config/* loadConfig */.Z9)(baseFiles, config/* DEFAULT_CONFIG_PATH */.Bi);
        if (atDefault.found)
            return { base: atDefault, head, changed: true, baseFile: config/* DEFAULT_CONFIG_PATH */.Bi };
    }
    const [baseText, headText] = await Promise.all([
        baseFiles.readText(request.configPath),
        headFiles.readText(request.configPath),
    ]);
    const changed = baseText !== headText;
    return { base, head, changed };
}

// EXTERNAL MODULE: ./src/sync/check/codeowners.ts
var codeowners = __webpack_require__(71479);
// EXTERNAL MODULE: ./src/sync/check/rules/define.ts
var rules_define = __webpack_require__(48873);
;// CONCATENATED MODULE: ./src/sync/check/merge-target.ts

/**
 * The pull request's head is judged as merged into the base (docs/rules.md "The merge result: what is judged"):
 * a branch cut before the base moved on is not blamed for what the base did since.
 * `given` is the merge the caller already has (GitHub's merge ref, GITHUB_SHA).
 */
async function checkedRange(request, git, log) {
    const merge = await git.mergeResult(request.base, request.head, request.mergeCommit);
    switch (merge.kind) {
        case "given":
            return { base: request.base, head: merge.commit };
        case "merged":
            log.info(`the head is behind the base: checking their merge ${merge.commit.slice(0, 12)}`);
            return { base: request.base, head: merge.commit };
        case "old-git":
            log.warn(`${merge.version} has no 'git merge-tree --write-tree' (Git 2.38 or later): the head is checked against the merge base ${merge.mergeBase.slice(0, 12)}, not against the base branch's tip as merged`);
            return { base: merge.mergeBase, head: request.head };
        case "conflict":
            return { conflict: conflictFinding(merge.paths) };
        default:
            return { base: request.base, head: request.head };
    }
}
function conflictFinding(paths) {
    const shown = paths.slice(0, 10).join(", ") + (paths.length > 10 ? `, and ${paths.length - 10} more` : "");
    return (0,rules_define/* gateFinding */.j)("MERGE_CONFLICT", {
        file: paths[0],
        message: `The pull request does not merge cleanly into its base branch (conflicts in ${shown || "the history"}), so what the base would hold after the merge cannot be checked: rebase on the base branch and push again.`,
    });
}

;// CONCATENATED MODULE: ./src/sync/check/pipeline.ts











/**
 * The pull request check (docs/contributing.md "Architecture", docs/findings.md), top to bottom: the range,
 * the configuration at both ends, the changed files sorted into read targets; then (only when a
 * schema file, a contract file or the config changed) the files read at both ends, the contracts
 * that judge them, the service asked, its answers and the changed contracts judged, and one
 * report assessed once. Knows nothing of GitHub or HTTP. A README-only pull request is answered
 * before the rest of the check (changed-files-check.ts) is loaded: no contracts, compliance rules or reader.
 */
async function runCheck(asked, ports) {
    const log = ports.log ?? sync_ports/* silentLogger */.q;
    // The head as merged into the base tip (merge-target.ts).
    const range = await checkedRange(asked, ports.git, log);
    if ("conflict" in range)
        return (0,assessment/* checkOutcome */.Tx)({ ...EMPTY_REPORT, findings: [range.conflict] }, 0, 0);
    const request = { ...asked, base: range.base, head: range.head };
    const headFiles = ports.git.filesAt(request.head);
    const baseFiles = ports.git.filesAt(request.base);
    // `git diff` runs while the configs are read; its failure is awaited (and thrown) below.
    const diff = ports.git.changedFiles(request.base, request.head);
    diff.catch(() => { });
    const config = await loadConfigs(request, baseFiles, headFiles);
    const sources = await sourceMapOf(config.base, request, baseFiles, headFiles);
    const changed = await diff;
    const ends = { base: baseFiles, head: headFiles };
    const described = await withDescriptionInputs((0,asset_reads/* classifyChanges */.Wu)(changed, config.base.rules, sources), changed, sources, ends);
    // An asset whose read uses a changed sibling, import or $ref file changed too (attack54 F3).
    const changes = await withSchemaDependents(described, sources, ends);
    log.info(`${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`);
    const ledgerChanged = changed.some((f) => [f.path, f.previousPath].includes(ledger/* DEFAULT_WAIVER_FILE */.kQ));
    // Who owns a contract file is who consents to it: a CODEOWNERS change is checked (consent-changes.ts).
    const ownersChanged = changed.some((f) => codeowners/* CODEOWNERS_FILES */.cj.some((file) => [f.path, f.previousPath].includes(file)));
    if (nothingToCheck(changes, config) && !ledgerChanged && !ownersChanged)
        return (0,assessment/* checkOutcome */.Tx)({ ...EMPTY_REPORT, findings: [] }, 0, changed.length);
    // The embedded service will be asked: its PGlite starts now, while the files are read.
    if (request.embedded && !(await largeMigrationFolder(changes.baseTargets, baseFiles)))
        ports.warmService?.();
    const start = {
        request,
        config,
        sources,
        changes,
        changedCount: changed.length,
        consentFilesChanged: ledgerChanged || ownersChanged,
        headFiles,
        baseFiles,
        // Read once here: the base's is applied, the head's validated, both compared for approvals.
        ledgers: { base: await (0,ledger/* readWaiverLedger */.us)(baseFiles), head: await (0,ledger/* readWaiverLedger */.us)(headFiles) },
        // The one clock of the run: every rule and the approvals judge expiry and sunsets on this day.
        today: (0,ledger/* utcToday */.wc)(),
    };
    const { checkChangedFiles } = await Promise.all(/* import() */[__webpack_require__.e(1117), __webpack_require__.e(8246), __webpack_require__.e(2254), __webpack_require__.e(5247), __webpack_require__.e(6039), __webpack_require__.e(4890), __webpack_require__.e(505)]).then(__webpack_require__.bind(__webpack_require__, 30505));
    return checkChangedFiles(start, {
        git: ports.git,
        service: ports.service,
        log,
        approvals: ports.approvals,
    });
}
const EMPTY_REPORT = { checks: [], uncontracted: [], contractChanges: [], unreadable: [] };
/** No schema or contract file changed, the config neither, and it is valid: nothing to read or judge. */
function nothingToCheck(changes, config) {
    return (changes.schemaFiles.length === 0 &&
        changes.contractFiles.length === 0 &&
        !config.changed &&
        config.head.diagnostics.length === 0);
}
/** The base's rules; without a config, migration folders are where Postgres files share a folder (at either end). */
async function sourceMapOf(base, request, baseFiles, headFiles) {
    if (base.found)
        return new asset_reads/* SourceMap */.oY(base.rules, request.defaultDataSource);
    const paths = new Set([...(await baseFiles.listAll()), ...(await headFiles.listAll())]);
    return new asset_reads/* SourceMap */.oY(base.rules, request.defaultDataSource, (0,schema/* sharedFolderRule */.id)([...paths]));
}
/**
 * Migration folders with at least this many files replay for a second or more (`npm run bench --
 * action`, row "PR adding one migration to a folder of 2000, embedded, cold runner").
 */
const LARGE_FOLDER_FILES = 200;
/**
 * Whether the base holds a migration folder large enough for its replay state to be cached
 * (readers/postgres/state-cache.ts): its read may start the process's one PGlite from such a
 * state, or keep one, and either needs the PGlite not started yet, so the service is not warmed.
 */
async function largeMigrationFolder(targets, files) {
    for (const target of targets) {
        if (target.sourceType !== "postgres" || /\.(sql|pgsql|psql)$/i.test(target.path))
            continue;
        if ((await files.listAll(target.path)).length >= LARGE_FOLDER_FILES)
            return true;
    }
    return false;
}


/***/ }),

/***/ 48873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ gateFinding),
/* harmony export */   q: () => (/* binding */ defineCheck)
/* harmony export */ });
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56801);

/** A finding of `rule`: the rule, its table title (with `detail`) and its level (the table's unless given). */
function gateFinding(rule, detected) {
    const { detail, level, ...rest } = detected;
    const info = _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[rule];
    const at = level ?? (info.defaultLevel === "contract" ? undefined : info.defaultLevel);
    // A programming error, not bad input: a rule of the contract's level must say which level.
    if (at === undefined)
        throw new Error(`${rule}: a finding of a rule at the contract's level needs its level`);
    return { rule, level: at, title: detail ? `${info.title}: ${detail}` : info.title, ...rest };
}
/** A gate rule: its id from the rule table (src/rules/) and its detection over the check's facts. */
function defineCheck(rule, detect, atBase) {
    return { rule, detect, atBase };
}


/***/ }),

/***/ 44905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ fingerprintOf),
/* harmony export */   h: () => (/* binding */ recordingFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** `files` with every path and listing it is asked for recorded in `inputs`. */
function recordingFiles(files) {
    const read = new Set();
    const folders = new Set();
    const trees = new Set();
    const { readBytes, size, listAll, prefetch, blobIds, objectIds, entryPaths } = files;
    const recorded = {
        readText: (path) => {
            read.add(path);
            return files.readText(path);
        },
        list: (dir) => {
            folders.add(dir);
            return files.list(dir);
        },
        listAll: async (dir) => {
            trees.add(dir ?? "");
            return listAll.call(files, dir);
        },
        ...(readBytes && {
            readBytes: (path) => {
                read.add(path);
                return readBytes.call(files, path);
            },
        }),
        ...(size && {
            size: (path) => {
                read.add(path);
                return size.call(files, path);
            },
        }),
        ...(prefetch && { prefetch: (paths) => prefetch.call(files, paths) }),
        ...(blobIds && { blobIds: (paths) => blobIds.call(files, paths) }),
        ...(objectIds && { objectIds: (paths) => objectIds.call(files, paths) }),
        ...(entryPaths && { entryPaths: (dir) => entryPaths.call(files, dir) }),
    };
    const sorted = (set) => [...set].sort();
    return {
        files: recorded,
        inputs: () => ({ files: sorted(read), folders: sorted(folders), trees: sorted(trees) }),
    };
}
/**
 * What `inputs` are in `files` (one commit's): each file's blob id (its text when the source has
 * none), each listing's names. Equal fingerprints: the read sees the same bytes.
 */
async function fingerprintOf(files, inputs) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
    // A commit's ids come from its objects one by one (objectIds), not a listing of its whole tree.
    const ids = (await (files.objectIds ?? files.blobIds)?.call(files, inputs.files)) ?? new Map();
    const byId = files.objectIds !== undefined || files.blobIds !== undefined;
    for (const path of inputs.files) {
        const id = ids.get(path) ?? (byId ? undefined : await files.readText(path));
        hash.update(`file\0${path}\0${id ?? "-"}\n`);
    }
    for (const dir of inputs.folders) {
        // The names only (a listing by tree, no blob read): the files read are fingerprinted above.
        const clean = dir.replace(/\/$/, "");
        const root = clean === "." ? "" : clean;
        const prefix = root === "" ? "" : `${root}/`;
        const direct = files.entryPaths
            ? await files.entryPaths(root)
            : (await files.listAll(root)).filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"));
        hash.update(`folder\0${dir}\0${direct.join("\0")}\n`);
    }
    for (const dir of inputs.trees)
        hash.update(`tree\0${dir}\0${(await files.listAll(dir || undefined)).join("\0")}\n`);
    return hash.digest("hex");
}


/***/ })

};
