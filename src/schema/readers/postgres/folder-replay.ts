import { performance } from "node:perf_hooks";
import type { PGliteHost } from "../../../pglite/host.js";
import type { Diagnostic, ReadAsset, ReadRequest, ReadResult, SchemaTree } from "../../model.js";
import { resourceName } from "../../model.js";
import { errorDiagnostic, LineIndex } from "../../reader-helpers.js";
import { Catalog, type CatalogTable } from "./catalog.js";
import { catalogChanges, mayChangeCatalog } from "./catalog-guard.js";
import { DdlPlaces, type SavedTablePlaces } from "./ddl-lines.js";
import { prepareFile } from "./dump.js";
import { type ReplayBudget, type ReplaySession, replayFiles } from "./replay.js";
import { StandInRepair } from "./stand-in-repair.js";

/** A file of the read, as the replay takes it. */
export interface SqlFile {
  file: string;
  text: string;
}

/**
 * A replay inside one read's transaction (see instance.ts), in steps: files
 * are applied, the catalog is read as a result, more files may be applied on
 * top and read again. A migration folder's base and head share one replay so
 * (the head's new migrations applied after the base's result was read), and
 * each result is what a replay of that side alone gives: diagnostics in the
 * same order (oversized files, refused statements, then what Postgres
 * rejected), the same lines, the same session state for the later files.
 */
/** What a replay goes on from when its state was committed (state-cache.ts). */
export interface SavedReplay {
  places: SavedTablePlaces[];
  fileProblems: Diagnostic[];
  refused: Diagnostic[];
  rejected: Diagnostic[];
}

export class FolderReplay {
  private places = new DdlPlaces();
  /** The SQL that succeeded so far (a worker restart replays it) and the read's deadline. */
  private readonly session: ReplaySession;
  private readonly texts = new Map<string, string>();
  private readonly firstFile: string | undefined;
  private readonly fileProblems: Diagnostic[] = [];
  private readonly refused: Diagnostic[] = [];
  private readonly rejected: Diagnostic[] = [];
  /** Set when a result depends on when it was read (see `result`). */
  private timeDependent = false;
  /** Set when a file applied could change PostgreSQL's own catalog (catalog-guard.ts). */
  private catalogAtRisk = false;

  constructor(
    private readonly db: PGliteHost,
    private readonly budget: ReplayBudget,
    files: readonly SqlFile[],
  ) {
    this.firstFile = files[0]?.file;
    this.session = {
      applied: [],
      deadline: performance.now() + budget.runMs,
      repair: new StandInRepair(files.map((f) => f.text)),
    };
  }

  /** What `restored` takes to go on from this replay's state once committed. */
  saved(): SavedReplay {
    const copy = (list: Diagnostic[]) => list.map((d) => ({ ...d }));
    return {
      places: this.places.saved(),
      fileProblems: copy(this.fileProblems),
      refused: copy(this.refused),
      rejected: copy(this.rejected),
    };
  }

  /**
   * The replay of `files` (already applied and committed: see state-cache.ts)
   * as it was saved; `begin` opens a transaction on that state again after a
   * worker restart.
   */
  static restored(
    db: PGliteHost,
    budget: ReplayBudget,
    files: readonly SqlFile[],
    saved: SavedReplay,
    begin: (db: PGliteHost) => Promise<void>,
  ): FolderReplay {
    const replay = new FolderReplay(db, budget, files);
    replay.places = DdlPlaces.restored(saved.places);
    replay.fileProblems.push(...saved.fileProblems);
    replay.refused.push(...saved.refused);
    replay.rejected.push(...saved.rejected);
    for (const { file, text } of files) replay.texts.set(file, text);
    replay.committed(begin);
    return replay;
  }

  /** What was applied is committed: a worker restart reopens it through `begin`, nothing to replay again. */
  committed(begin: (db: PGliteHost) => Promise<void>): void {
    this.session.applied.length = 0;
    this.session.begin = begin;
  }

  /** Replays `files` after what was applied before, within what is left of the read's time budget. */
  async apply(files: readonly SqlFile[], fileProblems: readonly Diagnostic[]): Promise<void> {
    this.fileProblems.push(...fileProblems);
    const repair = this.session.repair;
    repair?.learn(files.map((f) => f.text));
    const prepared = files.map(({ file, text }) => {
      this.texts.set(file, text);
      if (mayChangeCatalog(text)) this.catalogAtRisk = true;
      const read = prepareFile(file, text, new LineIndex(text), this.refused);
      return repair ? { ...read, statements: read.statements.map((st) => repair.prepare(st)) } : read;
    });
    await replayFiles(this.db, prepared, this.budget, this.places, this.rejected, this.session);
  }

  /**
   * The tables as the catalog now holds them, with their places. The catalog
   * is read under a savepoint that is rolled back: pg_dump empties search_path
   * for its session and the catalog is read with the default one, and the
   * files applied after this read run with the session as the earlier files
   * left it. `continues`: false when that session could not be kept (nothing
   * more may be applied then). `timeDependent`: the result depends on when the
   * read ran (SQL ran past a budget; a default near today's date), not only on
   * the files: it is not cached.
   */
  async result(
    request: ReadRequest,
    database: string,
  ): Promise<{ result: ReadResult; continues: boolean; timeDependent: boolean }> {
    const { db, budget } = this;
    const saved = await db.exec("SAVEPOINT catalog_read", budget.fileMs, true).then(
      () => true,
      () => false,
    );
    await db.exec("RESET ALL", budget.fileMs).catch(() => undefined);
    const changed = this.catalogAtRisk ? await catalogChanges(db, budget.fileMs) : "";
    if (changed !== "") {
      // Fail closed: no asset, so each contract on what these files hold reads as unreadable.
      const message = `this SQL changes PostgreSQL's own catalog (pg_catalog ${changed}), so what the catalog says after it is not what its tables hold: contract-sync does not read it`;
      return {
        result: { assets: [], diagnostics: [errorDiagnostic(request.path, message)] },
        continues: false,
        timeDependent: false,
      };
    }
    const catalog = await Catalog.read(db, { views: request.views === true });
    const continues =
      saved &&
      (await db
        .exec("ROLLBACK TO SAVEPOINT catalog_read; RELEASE SAVEPOINT catalog_read", budget.fileMs, true)
        .then(
          () => true,
          () => false,
        ));
    const assets = catalog.tables.map((table) => this.asset(catalog, table, request, database));
    return {
      result: { assets, diagnostics: [...this.fileProblems, ...this.refused, ...this.rejected] },
      continues,
      timeDependent: this.session.timedOut === true || this.timeDependent,
    };
  }

  private asset(catalog: Catalog, table: CatalogTable, request: ReadRequest, database: string): ReadAsset {
    const placed = this.places.tables.get(`${table.schema}.${table.name}`);
    const file = placed?.place.file ?? this.firstFile ?? request.path;
    const fields: SchemaTree[] = table.columns.map((column) => {
      const at = placed?.columns.get(column.name) ?? (placed?.view ? placed.place : undefined);
      const tree = catalog.columnTree(column);
      const constraints = { ...tree.constraints };
      if (at?.renamedFrom) constraints.renamedFrom = at.renamedFrom;
      if (typeof constraints.default === "string" && isReplayTimeLiteral(constraints.default)) {
        const written = writtenDefault(at && this.texts.get(at.file), at?.line);
        constraints.default = written;
        // A date written out (not 'now'): near today it reads as written, later as the catalog has it.
        if (/\d/.test(written)) this.timeDependent = true;
      }
      return {
        name: column.name,
        ...tree,
        constraints,
        ...(at ? { line: at.line } : {}),
        ...(at && at.file !== file ? { file: at.file } : {}),
      };
    });
    const path = `${database}.${table.schema}.${table.name}`;
    return {
      sourceType: "postgres",
      resourceName: resourceName("postgres", request.dataSource, path),
      dataSource: request.dataSource,
      path,
      file,
      ...(placed ? { line: placed.place.line } : {}),
      ...(placed && placed.dropped.size > 0 ? { dropped: Object.fromEntries(placed.dropped) } : {}),
      schema: {
        type: "struct",
        name: table.name,
        ...(table.doc ? { doc: table.doc } : {}),
        ...(RELATION_KINDS[table.kind] ? { constraints: { relationKind: RELATION_KINDS[table.kind] } } : {}),
        fields,
      },
    };
  }
}

/** Relations other than tables say what they are, so a contract can tell a view from a table. */
const RELATION_KINDS: Partial<Record<string, string>> = { v: "view", m: "materialized view" };

/**
 * `DEFAULT 'now()'` (or 'now', 'today', ...) is a literal that Postgres turns
 * into the moment the DDL ran, so each replay would read a new default and
 * diff against itself. Such a default (a date/time literal within two days of
 * the replay) is reported as written in the source.
 */
function isReplayTimeLiteral(expression: string): boolean {
  const literal = /^'(\d{4}-\d{2}-\d{2}[^']*)'::(timestamp|date|time)/.exec(expression)?.[1];
  if (!literal) return false;
  const at = Date.parse(literal.replace(" ", "T").replace(/(:\d{2}(?:\.\d+)?[+-]\d{2})$/, "$1:00"));
  return Number.isFinite(at) ? Math.abs(at - Date.now()) < 2 * 86_400_000 : false;
}

function writtenDefault(text: string | undefined, line: number | undefined): string {
  const source = text && line ? text.split("\n")[line - 1] : undefined;
  return /\bdefault\s+('[^']*'(?:::[\w ]+)?)/i.exec(source ?? "")?.[1]?.trim() ?? "'now'";
}
