// Module hooks for register-ts.mjs: resolve "./x.js" to "./x.ts" when only the
// TypeScript source exists, and transpile .ts files with TypeScript's own API.
// Transpiled modules are kept on disk by content (node_modules/.cache), so a process that
// runs the sources (the tests start the CLI and `serve` this way dozens of times) loads
// TypeScript itself (~1 s) and transpiles only what changed since the last one.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const CACHE = fileURLToPath(new URL("../node_modules/.cache/contract-sync-ts/", import.meta.url));
// TypeScript's version and these options shape every output: bump OPTIONS_VERSION when they change.
const OPTIONS_VERSION = "1";
const TYPESCRIPT_VERSION = JSON.parse(
  readFileSync(fileURLToPath(new URL("../node_modules/typescript/package.json", import.meta.url)), "utf8"),
).version;
let typescript;

export async function resolve(specifier, context, next) {
  if (specifier.endsWith(".js") && (specifier.startsWith(".") || specifier.startsWith("file:"))) {
    const candidate = new URL(specifier.replace(/\.js$/, ".ts"), context.parentURL);
    if (
      existsSync(fileURLToPath(candidate)) &&
      !existsSync(fileURLToPath(new URL(specifier, context.parentURL)))
    ) {
      return { url: candidate.href, shortCircuit: true };
    }
  }
  return next(specifier, context);
}

async function transpile(source, fileName) {
  typescript ??= (await import("typescript")).default;
  const ts = typescript;
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      sourceMap: false,
      inlineSourceMap: true,
      verbatimModuleSyntax: true,
    },
  }).outputText;
}

export async function load(url, context, next) {
  if (!url.endsWith(".ts")) return next(url, context);
  const fileName = fileURLToPath(url);
  const source = await readFile(fileName, "utf8");
  // The path is in the key: the inline source map names the file.
  const key = createHash("sha256")
    .update(`${OPTIONS_VERSION}\0${TYPESCRIPT_VERSION}\0${fileName}\0${source}`)
    .digest("hex");
  const cached = join(CACHE, `${key}.js`);
  if (existsSync(cached))
    return { format: "module", source: readFileSync(cached, "utf8"), shortCircuit: true };
  const outputText = await transpile(source, fileName);
  try {
    mkdirSync(CACHE, { recursive: true });
    // Written aside and renamed: a process reading it at the same time sees all of it or nothing.
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, outputText);
    renameSync(partial, cached);
  } catch {
    // A read-only tree still runs, only slower.
  }
  return { format: "module", source: outputText, shortCircuit: true };
}
