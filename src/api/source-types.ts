import { z } from "zod";
import { SOURCE_TYPES } from "./source-type-names.js";

export { SOURCE_TYPES };

export const SourceType = z.enum(SOURCE_TYPES);
export type SourceType = z.infer<typeof SourceType>;

/** The SQL databases: their files are DDL and migration histories, their assets tables of one database. */
export const SQL_SOURCE_TYPES: ReadonlySet<SourceType> = new Set<SourceType>(["postgres", "mysql", "mssql"]);
