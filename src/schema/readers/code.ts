import type { SchemaReader } from "../model.js";

/** Readers of code models: typescript, python, pyspark, java, kotlin, swift, php, golang. */
export const codeReaders: SchemaReader[] = [];
