import type { SchemaReader } from "../model.js";
import { golangLanguage } from "./code/golang.js";
import { javaLanguage } from "./code/java.js";
import { kotlinLanguage } from "./code/kotlin.js";
import { phpLanguage } from "./code/php.js";
import { pysparkLanguage } from "./code/pyspark.js";
import { pythonLanguage } from "./code/python.js";
import { codeReader } from "./code/reader.js";
import { swiftLanguage } from "./code/swift.js";
import { typescriptLanguage } from "./code/typescript.js";

export { looksLikePyspark } from "./code/pyspark.js";

/**
 * Readers of code models: typescript, python, pyspark, java, kotlin, swift, php,
 * golang. The python reader also returns a file's PySpark schemas (as `pyspark`
 * assets); the pyspark reader claims no extension and reads only those.
 */
export const codeReaders: SchemaReader[] = [
  typescriptLanguage,
  pythonLanguage,
  pysparkLanguage,
  javaLanguage,
  kotlinLanguage,
  swiftLanguage,
  phpLanguage,
  golangLanguage,
].map(codeReader);
