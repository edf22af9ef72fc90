import type { SchemaReader } from "../model.js";
import type { CodeLanguage } from "./code/language.js";
import { lazyReader } from "./lazy-reader.js";

/** A language's reader, its module and the code reader's parser loaded at its first read (lazy-reader.ts). */
function lazyCodeReader(
  sourceType: SchemaReader["sourceType"],
  extensions: readonly string[],
  language: () => Promise<CodeLanguage>,
): SchemaReader {
  return lazyReader(sourceType, extensions, async () => {
    const [{ codeReader }, loaded] = await Promise.all([import("./code/reader.js"), language()]);
    return codeReader(loaded);
  });
}

/**
 * Readers of code models: typescript, python, pyspark, java, kotlin, swift, php,
 * golang. The python reader also returns a file's PySpark schemas (as `pyspark`
 * assets); the pyspark reader claims no extension and reads only those.
 */
export const codeReaders: SchemaReader[] = [
  lazyCodeReader(
    "typescript",
    [".ts", ".mts", ".cts"],
    async () => (await import("./code/typescript.js")).typescriptLanguage,
  ),
  lazyCodeReader("python", [".py", ".pyi"], async () => (await import("./code/python.js")).pythonLanguage),
  lazyCodeReader("pyspark", [], async () => (await import("./code/pyspark.js")).pysparkLanguage),
  lazyCodeReader("java", [".java"], async () => (await import("./code/java.js")).javaLanguage),
  lazyCodeReader("kotlin", [".kt"], async () => (await import("./code/kotlin.js")).kotlinLanguage),
  lazyCodeReader("swift", [".swift"], async () => (await import("./code/swift.js")).swiftLanguage),
  lazyCodeReader("php", [".php"], async () => (await import("./code/php.js")).phpLanguage),
  lazyCodeReader("golang", [".go"], async () => (await import("./code/golang.js")).golangLanguage),
];

/** The readers themselves, loaded (tests compare them with the lazy ones). */
export async function loadCodeReaders(): Promise<SchemaReader[]> {
  const [{ codeReader }, ts, py, pyspark, java, kotlin, swift, php, go] = await Promise.all([
    import("./code/reader.js"),
    import("./code/typescript.js"),
    import("./code/python.js"),
    import("./code/pyspark.js"),
    import("./code/java.js"),
    import("./code/kotlin.js"),
    import("./code/swift.js"),
    import("./code/php.js"),
    import("./code/golang.js"),
  ]);
  return [
    ts.typescriptLanguage,
    py.pythonLanguage,
    pyspark.pysparkLanguage,
    java.javaLanguage,
    kotlin.kotlinLanguage,
    swift.swiftLanguage,
    php.phpLanguage,
    go.golangLanguage,
  ].map(codeReader);
}
