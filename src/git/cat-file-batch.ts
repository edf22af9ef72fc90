import { spawn } from "node:child_process";

/**
 * Reads many blobs in one `git cat-file --batch` process instead of one process
 * per file (bench: ~7 ms per spawn, so 200 contract files took 1.3 s one by one).
 * simple-git has no way to feed a command's stdin, hence node:child_process.
 * `objects` are `<commit>:<path>` names; the answer maps each to its text, or
 * undefined when it is missing or not a file.
 */
export function catFileBatch(
  cwd: string,
  objects: readonly string[],
): Promise<Map<string, string | undefined>> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => errors.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) {
        reject(
          new Error(
            `git cat-file --batch exited with ${code}: ${Buffer.concat(errors).toString("utf8").trim()}`,
          ),
        );
        return;
      }
      try {
        resolve(parseBatchOutput(Buffer.concat(chunks), objects));
      } catch (error) {
        reject(error);
      }
    });
    // A broken pipe surfaces as the exit code above.
    child.stdin.on("error", () => {});
    child.stdin.end(objects.map((name) => `${name}\n`).join(""));
  });
}

/** Output: per request `<sha> <type> <size>\n<content>\n`, or `<name> missing\n` (also `ambiguous`). */
function parseBatchOutput(output: Buffer, objects: readonly string[]): Map<string, string | undefined> {
  const result = new Map<string, string | undefined>();
  let offset = 0;
  for (const name of objects) {
    const end = output.indexOf(0x0a, offset);
    if (end < 0) throw new Error(`git cat-file --batch: output ended before ${name}`);
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
