export const id = 9995;
export const ids = [9995];
export const modules = {

/***/ 32380:
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
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
;// CONCATENATED MODULE: ./src/git/cat-file-batch.ts

/**
 * One `git cat-file --batch` process for a whole run, serving every blob and
 * commit lookup in order (a spawn per blob added up: a PR check used to start
 * hundreds; `npm run bench -- git-github`, row "readFileAt xN, one after another"). Started at the first request; while idle it does not keep
 * node alive, and git exits when its stdin closes.
 */
class CatFileBatch {
    cwd;
    child;
    queue = [];
    buffer = Buffer.alloc(0);
    /** Chunks not yet joined to `buffer`: a large blob arrives in many, joined once it is whole. */
    chunks = [];
    chunkBytes = 0;
    /** Bytes `buffer` must hold before the next answer can be parsed. */
    needed = 1;
    stderr = "";
    constructor(cwd) {
        this.cwd = cwd;
    }
    /**
     * The object `name` names (`<commit>:<path>`, an object id, `<rev>^{commit}`),
     * or undefined when git says it is missing or ambiguous. Names with a line
     * break cannot be asked for in batch mode: undefined as well (callers check).
     */
    read(name) {
        if (/[\n\r]/.test(name))
            return Promise.resolve(undefined);
        return new Promise((resolve, reject) => {
            const child = this.started();
            this.queue.push({ name, resolve, reject });
            this.hold(true);
            child.stdin.write(`${name}\n`);
        });
    }
    /** Ends the process (it is started again at the next request): after a fetch, or at the end of a run. */
    close() {
        const child = this.child;
        this.child = undefined;
        child?.stdin.end();
        this.fail(new Error("git cat-file --batch was closed"));
    }
    started() {
        if (this.child)
            return this.child;
        const child = (0,external_node_child_process_.spawn)("git", ["cat-file", "--batch"], { cwd: this.cwd, stdio: ["pipe", "pipe", "pipe"] });
        this.child = child;
        this.buffer = Buffer.alloc(0);
        this.chunks = [];
        this.chunkBytes = 0;
        this.needed = 1;
        this.stderr = "";
        child.stdout.on("data", (chunk) => {
            if (this.child !== child)
                return; // a closed process's last words
            this.chunks.push(chunk);
            this.chunkBytes += chunk.length;
            if (this.buffer.length + this.chunkBytes < this.needed)
                return;
            this.buffer = Buffer.concat([this.buffer, ...this.chunks]);
            this.chunks = [];
            this.chunkBytes = 0;
            this.drain();
        });
        child.stderr.on("data", (chunk) => {
            this.stderr += chunk.toString("utf8");
        });
        child.on("error", (error) => this.ended(child, error));
        child.on("close", (code) => this.ended(child, new Error(`git cat-file --batch exited with ${code}: ${this.stderr.trim()}`)));
        // A broken pipe surfaces as the exit above.
        child.stdin.on("error", () => { });
        return child;
    }
    /** Answers are `<oid> <type> <size>\n<content>\n`, or `<name> missing\n` (also `ambiguous`). */
    drain() {
        while (this.queue.length > 0) {
            const end = this.buffer.indexOf(0x0a);
            if (end < 0) {
                this.needed = this.buffer.length + 1;
                return;
            }
            const header = this.buffer.subarray(0, end).toString("utf8");
            const match = /^([0-9a-f]{40,64}) (\w+) (\d+)$/.exec(header);
            if (!match) {
                this.buffer = this.buffer.subarray(end + 1);
                this.queue.shift()?.resolve(undefined);
                continue;
            }
            const size = Number(match[3]);
            if (this.buffer.length < end + 1 + size + 1) {
                this.needed = end + 1 + size + 1;
                return;
            }
            // A copy: the answer outlives the (reused) buffer it came in.
            const content = Buffer.from(this.buffer.subarray(end + 1, end + 1 + size));
            this.buffer = this.buffer.subarray(end + 1 + size + 1);
            this.queue.shift()?.resolve({ oid: match[1], type: match[2], content });
        }
        this.needed = 1;
        this.hold(false);
    }
    ended(child, error) {
        if (this.child !== child)
            return; // closed already: its requests were answered or failed then
        this.child = undefined;
        this.fail(error);
    }
    fail(error) {
        for (const pending of this.queue.splice(0))
            pending.reject(error);
    }
    /** Keeps node alive only while answers are awaited. */
    hold(busy) {
        const child = this.child;
        if (!child)
            return;
        const streams = [child.stdout, child.stderr, child.stdin];
        if (busy) {
            child.ref();
            for (const s of streams)
                s.ref?.();
        }
        else if (this.queue.length === 0) {
            child.unref();
            for (const s of streams)
                s.unref?.();
        }
    }
}

// EXTERNAL MODULE: ./src/git/files.ts
var git_files = __webpack_require__(40151);
;// CONCATENATED MODULE: ./src/git/merge.ts

/** `git <args>` in `cwd` with its exit code (merge-tree exits 1 on a conflict, which is an answer). */
function runGit(cwd, args, env) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)("git", args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: env ?? process.env }, (error, stdout, stderr) => {
            if (!error)
                resolve({ code: 0, stdout, stderr });
            else if (typeof error.code === "number")
                resolve({ code: error.code, stdout, stderr });
            else
                reject(error);
        });
    });
}
/** Fixed identity and dates: the same merge gives the same commit id, so re-runs add no objects. */
const MERGE_IDENTITY = {
    GIT_AUTHOR_NAME: "contract-sync",
    GIT_AUTHOR_EMAIL: "contract-sync@localhost",
    GIT_AUTHOR_DATE: "@0 +0000",
    GIT_COMMITTER_NAME: "contract-sync",
    GIT_COMMITTER_EMAIL: "contract-sync@localhost",
    GIT_COMMITTER_DATE: "@0 +0000",
};
/** `git version` as [major, minor] and its text. */
async function gitVersion(cwd) {
    const { stdout } = await runGit(cwd, ["version"]);
    const text = stdout.trim();
    const match = /(\d+)\.(\d+)/.exec(text);
    return { text, major: Number(match?.[1] ?? 0), minor: Number(match?.[2] ?? 0) };
}
/**
 * The parents `commit` records, or undefined when it is not a commit here. Read from the
 * object itself: in a shallow checkout of the merge ref, `rev-list --parents` shows none.
 */
async function parentsOf(cwd, commit) {
    const { code, stdout } = await runGit(cwd, ["cat-file", "commit", commit]);
    if (code !== 0)
        return undefined;
    const header = stdout.slice(0, stdout.indexOf("\n\n"));
    return [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((m) => m[1]);
}
/**
 * The merge of `head` into `base` (both commit ids), as `git merge-tree --write-tree`
 * computes it without touching the work tree or the index. `given` is a commit the caller
 * was handed as the merge (GitHub's merge ref): used when its parents are exactly the two.
 */
async function mergeResult(cwd, base, head, mergeBase, given) {
    if (given && given !== head) {
        const parents = await parentsOf(cwd, given);
        if (parents?.length === 2 && parents.includes(base) && parents.includes(head))
            return { kind: "given", commit: given };
    }
    if (!mergeBase)
        return { kind: "unrelated" };
    if (mergeBase === base)
        return { kind: "contains-base" };
    const merged = await runGit(cwd, [
        "merge-tree",
        "--write-tree",
        "--name-only",
        "--no-messages",
        base,
        head,
    ]);
    // Git before 2.38 knows only the old form: it prints its usage and exits 129 (asked only then).
    if (merged.code === 129) {
        const version = await gitVersion(cwd);
        if (version.major < 2 || (version.major === 2 && version.minor < 38))
            return { kind: "old-git", version: version.text, mergeBase };
    }
    const [tree = "", ...conflicted] = merged.stdout.split("\n").filter((line) => line !== "");
    if (merged.code === 1)
        return { kind: "conflict", paths: [...new Set(conflicted)] };
    if (merged.code !== 0 || !/^[0-9a-f]{40,64}$/.test(tree))
        throw new Error(`git merge-tree failed: ${merged.stderr.trim() || `exit code ${merged.code}`}`);
    const commit = await runGit(cwd, [
        "commit-tree",
        tree,
        "-p",
        base,
        "-p",
        head,
        "-m",
        "contract-sync: the pull request merged into its base",
    ], { ...process.env, ...MERGE_IDENTITY });
    if (commit.code !== 0)
        throw new Error(`git commit-tree failed: ${commit.stderr.trim()}`);
    return { kind: "merged", commit: commit.stdout.trim() };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/git/path-history.ts


const SHA = /^[0-9a-f]{40,64}$/;
/** Records of `git log --format=%x01%H%x02%cI%x02%s`: commit, date, subject. */
function parseHistoryLog(output) {
    const commits = [];
    for (const record of output.split("\x01")) {
        const [commit = "", date = "", ...subject] = record.replace(/\n$/, "").split("\x02");
        if (!SHA.test(commit))
            continue;
        commits.push({ commit, date, subject: subject.join(" ").trim() });
    }
    return commits;
}
/** More renames than this in one path's history is taken as a loop (the walk stops there). */
const MAX_RENAMES = 64;
async function pathHistory(git, rev, path) {
    const versions = [];
    let at = rev;
    let current = path;
    const seen = new Set([path]);
    for (let hop = 0; hop <= MAX_RENAMES; hop += 1) {
        const segment = await versionsAt(git, at, current);
        versions.unshift(...segment);
        const first = segment[0];
        const earlier = first ? await renamedFrom(git, first.commit, current) : undefined;
        if (!first || !earlier || seen.has(earlier))
            break;
        seen.add(earlier);
        // The old path's versions are those before the renaming commit, on its first parent's line.
        at = `${first.commit}^1`;
        current = earlier;
    }
    const boundary = await hiddenBoundary(git, at, current);
    return { path, versions, complete: boundary === undefined, boundary };
}
/** The versions of `path` (under that name) on `rev`'s first-parent line, oldest first. */
async function versionsAt(git, rev, path) {
    const output = await git.run([
        "log",
        // On the default branch: a merged pull request's change is its merge commit's (diffed to the first parent).
        "--first-parent",
        "--diff-merges=first-parent",
        "--no-renames",
        "--format=%x01%H%x02%cI%x02%s",
        rev,
        "--",
        `:(literal)${path}`,
    ]);
    const commits = parseHistoryLog(output).reverse();
    const objects = await Promise.all(commits.map((c) => git.objectId(`${c.commit}:${path}`)));
    const versions = [];
    commits.forEach((commit, i) => {
        const object = objects[i];
        if (object)
            versions.push({ ...commit, object, path });
    });
    return versions;
}
/**
 * The path `path` had before `commit` when that commit made it by a rename (against its first
 * parent, git's rename detection): the old file, or for a folder the old folder every renamed file
 * under it came from. Undefined when it made the path anew, or has no parent in the clone.
 */
async function renamedFrom(git, commit, path) {
    let output;
    try {
        output = await git.run(["diff", "--name-status", "-M", "-z", "--no-color", `${commit}^1`, commit]);
    }
    catch {
        return undefined; // a root commit, or a shallow boundary (its parent is not in the clone)
    }
    const fields = output.split("\0");
    const folders = new Set();
    for (let i = 0; i < fields.length; i += 1) {
        const status = fields[i] ?? "";
        if (!/^[RC]\d*$/.test(status)) {
            i += 1; // one path follows any other status
            continue;
        }
        const [from = "", to = ""] = [fields[i + 1], fields[i + 2]];
        i += 2;
        if (!status.startsWith("R"))
            continue;
        if (to === path)
            return from;
        const rest = to.startsWith(`${path}/`) ? to.slice(path.length) : undefined;
        if (rest !== undefined && from.endsWith(rest))
            folders.add(from.slice(0, from.length - rest.length));
    }
    // A folder moved whole: every renamed file under it came from one folder.
    return folders.size === 1 ? [...folders][0] : undefined;
}
/**
 * The shallow boundary on `rev`'s first-parent line when the path exists there (its earlier
 * versions are not in the clone); undefined in a complete clone or when the path is younger.
 */
async function hiddenBoundary(git, rev, path) {
    if ((await git.run(["rev-parse", "--is-shallow-repository"])).trim() !== "true")
        return undefined;
    const shallowFile = (await git.run(["rev-parse", "--git-path", "shallow"])).trim();
    const cwdFile = (0,external_node_path_.isAbsolute)(shallowFile) ? shallowFile : (0,external_node_path_.join)(git.root, shallowFile);
    const shallow = new Set((await (0,promises_.readFile)(cwdFile, "utf8").catch(() => ""))
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => SHA.test(line)));
    // The oldest commits the first-parent walk reaches: the boundary (or the true root).
    const ends = (await git.run(["rev-list", "--first-parent", "--max-parents=0", rev]))
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => SHA.test(line));
    for (const end of ends) {
        if (shallow.has(end) && (await git.objectId(`${end}:${path}`)))
            return end;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/git/remote-url.ts
var remote_url = __webpack_require__(8448);
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
/** Git's mode of a symbolic link: its blob holds the link's target path, not the file a runner reads. */
const SYMLINK_MODE = "120000";
/** The blobs of a listed tree by the folder that holds them, made at the first folder listed. */
const blobsByFolder = new WeakMap();
/** `ls-tree -r -z` output: `<mode> <type> <oid>\t<path>` records (by index: a monorepo lists 100,000). */
function parseTree(output) {
    const tree = new Map();
    let start = 0;
    while (start < output.length) {
        let end = output.indexOf("\0", start);
        if (end < 0)
            end = output.length;
        const tab = output.indexOf("\t", start);
        if (tab >= 0 && tab < end) {
            const typeAt = output.indexOf(" ", start) + 1;
            const oidAt = output.indexOf(" ", typeAt) + 1;
            if (typeAt > 0 && oidAt > typeAt && oidAt < tab)
                tree.set(output.slice(tab + 1, end), {
                    mode: output.slice(start, typeAt - 1),
                    type: output.slice(typeAt, oidAt - 1),
                    oid: output.slice(oidAt, tab),
                });
        }
        start = end + 1;
    }
    return tree;
}
/**
 * A real repository on disk, through the `git` binary: the adapter behind
 * sync's GitPort (src/sync/ports.ts). Files are read through one
 * `git cat-file --batch` process per repository and one `ls-tree -r` per
 * commit, not a process per file.
 */
class GitRepository {
    root;
    batch;
    /** One RevisionFiles per commit, so every reader of a commit shares its cache. */
    revisions = new Map();
    /** Each commit's whole tree (by commit id), listed once. */
    trees = new Map();
    /** Commits found by their id: each file read would otherwise ask again. */
    commits = new Map();
    /** Merge bases found (they do not change; a failed lookup is asked again after a fetch). */
    mergeBases = new Map();
    constructor(root) {
        this.root = root;
        this.batch = new CatFileBatch(root);
    }
    /** Stops the `cat-file --batch` process (also harmless when none runs; reads start it again). */
    close() {
        this.batch.close();
    }
    /**
     * `git <args>` in the repository, its stdout as text. The environment is inherited as is
     * (the user's own CI settings); every non-zero exit is an error carrying git's stderr.
     */
    raw(args) {
        return new Promise((resolve, reject) => {
            (0,external_node_child_process_.execFile)("git", args, { cwd: this.root, encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 }, (error, stdout, stderr) => {
                if (!error)
                    resolve(stdout);
                else {
                    const code = typeof error.code === "number" ? error.code : undefined;
                    const said = stderr.trim();
                    reject(new Error(said || (code === undefined ? error.message : `git exited with code ${code}`)));
                }
            });
        });
    }
    async resolveCommit(rev) {
        const sha = await this.commitOf(rev);
        if (!sha)
            throw new Error(`git: '${rev}' is not a commit in ${this.root}`);
        return sha;
    }
    async hasCommit(rev) {
        return (await this.commitOf(rev)) !== undefined;
    }
    /** The commit `rev` names, through the batch process (a revision with a line break names none). */
    async commitOf(rev) {
        if (rev === "" || /\s/.test(rev))
            return undefined;
        const known = this.commits.get(rev);
        if (known)
            return known;
        const object = await this.batch.read(`${rev}^{commit}`);
        const sha = object?.type === "commit" ? object.oid : undefined;
        // A commit id names the same commit for good (a branch moves; a missing commit may be fetched).
        if (sha && /^[0-9a-f]{40,64}$/.test(rev))
            this.commits.set(rev, sha);
        return sha;
    }
    async isShallow() {
        return (await this.raw(["rev-parse", "--is-shallow-repository"])).trim() === "true";
    }
    async mergeBase(base, head) {
        const key = `${base} ${head}`;
        const known = this.mergeBases.get(key);
        if (known)
            return known;
        try {
            const sha = (await this.raw(["merge-base", base, head])).trim();
            if (sha === "")
                return undefined;
            // Only commit ids are stable names: a branch may move on.
            if (/^[0-9a-f]{40,64}$/.test(base) && /^[0-9a-f]{40,64}$/.test(head))
                this.mergeBases.set(key, sha);
            return sha;
        }
        catch {
            return undefined;
        }
    }
    /** Subjects of the commits `head` adds to `base` along its first parents, newest first (a merge queue's). */
    async firstParentSubjects(base, head) {
        const [from, to] = await Promise.all([this.resolveCommit(base), this.resolveCommit(head)]);
        const output = await this.raw(["log", "--first-parent", "--format=%s", "-z", `${from}..${to}`, "--"]);
        return output.split("\0").filter((s) => s !== "");
    }
    /** What `base` holds after merging `head` (merge.ts); `given` is a merge the caller already has. */
    async mergeResult(base, head, given) {
        const [baseSha, headSha] = await Promise.all([this.resolveCommit(base), this.resolveCommit(head)]);
        const givenSha = given ? await this.commitOf(given) : undefined;
        return mergeResult(this.root, baseSha, headSha, await this.mergeBase(baseSha, headSha), givenSha);
    }
    /**
     * Files changed on `head` since it left `base` (the three-dot diff of a pull
     * request): changes that landed on the base branch meanwhile are not the PR's.
     * Without a common ancestor (unrelated histories) the two trees are compared.
     */
    async changedFiles(base, head) {
        const from = (await this.mergeBase(base, head)) ?? (await this.resolveCommit(base));
        const to = await this.resolveCommit(head);
        const output = await this.raw(["diff", "--name-status", "-z", "-M", "--no-color", from, to, "--"]);
        return parseNameStatus(output);
    }
    /** The tree of the commit `rev` names: every file and submodule, by path, listed once per commit. */
    async treeAt(rev, path) {
        const sha = await this.commitOf(rev);
        if (!sha)
            throw new Error(`git: cannot read ${path || "the tree"} at '${rev}': not a commit`);
        let tree = this.trees.get(sha);
        if (!tree) {
            tree = this.raw(["ls-tree", "-r", "-z", "--full-tree", sha]).then(parseTree);
            this.trees.set(sha, tree);
            tree.catch(() => this.trees.delete(sha));
        }
        return tree;
    }
    /** A blob's bytes at a revision; undefined when the path is absent there, a folder or a submodule. */
    async blobAt(rev, path) {
        const clean = (0,git_files/* normaliseRepoPath */.G)(path);
        if (clean === "")
            return undefined;
        const entry = (await this.treeAt(rev, clean)).get(clean);
        if (entry?.type !== "blob")
            return undefined;
        // Read as text, a link would be its target's path (a comment to a SQL reader) while every
        // runner reads the target: refused, so that the file is a read problem, never a pass.
        if (entry.mode === SYMLINK_MODE)
            throw new Error(`${clean} is a symbolic link: contract-sync reads no links (a runner would read the file it points to); commit that file itself`);
        const object = await this.batch.read(entry.oid);
        if (!object)
            throw new Error(`git: cannot read ${clean} at '${rev}': object ${entry.oid} is missing`);
        return object.content;
    }
    async readFileAt(rev, path) {
        return (await this.blobAt(rev, path))?.toString("utf8");
    }
    /** The exact bytes of a file at a revision, or undefined when it is absent there. */
    async readBytesAt(rev, path) {
        const bytes = await this.blobAt(rev, path);
        return bytes === undefined ? undefined : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    }
    /** Many files at one revision (asked of the one batch process together); undefined for the absent ones. */
    async readFilesAt(rev, paths) {
        const sha = await this.resolveCommit(rev);
        const clean = [...new Set(paths.map(git_files/* normaliseRepoPath */.G))];
        const texts = await Promise.all(clean.map((path) => this.readFileAt(sha, path)));
        return new Map(clean.map((path, i) => [path, texts[i]]));
    }
    /** Files under `dir` at `rev`, recursively, as repository-relative paths, sorted. */
    async listFilesAt(rev, dir = "") {
        const clean = (0,git_files/* normaliseRepoPath */.G)(dir);
        const prefix = clean === "" ? "" : `${clean}/`;
        const files = [];
        for (const path of (await this.treeAt(rev, clean)).keys())
            if (path.startsWith(prefix) || path === clean)
                files.push(path);
        return files.sort();
    }
    /** The blob ids of files at `rev` (those that are blobs there). */
    async blobIdsAt(rev, paths) {
        const tree = await this.treeAt(rev, "");
        const ids = new Map();
        for (const path of paths) {
            const entry = tree.get((0,git_files/* normaliseRepoPath */.G)(path));
            if (entry?.type === "blob")
                ids.set(path, entry.oid);
        }
        return ids;
    }
    /**
     * What each path names at `rev` (a blob's, a folder's or a submodule's id), asked of the one
     * batch process as `<commit>:<path>`: no `ls-tree` of the whole commit per version of a history.
     */
    async objectIdsAt(rev, paths) {
        const sha = await this.commitOf(rev);
        if (!sha)
            throw new Error(`git: cannot read '${rev}': not a commit`);
        const objects = await Promise.all(paths.map((path) => this.batch.read(`${sha}:${(0,git_files/* normaliseRepoPath */.G)(path)}`)));
        return new Map(paths.map((path, i) => [path, objects[i]?.oid]));
    }
    /** The paths directly inside `dir` at `rev` but its sub-folders, from the folder's tree object alone. */
    async entryPathsAt(rev, dir) {
        const sha = await this.commitOf(rev);
        if (!sha)
            throw new Error(`git: cannot read '${rev}': not a commit`);
        const clean = (0,git_files/* normaliseRepoPath */.G)(dir);
        const tree = await this.batch.read(`${sha}:${clean}`);
        if (tree?.type !== "tree")
            return [];
        const prefix = clean === "" ? "" : `${clean}/`;
        return treeEntries(tree.content, tree.oid.length / 2)
            .filter((entry) => entry.mode !== "40000")
            .map((entry) => prefix + entry.name)
            .sort();
    }
    /** Blobs directly inside `dir` at `rev` (no sub-folders). */
    async listDirectoryAt(rev, dir) {
        const clean = (0,git_files/* normaliseRepoPath */.G)(dir);
        const tree = await this.treeAt(rev, clean);
        let folders = blobsByFolder.get(tree);
        if (!folders) {
            // One pass over the tree for all its folders: a check lists a few (migration folders, at
            // both ends), each a pass over 50,000 paths in a monorepo.
            folders = new Map();
            for (const [path, entry] of tree) {
                if (entry.type !== "blob")
                    continue;
                const slash = path.lastIndexOf("/");
                const folder = slash < 0 ? "" : path.slice(0, slash);
                const blobs = folders.get(folder);
                if (blobs)
                    blobs.push(path);
                else
                    folders.set(folder, [path]);
            }
            blobsByFolder.set(tree, folders);
        }
        return [...(folders.get(clean) ?? [])].sort();
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
                await this.raw(command);
                return true;
            }
            catch (error) {
                fetches.push(`  failed: ${firstLine(error)}`);
                return false;
            }
            finally {
                // The batch process started before the fetch; a fresh one sees what it brought.
                this.batch.close();
                this.mergeBases.clear();
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
    /** Commits on `to`'s first-parent line after `from`, newest first. */
    async firstParentCommits(from, to) {
        const [a, b] = await Promise.all([this.resolveCommit(from), this.resolveCommit(to)]);
        const output = await this.raw(["rev-list", "--first-parent", `${a}..${b}`, "--"]);
        return output.split("\n").filter((line) => line !== "");
    }
    /** The versions of `path` on `rev`'s first-parent line, oldest first (path-history.ts). */
    pathHistory(rev, path) {
        const git = {
            root: this.root,
            run: (args) => this.raw(args),
            objectId: async (name) => (await this.batch.read(name))?.oid,
        };
        return pathHistory(git, rev, (0,git_files/* normaliseRepoPath */.G)(path));
    }
    /**
     * `path`'s whole history on `rev`'s first-parent line: in a shallow clone, fetches `rev` deeper
     * (4x per round, as ensureCommits does) until the path's first version is in, then unshallows as
     * the last resort. What it could not fetch stays `complete: false` (the caller fails closed).
     */
    async ensurePathHistory(rev, path, options = {}) {
        const remote = options.remote ?? "origin";
        const fetches = [];
        let history = await this.pathHistory(rev, path);
        const fetch = async (args) => {
            const command = ["fetch", "--no-tags", "--quiet", ...args];
            fetches.push(`git ${command.join(" ")}`);
            try {
                await this.raw(command);
            }
            catch (error) {
                fetches.push(`  failed: ${firstLine(error)}`);
            }
            finally {
                this.batch.close();
            }
            history = await this.pathHistory(rev, path);
        };
        for (let depth = options.initialDepth ?? 64; !history.complete && depth <= (options.maxDepth ?? 4096); depth *= 4)
            await fetch([`--depth=${depth}`, remote, rev]);
        if (!history.complete && (await this.isShallow()))
            await fetch(["--unshallow", remote, rev]);
        return { ...history, fetches };
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
        const output = await this.raw([
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
        const output = await this.raw(["log", "-1", `--format=${format}`, resolved, "--"]);
        const [hash = resolved, an = "", ae = "", ad = "", cn = "", ce = "", cd = "", subject = ""] = output
            .replace(/\n$/, "")
            .split("\0");
        let repositoryUrl;
        try {
            repositoryUrl = (0,remote_url/* normaliseRemoteUrl */.a)(await this.raw(["remote", "get-url", remote]));
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
        const clean = (0,git_files/* normaliseRepoPath */.G)(path);
        let text = this.texts.get(clean);
        if (!text) {
            text = this.repository.readFileAt(this.rev, clean);
            this.texts.set(clean, text);
        }
        return text;
    }
    readBytes(path) {
        const clean = (0,git_files/* normaliseRepoPath */.G)(path);
        let bytes = this.bytes.get(clean);
        if (!bytes) {
            bytes = this.repository.readBytesAt(this.rev, clean);
            this.bytes.set(clean, bytes);
        }
        return bytes;
    }
    list(dir) {
        const clean = (0,git_files/* normaliseRepoPath */.G)(dir);
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
    blobIds(paths) {
        return this.repository.blobIdsAt(this.rev, paths);
    }
    objectIds(paths) {
        return this.repository.objectIdsAt(this.rev, paths);
    }
    entryPaths(dir) {
        return this.repository.entryPathsAt(this.rev, dir);
    }
    async prefetch(paths) {
        const wanted = paths.map(git_files/* normaliseRepoPath */.G).filter((path) => !this.texts.has(path));
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
    const message = (0,error_message/* errorMessage */.g)(error);
    return message.trim().split("\n")[0] ?? message;
}
/** A tree object's entries: `<mode> <name>\0<id bytes>` each (ids of 20 bytes, 32 in a SHA-256 repository). */
function treeEntries(content, idBytes) {
    const entries = [];
    let at = 0;
    while (at < content.length) {
        const space = content.indexOf(0x20, at);
        const end = content.indexOf(0x00, space + 1);
        if (space < 0 || end < 0)
            break;
        entries.push({
            mode: content.toString("latin1", at, space),
            name: content.toString("utf8", space + 1, end),
        });
        at = end + 1 + idBytes;
    }
    return entries;
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
        throw new io/* UsageError */.eb(`not a git repository: ${dir} (no such folder)`);
    let top;
    try {
        top = await gitOut(dir, ["rev-parse", "--show-toplevel"]);
    }
    catch {
        throw new io/* UsageError */.eb(`not a git repository: ${dir}`);
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
        log(`fetch failed: ${(0,error_message/* errorMessage */.g)(error).split("\n")[0]}`);
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
        throw new io/* UsageError */.eb((0,error_message/* errorMessage */.g)(error), `the clone lacks the history the check needs; run:\n  ${fetchAdvice(git, given.remote, given.base)}`);
    }
    // Still shallow without a merge base: comparing the two trees would blame the pull request for
    // whatever landed on the base branch meanwhile. Refuse, with the fetch that fixes it.
    if ((await git.mergeBase(base, head)) === undefined && (await git.isShallow())) {
        throw new io/* UsageError */.eb(`no common ancestor of ${given.base} and the head in this shallow clone, and the history could not be fetched from '${given.remote}'; run:`, `  ${fetchAdvice(git, given.remote, given.base)}`);
    }
}


/***/ }),

/***/ 89750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bi: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.Bi),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   o4: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.o4),
/* harmony export */   y7: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.y7)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64204);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59304);
/* harmony import */ var _yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61830);




/** Reads the config file from a version of the repository (a commit, or the working tree). */
async function loadConfig(files, path = _config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG_PATH */ .Bi) {
    const { text, problem } = await (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .readWithinLimit */ .Vk)(files, path, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.configBytes, "the config file");
    if (problem) {
        const config = { ...(0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)(), file: path };
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [problem], found: true };
    }
    if (text === undefined) {
        const config = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)();
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [], found: false };
    }
    const { config, diagnostics } = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConfig */ .o4)(text, path);
    return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics, found: true };
}


/***/ }),

/***/ 40151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ normaliseRepoPath)
/* harmony export */ });
/* unused harmony export workingTreeFiles */
/* harmony import */ var _schema_fs_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28784);

/** What normalising changes: a backslash, an empty segment (leading, trailing or doubled slash), a "." segment. */
const NOT_CLEAN = /\\|\/\/|^\/|\/$|(?:^|\/)\.(?:\/|$)/;
/** `./a//b/` -> `a/b`; the repository root is "". */
function normaliseRepoPath(path) {
    // Most paths are clean already (a listing of 50,000 asks for each): returned as they are.
    if (!NOT_CLEAN.test(path))
        return path;
    return path
        .replace(/\\/g, "/")
        .split("/")
        .filter((part) => part !== "" && part !== ".")
        .join("/");
}
/**
 * The working tree on disk, for the CLI run outside CI: the readers' one directory source, which
 * reads nothing outside `root` (no `..`, no absolute path, no symbolic link on the way), with
 * `.git/` left out of the listing.
 */
function workingTreeFiles(root) {
    const files = directorySource(root);
    return {
        ...files,
        listAll: async (dir = "") => ((await files.listAll?.(dir)) ?? []).filter((file) => !file.startsWith(".git/")),
    };
}


/***/ }),

/***/ 8448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ normaliseRemoteUrl),
/* harmony export */   i: () => (/* binding */ fileUrl)
/* harmony export */ });
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
/**
 * The web address of a file at a commit: `{repo}/blob/{sha}/{path}` (GitHub's and GitLab's form),
 * only for a path `repositoryPath` let through (src/repository-path.ts), so it stays in the repository.
 */
function fileUrl(repositoryUrl, sha, path) {
    const encoded = path.split("/").map(encodeURIComponent).join("/");
    return `${repositoryUrl.replace(/\/+$/, "")}/blob/${sha}/${encoded}`;
}


/***/ }),

/***/ 5279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ readRepositoryAssets),
/* harmony export */   Nu: () => (/* binding */ readRepository),
/* harmony export */   R0: () => (/* binding */ readTargets),
/* harmony export */   Wu: () => (/* binding */ classifyChanges),
/* harmony export */   et: () => (/* binding */ readAssetVersions),
/* harmony export */   oY: () => (/* binding */ SourceMap)
/* harmony export */ });
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84723);

/** How paths map to source types and data sources: the config's rules, else file endings. */
class SourceMap {
    rules;
    fallbackDataSource;
    withoutConfig;
    /**
     * @param withoutConfig where migration folders are when the repository has no config file
     *   (`sharedFolderRule` over its files); with one, only `migrations: true` rules make them.
     */
    constructor(rules, fallbackDataSource = (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.defaultDataSource)(), withoutConfig = () => undefined) {
        this.rules = rules;
        this.fallbackDataSource = fallbackDataSource;
        this.withoutConfig = withoutConfig;
    }
    /** The read target a changed path belongs to, or undefined when no reader reads it. Keeps no state. */
    targetOf(path) {
        if (this.rules.isIgnored(path) || this.rules.isContractFile(path))
            return undefined;
        const match = this.rules.sourceMatch(path);
        const sourceType = match?.rule.type ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.detectSourceType)(path);
        if (!sourceType)
            return undefined;
        const withConfig = this.rules.config.file !== undefined;
        // The one migration-folder rule (src/schema planReads): the config's, else the shared-folder one.
        const folder = withConfig
            ? match?.rule.migrations
                ? match.readPath
                : undefined
            : this.withoutConfig(path, sourceType);
        return {
            path: folder ?? path,
            sourceType,
            dataSource: this.dataSourceOf(path),
            views: this.rules.viewsFor(path),
            ruleFolder: folder !== undefined && folder !== path && withConfig,
        };
    }
    /**
     * How the readers name and read `targets` (made by `targetOf`): their data sources, views and
     * migration folders' files; a path that is no target's, by its own rule.
     */
    readOptions(targets) {
        const byPath = new Map();
        for (const target of targets)
            if (target)
                byPath.set(target.path, target);
        return {
            dataSourceOf: (path) => byPath.get(path)?.dataSource ?? this.dataSourceOf(path),
            viewsOf: (path) => byPath.get(path)?.views === true || this.rules.viewsFor(path),
            membersOf: (path) => byPath.get(path)?.ruleFolder ? (file) => this.rules.sourceMatch(file)?.readPath === path : undefined,
        };
    }
    /**
     * Where a read asset's file stands among definitions of one asset (one-definition.ts): its read
     * target, and its rule's place in the config's `sources` (a file no rule names comes after them).
     */
    placeOf(file) {
        const rule = this.rules.sourceMatch(file)?.rule;
        const rank = rule ? this.rules.config.sources.indexOf(rule) : -1;
        return {
            target: this.targetOf(file)?.path ?? file,
            rank: rank < 0 ? Number.MAX_SAFE_INTEGER : rank,
        };
    }
    /** The data source of a file by its rule, else the fallback. */
    dataSourceOf(path) {
        return this.rules.dataSourceFor(path) ?? this.fallbackDataSource;
    }
}
/** Sorts changed files; a rename is read at its old path at the base and its new path at the head. */
function classifyChanges(changed, rules, sources) {
    const contractFiles = [];
    const schemaFiles = [];
    const baseTargets = [];
    const headTargets = [];
    for (const file of changed) {
        const basePath = file.previousPath ?? file.path;
        if (rules.isContractFile(file.path) || (file.previousPath && rules.isContractFile(file.previousPath))) {
            contractFiles.push(file);
            continue;
        }
        const headTarget = sources.targetOf(file.path);
        const baseTarget = sources.targetOf(basePath);
        if (!headTarget && !baseTarget)
            continue;
        schemaFiles.push(file);
        // A migration folder is read whole at both ends, whichever of its files changed:
        // an added migration changes tables that the base already had.
        const folder = (t, own) => t !== undefined && t.path !== own;
        if (file.status !== "deleted" || folder(headTarget, file.path))
            headTargets.push(headTarget);
        if (file.status !== "added" || folder(baseTarget, basePath))
            baseTargets.push(baseTarget);
    }
    return {
        contractFiles,
        schemaFiles,
        baseTargets: (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.uniqueTargets)(baseTargets),
        headTargets: (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.uniqueTargets)(headTargets),
    };
}
/** Reads the changed schema files at both ends of the range, each through its revision's files. */
async function readAssetVersions(git, base, head, changes, sources) {
    const baseFiles = git.filesAt(base);
    const headFiles = git.filesAt(head);
    // One `git cat-file --batch` per revision instead of one process per changed file.
    const changedPaths = changes.schemaFiles.flatMap((f) => f.previousPath ? [f.previousPath, f.path] : [f.path]);
    await Promise.all([baseFiles.prefetch?.(changedPaths), headFiles.prefetch?.(changedPaths)]);
    // Together: a migration folder the pull request only adds migrations to is replayed once.
    const { base: baseRead, head: headRead } = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.readAssetVersionPairs)({
        targets: changes.baseTargets,
        options: { files: baseFiles, ...sources.readOptions(changes.baseTargets) },
    }, {
        targets: changes.headTargets,
        options: { files: headFiles, ...sources.readOptions(changes.headTargets) },
    });
    // One definition per asset at each end, the same one at both (one-definition.ts).
    const place = (file) => sources.placeOf(file);
    const [oneBase, oneHead] = await Promise.all([
        oneDefinition(baseRead.assets, place),
        oneDefinition(headRead.assets, place),
    ]);
    // Loaded with the first read: the wire's schemas are not needed to sort changed files.
    const { storableAssets } = await __webpack_require__.e(/* import() */ 5163).then(__webpack_require__.bind(__webpack_require__, 45163));
    const storableBase = storableAssets(oneBase.assets);
    const storableHead = storableAssets(oneHead.assets);
    return {
        base: storableBase.assets,
        head: storableHead.assets,
        headDiagnostics: [...headRead.diagnostics, ...oneHead.diagnostics, ...storableHead.diagnostics],
        baseDiagnostics: [...baseRead.diagnostics, ...oneBase.diagnostics, ...storableBase.diagnostics],
    };
}
/**
 * Every asset of one version of the repository (all files a reader reads), for what a diff
 * does not name; with `onlyTargets`, the assets of those read targets only.
 */
async function readRepositoryAssets(files, sources, onlyTargets) {
    // No target to read (a push that changed no schema file): no walk of every file of the repository.
    if (onlyTargets?.size === 0)
        return [];
    return (await readRepository(files, sources, (target) => !onlyTargets || onlyTargets.has(target.path)))
        .assets;
}
/** The assets and diagnostics of the read targets of one version of the repository that `accept` keeps. */
async function readRepository(files, sources, accept = () => true) {
    const targets = (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.uniqueTargets)((await files.listAll()).map((path) => {
        const target = sources.targetOf(path);
        return target && accept(target) ? target : undefined;
    }));
    return readTargetsWithDiagnostics(files, sources, targets);
}
/** The storable assets of these read targets (what cannot be stored is left out). */
async function readTargets(files, sources, targets) {
    return (await readTargetsWithDiagnostics(files, sources, targets)).assets;
}
async function readTargetsWithDiagnostics(files, sources, targets) {
    const read = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.readAssets)(targets, { files, ...sources.readOptions(targets) });
    const one = await oneDefinition(read.assets, (file) => sources.placeOf(file));
    // Whole-repository reads (init, the embedded service's base assets) leave out what cannot be stored.
    const { storableAssets } = await __webpack_require__.e(/* import() */ 5163).then(__webpack_require__.bind(__webpack_require__, 45163));
    const storable = storableAssets(one.assets);
    return {
        assets: storable.assets,
        diagnostics: [...read.diagnostics, ...one.diagnostics, ...storable.diagnostics],
    };
}
/**
 * One definition per asset (one-definition.ts), loaded only when two read assets share a name: it
 * loads the schema diff, which a pull request with nothing to compare (a README-only one) should not
 * (test/action/readme-loading.test.ts).
 */
async function oneDefinition(assets, place) {
    const names = new Set(assets.map((a) => a.resourceName));
    if (names.size === assets.length)
        return { assets: [...assets], diagnostics: [] };
    const { oneDefinitionEach } = await Promise.all(/* import() */[__webpack_require__.e(5247), __webpack_require__.e(5905)]).then(__webpack_require__.bind(__webpack_require__, 25905));
    return oneDefinitionEach(assets, place);
}


/***/ })

};
