// Lets plain `node` run the TypeScript sources (benchmarks, scripts) without a
// build step: `node --import ./scripts/register-ts.mjs file.ts`. Tests use vitest.
import { register } from "node:module";

register("./ts-loader.mjs", import.meta.url);
