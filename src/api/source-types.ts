import { z } from "zod";
import { SOURCE_TYPES } from "./source-type-names.js";

export { SOURCE_TYPES };

export const SourceType = z.enum(SOURCE_TYPES);
export type SourceType = z.infer<typeof SourceType>;
