import { type ChildProcessByStdio, spawn } from "node:child_process";
import type { Readable, Writable } from "node:stream";

/** An object as `git cat-file --batch` gives it. */
export interface GitObject {
  /** The object's full id. */
  oid: string;
  type: string;
  content: Buffer;
}

interface Pending {
  name: string;
  resolve(object: GitObject | undefined): void;
  reject(error: Error): void;
}

/**
 * One `git cat-file --batch` process for a whole run, serving every blob and
 * commit lookup in order (a spawn per blob added up: a PR check used to start
 * hundreds; `npm run bench -- git-github`, row "readFileAt xN, one after another"). Started at the first request; while idle it does not keep
 * node alive, and git exits when its stdin closes.
 */
export class CatFileBatch {
  private child: ChildProcessByStdio<Writable, Readable, Readable> | undefined;
  private readonly queue: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  /** Chunks not yet joined to `buffer`: a large blob arrives in many, joined once it is whole. */
  private chunks: Buffer[] = [];
  private chunkBytes = 0;
  /** Bytes `buffer` must hold before the next answer can be parsed. */
  private needed = 1;
  private stderr = "";

  constructor(private readonly cwd: string) {}

  /**
   * The object `name` names (`<commit>:<path>`, an object id, `<rev>^{commit}`),
   * or undefined when git says it is missing or ambiguous. Names with a line
   * break cannot be asked for in batch mode: undefined as well (callers check).
   */
  read(name: string): Promise<GitObject | undefined> {
    if (/[\n\r]/.test(name)) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const child = this.started();
      this.queue.push({ name, resolve, reject });
      this.hold(true);
      child.stdin.write(`${name}\n`);
    });
  }

  /** Ends the process (it is started again at the next request): after a fetch, or at the end of a run. */
  close(): void {
    const child = this.child;
    this.child = undefined;
    child?.stdin.end();
    this.fail(new Error("git cat-file --batch was closed"));
  }

  private started(): ChildProcessByStdio<Writable, Readable, Readable> {
    if (this.child) return this.child;
    const child = spawn("git", ["cat-file", "--batch"], { cwd: this.cwd, stdio: ["pipe", "pipe", "pipe"] });
    this.child = child;
    this.buffer = Buffer.alloc(0);
    this.chunks = [];
    this.chunkBytes = 0;
    this.needed = 1;
    this.stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      if (this.child !== child) return; // a closed process's last words
      this.chunks.push(chunk);
      this.chunkBytes += chunk.length;
      if (this.buffer.length + this.chunkBytes < this.needed) return;
      this.buffer = Buffer.concat([this.buffer, ...this.chunks]);
      this.chunks = [];
      this.chunkBytes = 0;
      this.drain();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      this.stderr += chunk.toString("utf8");
    });
    child.on("error", (error) => this.ended(child, error));
    child.on("close", (code) =>
      this.ended(child, new Error(`git cat-file --batch exited with ${code}: ${this.stderr.trim()}`)),
    );
    // A broken pipe surfaces as the exit above.
    child.stdin.on("error", () => {});
    return child;
  }

  /** Answers are `<oid> <type> <size>\n<content>\n`, or `<name> missing\n` (also `ambiguous`). */
  private drain(): void {
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
      this.queue.shift()?.resolve({ oid: match[1] as string, type: match[2] as string, content });
    }
    this.needed = 1;
    this.hold(false);
  }

  private ended(child: ChildProcessByStdio<Writable, Readable, Readable>, error: Error): void {
    if (this.child !== child) return; // closed already: its requests were answered or failed then
    this.child = undefined;
    this.fail(error);
  }

  private fail(error: Error): void {
    for (const pending of this.queue.splice(0)) pending.reject(error);
  }

  /** Keeps node alive only while answers are awaited. */
  private hold(busy: boolean): void {
    const child = this.child;
    if (!child) return;
    const streams = [child.stdout, child.stderr, child.stdin] as unknown as Array<{
      ref?(): void;
      unref?(): void;
    }>;
    if (busy) {
      child.ref();
      for (const s of streams) s.ref?.();
    } else if (this.queue.length === 0) {
      child.unref();
      for (const s of streams) s.unref?.();
    }
  }
}
