export const id = 960;
export const ids = [960];
export const modules = {

/***/ 960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gN: () => (/* binding */ deepen),
  h_: () => (/* binding */ openRepository),
  Ki: () => (/* binding */ remoteDefaultBranch),
  ns: () => (/* binding */ resolveFetching)
});

// UNUSED EXPORTS: fetchAdvice

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/simple-git/dist/index.mjs + 2 modules
var dist = __webpack_require__(74724);
;// CONCATENATED MODULE: ./src/git/cat-file-batch.ts

/**
 * Reads many blobs in one `git cat-file --batch` process instead of one process
 * per file (bench: ~7 ms per spawn, so 200 contract files took 1.3 s one by one).
 * simple-git has no way to feed a command's stdin, hence node:child_process.
 * `objects` are `<commit>:<path>` names; the answer maps each to its text, or
 * undefined when it is missing or not a file.
 */
function catFileBatch(cwd, objects) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)("git", ["cat-file", "--batch"], { cwd, stdio: ["pipe", "pipe", "pipe"] });
        const chunks = [];
        const errors = [];
        child.stdout.on("data", (chunk) => chunks.push(chunk));
        child.stderr.on("data", (chunk) => errors.push(chunk));
        child.on("error", reject);
        child.on("close", (code) => {
            if (code !== 0) {
                reject(new Error(`git cat-file --batch exited with ${code}: ${Buffer.concat(errors).toString("utf8").trim()}`));
                return;
            }
            try {
                resolve(parseBatchOutput(Buffer.concat(chunks), objects));
            }
            catch (error) {
                reject(error);
            }
        });
        // A broken pipe surfaces as the exit code above.
        child.stdin.on("error", () => { });
        child.stdin.end(objects.map((name) => `${name}\n`).join(""));
    });
}
/** Output: per request `<sha> <type> <size>\n<content>\n`, or `<name> missing\n` (also `ambiguous`). */
function parseBatchOutput(output, objects) {
    const result = new Map();
    let offset = 0;
    for (const name of objects) {
        const end = output.indexOf(0x0a, offset);
        if (end < 0)
            throw new Error(`git cat-file --batch: output ended before ${name}`);
        const header = output.subarray(offset, end).toString("utf8");
        offset = end + 1;
        const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!match) {
            result.set(name, undefined); // "<name> missing" or "ambiguous"
            continue;
        }
        const size = Number(match[2]);
        const content = output.subarray(offset, offset + size);
        offset += size + 1; // content, then a newline
        result.set(name, match[1] === "blob" ? content.toString("utf8") : undefined);
    }
    return result;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/git/files.ts


/** `./a//b/` -> `a/b`; the repository root is "". */
function normaliseRepoPath(path) {
    return path
        .replace(/\\/g, "/")
        .split("/")
        .filter((part) => part !== "" && part !== ".")
        .join("/");
}
/**
 * The working tree on disk, for the CLI run outside CI. Never leaves `root`:
 * `..` segments are refused (undefined / empty), so a config cannot read /etc.
 */
class WorkingTreeFiles {
    root;
    constructor(root) {
        this.root = root;
    }
    async readText(path) {
        const clean = normaliseRepoPath(path);
        if (clean === "" || clean.split("/").includes(".."))
            return undefined;
        try {
            return await readFile(join(this.root, clean), "utf8");
        }
        catch {
            return undefined;
        }
    }
    async readBytes(path) {
        const clean = normaliseRepoPath(path);
        if (clean === "" || clean.split("/").includes(".."))
            return undefined;
        try {
            return new Uint8Array(await readFile(join(this.root, clean)));
        }
        catch {
            return undefined;
        }
    }
    async list(dir) {
        const clean = normaliseRepoPath(dir);
        if (clean.split("/").includes(".."))
            return [];
        try {
            const entries = await readdir(join(this.root, clean), { withFileTypes: true });
            return entries
                .filter((entry) => entry.isFile())
                .map((entry) => (clean === "" ? entry.name : `${clean}/${entry.name}`))
                .sort();
        }
        catch {
            return [];
        }
    }
    async listAll(dir = "") {
        const clean = normaliseRepoPath(dir);
        if (clean.split("/").includes(".."))
            return [];
        try {
            const entries = await readdir(join(this.root, clean), { recursive: true, withFileTypes: true });
            return entries
                .filter((entry) => entry.isFile())
                .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join("/"))
                .filter((file) => !file.startsWith(".git/"))
                .sort();
        }
        catch {
            return [];
        }
    }
}

;// CONCATENATED MODULE: ./src/git/remote-url.ts
/**
 * Turns a Git remote URL into the web address of the repository, the form a
 * contract's `gitRepo` and `fileUri` carry:
 * `git@github.com:acme/x.git` -> `https://github.com/acme/x`.
 * Credentials in the URL are dropped (a token must never end up in a contract).
 * Local remotes (paths, file://) have no web address: undefined.
 */
function normaliseRemoteUrl(remote) {
    const text = remote.trim();
    if (text === "")
        return undefined;
    // scp-like syntax: [user@]host:path (no scheme, and the colon comes before any slash)
    const scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/.exec(text);
    if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
        const [, host, path] = scp;
        if (host && path && host.length > 1)
            return `https://${host.toLowerCase()}/${cleanPath(path)}`;
    }
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    const protocol = url.protocol.toLowerCase();
    if (protocol === "file:")
        return undefined;
    // ssh and git protocols have no web page; GitHub, GitLab and Gitea serve the same path over https.
    // An ssh port is never the web port, so it is dropped.
    const scheme = protocol === "http:" ? "http" : "https";
    const port = scheme === "https" && protocol === "https:" && url.port ? `:${url.port}` : "";
    const path = cleanPath(decodeURIComponent(url.pathname));
    if (path === "")
        return undefined;
    return `${scheme}://${url.hostname.toLowerCase()}${port}/${path}`;
}
function cleanPath(path) {
    return path
        .replace(/^\/+/, "")
        .replace(/\/+$/, "")
        .replace(/\.git$/, "");
}
/** The web address of a file at a commit: `{repo}/blob/{sha}/{path}` (GitHub's and GitLab's form). */
function fileUrl(repositoryUrl, sha, path) {
    const encoded = path.split("/").map(encodeURIComponent).join("/");
    return `${repositoryUrl.replace(/\/+$/, "")}/blob/${sha}/${encoded}`;
}

;// CONCATENATED MODULE: ./src/git/git-repository.ts





const STATUS_LETTERS = {
    A: "added",
    M: "modified",
    D: "deleted",
    R: "renamed",
    C: "copied",
    T: "type-changed",
};
/** Parses `git diff --name-status -z` output. */
function parseNameStatus(output) {
    const parts = output.split("\0");
    const changes = [];
    let i = 0;
    while (i < parts.length) {
        const code = parts[i++];
        if (!code)
            continue;
        const letter = code[0] ?? "";
        const status = STATUS_LETTERS[letter];
        if (letter === "R" || letter === "C") {
            const previousPath = parts[i++] ?? "";
            const path = parts[i++] ?? "";
            changes.push({
                status: status ?? "modified",
                path,
                previousPath,
                similarity: Number(code.slice(1)) || 0,
            });
        }
        else {
            const path = parts[i++] ?? "";
            // U (unmerged) and X cannot occur between two commits; report them as modifications.
            changes.push({ status: status ?? "modified", path });
        }
    }
    return changes;
}
/**
 * A real repository on disk, through the `git` binary (simple-git): the adapter
 * behind sync's GitPort (src/sync/ports.ts).
 */
class GitRepository {
    root;
    git;
    /** One RevisionFiles per commit, so every reader of a commit shares its cache. */
    revisions = new Map();
    constructor(root) {
        this.root = root;
        // The environment is inherited as is: passing it through .env() would make simple-git's
        // guard refuse ordinary settings (EDITOR, GIT_SSH_COMMAND) of the user's own CI.
        this.git = (0,dist/* simpleGit */.Lp)({
            baseDir: root,
            // By default simple-git resolves a failed command that wrote nothing to stderr
            // (`merge-base` without a common ancestor, `rev-parse --quiet`): every non-zero exit fails here.
            errors(error, result) {
                if (error)
                    return error;
                if (result.exitCode === 0)
                    return undefined;
                const stderr = Buffer.concat(result.stdErr).toString("utf8").trim();
                return new Error(stderr || `git exited with code ${result.exitCode}`);
            },
        });
    }
    async resolveCommit(rev) {
        let sha = "";
        try {
            sha = (await this.git.raw(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`])).trim();
        }
        catch {
            sha = "";
        }
        if (!/^[0-9a-f]{40,64}$/.test(sha))
            throw new Error(`git: '${rev}' is not a commit in ${this.root}`);
        return sha;
    }
    async hasCommit(rev) {
        try {
            await this.git.raw(["cat-file", "-e", `${rev}^{commit}`]);
            return true;
        }
        catch {
            return false;
        }
    }
    async isShallow() {
        return (await this.git.raw(["rev-parse", "--is-shallow-repository"])).trim() === "true";
    }
    async mergeBase(base, head) {
        try {
            const sha = (await this.git.raw(["merge-base", base, head])).trim();
            return sha === "" ? undefined : sha;
        }
        catch {
            return undefined;
        }
    }
    /**
     * Files changed on `head` since it left `base` (the three-dot diff of a pull
     * request): changes that landed on the base branch meanwhile are not the PR's.
     * Without a common ancestor (unrelated histories) the two trees are compared.
     */
    async changedFiles(base, head) {
        const from = (await this.mergeBase(base, head)) ?? (await this.resolveCommit(base));
        const to = await this.resolveCommit(head);
        const output = await this.git.raw(["diff", "--name-status", "-z", "-M", "--no-color", from, to, "--"]);
        return parseNameStatus(output);
    }
    async readFileAt(rev, path) {
        const clean = normaliseRepoPath(path);
        if (clean === "")
            return undefined;
        try {
            return await this.git.raw(["cat-file", "blob", `${rev}:${clean}`]);
        }
        catch (error) {
            // Absent file (or a folder) at a valid commit: undefined. A bad revision is an error.
            if (await this.hasCommit(rev))
                return undefined;
            throw new Error(`git: cannot read ${clean} at '${rev}': ${firstLine(error)}`);
        }
    }
    /**
     * The exact bytes of a file at a revision (simple-git's `raw` decodes to UTF-8,
     * which mangles binary files), or undefined when it is absent there.
     */
    async readBytesAt(rev, path) {
        const clean = normaliseRepoPath(path);
        if (clean === "")
            return undefined;
        try {
            return await new Promise((resolve, reject) => {
                (0,external_node_child_process_.execFile)("git", ["cat-file", "blob", `${rev}:${clean}`], { cwd: this.root, encoding: "buffer", maxBuffer: 1024 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(new Uint8Array(stdout))));
            });
        }
        catch (error) {
            if (await this.hasCommit(rev))
                return undefined;
            throw new Error(`git: cannot read ${clean} at '${rev}': ${firstLine(error)}`);
        }
    }
    /** Many files at one revision in a single git process; undefined for the absent ones. */
    async readFilesAt(rev, paths) {
        const sha = await this.resolveCommit(rev);
        const result = new Map();
        // A path with a line break cannot be asked for in batch mode; those few go one by one.
        const batchable = paths.map(normaliseRepoPath).filter((p) => p !== "" && !/[\n\r]/.test(p));
        const texts = await catFileBatch(this.root, batchable.map((path) => `${sha}:${path}`));
        for (const path of batchable)
            result.set(path, texts.get(`${sha}:${path}`));
        for (const path of paths) {
            const clean = normaliseRepoPath(path);
            if (!result.has(clean))
                result.set(clean, await this.readFileAt(sha, clean));
        }
        return result;
    }
    /** Files under `dir` at `rev`, recursively, as repository-relative paths, sorted. */
    async listFilesAt(rev, dir = "") {
        const clean = normaliseRepoPath(dir);
        const args = ["ls-tree", "-r", "-z", "--full-tree", "--name-only", rev];
        if (clean !== "")
            args.push("--", clean);
        const output = await this.git.raw(args);
        return output
            .split("\0")
            .filter((p) => p !== "")
            .sort();
    }
    /** Blobs directly inside `dir` at `rev` (no sub-folders). */
    async listDirectoryAt(rev, dir) {
        const clean = normaliseRepoPath(dir);
        const args = ["ls-tree", "-z", "--full-tree", rev];
        if (clean !== "")
            args.push("--", `${clean}/`);
        const output = await this.git.raw(args);
        const files = [];
        for (const entry of output.split("\0")) {
            // "<mode> <type> <object>\t<path>"
            const tab = entry.indexOf("\t");
            if (tab < 0)
                continue;
            const [, type] = entry.slice(0, tab).split(" ");
            if (type === "blob")
                files.push(entry.slice(tab + 1));
        }
        return files.sort();
    }
    /** The files of a commit. Pass a SHA: reads are cached, so a moving name like HEAD would mix versions. */
    filesAt(rev) {
        let files = this.revisions.get(rev);
        if (!files) {
            files = new RevisionFiles(this, rev);
            this.revisions.set(rev, files);
        }
        return files;
    }
    /**
     * Makes sure `base`, `head` and their merge base are present, fetching only
     * what is missing: actions/checkout clones with depth 1 by default, and asking
     * every user for `fetch-depth: 0` (the whole history) is slow on big repositories.
     * Shallow: fetch both commits with a growing --depth until the merge base
     * appears, then --unshallow as the last resort. Complete but missing a commit
     * (a fork's head): fetch that commit.
     */
    async ensureCommits(base, head, options = {}) {
        const remote = options.remote ?? "origin";
        const maxDepth = options.maxDepth ?? 2048;
        const fetches = [];
        const wasShallow = await this.isShallow();
        const present = async () => (await this.hasCommit(base)) && (await this.hasCommit(head));
        const ready = async () => (await present()) && (await this.mergeBase(base, head)) !== undefined;
        const fetch = async (args) => {
            const command = ["fetch", "--no-tags", "--quiet", ...args];
            fetches.push(`git ${command.join(" ")}`);
            try {
                await this.git.raw(command);
                return true;
            }
            catch (error) {
                fetches.push(`  failed: ${firstLine(error)}`);
                return false;
            }
        };
        if (!wasShallow) {
            if (!(await present()))
                await fetch([remote, base, head]);
        }
        else if (!(await ready())) {
            for (let depth = options.initialDepth ?? 32; depth <= maxDepth; depth *= 4) {
                await fetch([`--depth=${depth}`, remote, base, head]);
                if (await ready())
                    break;
            }
            if ((await this.isShallow()) && !(await ready())) {
                await fetch(["--unshallow", remote, base, head]);
            }
        }
        const missing = [];
        for (const rev of [base, head])
            if (!(await this.hasCommit(rev)))
                missing.push(rev);
        if (missing.length > 0) {
            throw new Error(`git: commit ${missing.join(", ")} is not in ${this.root} and could not be fetched from '${remote}'\n${fetches.join("\n")}`);
        }
        return { wasShallow, fetches };
    }
    /**
     * The last commit on `rev`'s first-parent line that changed each path (for
     * a deleted file, the commit that deleted it), in one walk of the history; a path no
     * commit changed is absent. In a shallow clone the walk stops at the boundary.
     */
    async lastChanges(rev, paths) {
        const found = new Map();
        if (paths.length === 0)
            return found;
        const output = await this.git.raw([
            "log",
            "-z",
            // On the default branch: a merged pull request's change is its merge commit's (diffed to the first parent).
            "--first-parent",
            "--diff-merges=first-parent",
            "--no-renames",
            "--name-only",
            "--format=%x01%H",
            rev,
            "--",
            ...paths.map((p) => `:(literal)${p}`),
        ]);
        // Records are `\x01<sha>\0\n<path>\0<path>\0...`, newest commit first.
        for (const record of output.split("\x01")) {
            const [sha, ...names] = record.split("\0");
            if (!sha)
                continue;
            for (const name of names) {
                const path = name.replace(/^\n/, "");
                if (path && !found.has(path))
                    found.set(path, sha);
            }
        }
        return found;
    }
    async provenance(sha, remote = "origin") {
        const resolved = await this.resolveCommit(sha);
        const format = ["%H", "%an", "%ae", "%aI", "%cn", "%ce", "%cI", "%s"].join("%x00");
        const output = await this.git.raw(["log", "-1", `--format=${format}`, resolved, "--"]);
        const [hash = resolved, an = "", ae = "", ad = "", cn = "", ce = "", cd = "", subject = ""] = output
            .replace(/\n$/, "")
            .split("\0");
        let repositoryUrl;
        try {
            repositoryUrl = normaliseRemoteUrl(await this.git.raw(["remote", "get-url", remote]));
        }
        catch {
            repositoryUrl = undefined; // no such remote
        }
        return {
            sha: hash,
            author: { name: an, email: ae, date: ad },
            committer: { name: cn, email: ce, date: cd },
            subject,
            repositoryUrl,
        };
    }
}
/** A commit's files as a SourceFiles, so readers can read any revision. Reads are cached. */
class RevisionFiles {
    repository;
    rev;
    texts = new Map();
    bytes = new Map();
    dirs = new Map();
    constructor(repository, rev) {
        this.repository = repository;
        this.rev = rev;
    }
    readText(path) {
        const clean = normaliseRepoPath(path);
        let text = this.texts.get(clean);
        if (!text) {
            text = this.repository.readFileAt(this.rev, clean);
            this.texts.set(clean, text);
        }
        return text;
    }
    readBytes(path) {
        const clean = normaliseRepoPath(path);
        let bytes = this.bytes.get(clean);
        if (!bytes) {
            bytes = this.repository.readBytesAt(this.rev, clean);
            this.bytes.set(clean, bytes);
        }
        return bytes;
    }
    list(dir) {
        const clean = normaliseRepoPath(dir);
        let files = this.dirs.get(clean);
        if (!files) {
            // A listed folder is read next (a migration folder, file by file): its blobs come in one
            // `cat-file --batch` process now instead of one process per file then.
            files = this.repository.listDirectoryAt(this.rev, clean).then(async (listed) => {
                await this.prefetch(listed);
                return listed;
            });
            this.dirs.set(clean, files);
        }
        return files;
    }
    listAll(dir) {
        return this.repository.listFilesAt(this.rev, dir);
    }
    async prefetch(paths) {
        const wanted = paths.map(normaliseRepoPath).filter((path) => !this.texts.has(path));
        if (wanted.length === 0)
            return;
        try {
            const texts = await this.repository.readFilesAt(this.rev, wanted);
            for (const path of wanted)
                if (!this.texts.has(path))
                    this.texts.set(path, Promise.resolve(texts.get(path)));
        }
        catch {
            // Only a hint: reads then go one by one and report their own errors.
        }
    }
}
function firstLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.trim().split("\n")[0] ?? message;
}

// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/repository.ts





const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
async function gitOut(dir, args) {
    const { stdout } = await run("git", ["-C", dir, ...args], { encoding: "utf8" });
    return stdout.trim();
}
/** The repository at `dir`, or a usage error that names the folder when it is not one. */
async function openRepository(dir) {
    const info = await (0,promises_.stat)(dir).catch(() => undefined);
    if (!info?.isDirectory())
        throw new io/* UsageError */.e(`not a git repository: ${dir} (no such folder)`);
    let top;
    try {
        top = await gitOut(dir, ["rev-parse", "--show-toplevel"]);
    }
    catch {
        throw new io/* UsageError */.e(`not a git repository: ${dir}`);
    }
    return new GitRepository(top);
}
async function tryResolve(git, rev) {
    try {
        return await git.resolveCommit(rev);
    }
    catch {
        return undefined;
    }
}
/**
 * Resolves a ref that a shallow or single-branch clone may lack: a commit SHA
 * is fetched by `ensureCommits`; `REMOTE/BRANCH` is fetched into its
 * remote-tracking ref (depth 1 in a shallow clone; the history is deepened later).
 */
async function resolveFetching(git, rev, remote, log) {
    const known = await tryResolve(git, rev);
    if (known)
        return known;
    const shallow = await git.isShallow();
    const depth = shallow ? ["--depth=1"] : [];
    let args;
    if (/^[0-9a-f]{40}$/i.test(rev))
        args = [remote, rev];
    else if (rev.startsWith(`${remote}/`)) {
        const branch = rev.slice(remote.length + 1);
        args = [remote, `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`];
    }
    if (!args)
        return undefined;
    const command = ["fetch", "--no-tags", "--quiet", ...depth, ...args];
    log(`fetching ${rev}: git ${command.join(" ")}`);
    try {
        await gitOut(git.root, command);
    }
    catch (error) {
        log(`fetch failed: ${String(error instanceof Error ? error.message : error).split("\n")[0]}`);
        return undefined;
    }
    return tryResolve(git, rev);
}
/** The remote's default branch (`git ls-remote --symref REMOTE HEAD`), fetched when the clone lacks it. */
async function remoteDefaultBranch(git, remote, log) {
    let branch;
    try {
        const output = await gitOut(git.root, ["ls-remote", "--symref", remote, "HEAD"]);
        branch = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(output)?.[1];
    }
    catch {
        return undefined; // no such remote, or it cannot be reached
    }
    return branch ? resolveFetching(git, `${remote}/${branch}`, remote, log) : undefined;
}
/** The exact command that gets what a check of `base...head` needs, for a user whose clone lacks it. */
function fetchAdvice(git, remote, base) {
    return `git -C ${git.root} fetch --no-tags --unshallow ${remote} ${base.startsWith(`${remote}/`) ? base.slice(remote.length + 1) : base}`;
}
/**
 * Makes sure base, head and their merge base are in the clone (a CI checkout is
 * often shallow), as the action does; when that fails, a usage error with the
 * exact `git fetch` to run.
 */
async function deepen(git, base, head, given, log) {
    try {
        const result = await git.ensureCommits(base, head, { remote: given.remote });
        for (const command of result.fetches)
            log(`fetched history: ${command}`);
    }
    catch (error) {
        throw new io/* UsageError */.e(`${error instanceof Error ? error.message : String(error)}\nthe clone lacks the history the check needs; run:\n  ${fetchAdvice(git, given.remote, given.base)}`);
    }
    // Still shallow without a merge base: comparing the two trees would blame the pull request for
    // whatever landed on the base branch meanwhile. Refuse, with the fetch that fixes it.
    if ((await git.mergeBase(base, head)) === undefined && (await git.isShallow())) {
        throw new io/* UsageError */.e(`no common ancestor of ${given.base} and the head in this shallow clone, and the history could not be fetched from '${given.remote}'; run:\n  ${fetchAdvice(git, given.remote, given.base)}`);
    }
}


/***/ })

};
