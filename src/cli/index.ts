import module from "node:module";
import { run } from "./main.js";

// Node >= 22.1 keeps V8's compiled code of the command chunks between runs (module
// loading is most of a small `diff`); Node 20 has no such cache and skips this.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await run();
