// Module hooks for register-ts.mjs: resolve "./x.js" to "./x.ts" when only the
// TypeScript source exists, and transpile .ts files with TypeScript's own API.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import ts from "typescript";

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

export async function load(url, context, next) {
  if (!url.endsWith(".ts")) return next(url, context);
  const source = await readFile(fileURLToPath(url), "utf8");
  const { outputText } = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      sourceMap: false,
      inlineSourceMap: true,
      verbatimModuleSyntax: true,
    },
  });
  return { format: "module", source: outputText, shortCircuit: true };
}
