export const id = 41;
export const ids = [41];
export const modules = {

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
// EXTERNAL MODULE: ./src/schema/index.ts + 6 modules
var schema = __webpack_require__(84723);
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


/***/ })

};
