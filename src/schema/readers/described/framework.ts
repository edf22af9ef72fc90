import type { SourceFiles } from "../../model.js";
import type { Description, Dialect } from "./ddl.js";

/** What each framework's reader (prisma.ts, django.ts, drizzle.ts) gives index.ts and init. */
export interface Framework {
  name: string;
  /** Whether the text is this framework's description (cheap: a few patterns). */
  claims(path: string, text: string): boolean;
  describe(input: DescribeInput): Promise<Description>;
  /**
   * For `init`: the database the repository configures for this description (a Prisma datasource's
   * provider, Django's DATABASES ENGINE, a SQLAlchemy engine URL, a TypeORM DataSource's type, the
   * table function Drizzle is given), the project it belongs to, or why it is no database read here.
   */
  database?(input: DatabaseInput): Promise<DescribedDatabase>;
  /**
   * The other files the description's tables are read from (a Prisma schema folder's files, the
   * drizzle.config.* that sets the casing, an imported column helper): a pull request changing one
   * of them changes the tables, so the check reads the description again (sync/description-inputs.ts).
   */
  inputs?(input: { path: string; text: string; paths: ReadonlySet<string> }): string[];
}

export interface DatabaseInput {
  path: string;
  text: string;
  /** Every file of the repository (settings, engine URLs and configs are looked for among them). */
  paths: readonly string[];
  readText(path: string): Promise<string | undefined>;
}

export interface DescribedDatabase {
  /** Undefined: not a database contract-sync reads (`why` says which). */
  dialect?: Dialect | undefined;
  why?: string | undefined;
  /** The files of one project are one database: a key (its folder). */
  project: string;
  /** The repository names no database: `dialect` is this default, and it says so. */
  assumed?: string | undefined;
}

export interface DescribeInput {
  path: string;
  text: string;
  dialect: Dialect;
  files: SourceFiles;
}
