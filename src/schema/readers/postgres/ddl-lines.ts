import type { LineIndex } from "../../reader-helpers.js";
import {
  closingParen,
  IDENT,
  normalizeIdentifier,
  QUALIFIED,
  type SqlStatement,
  splitQualified,
  splitTopLevel,
} from "../sql/statements.js";

/**
 * Where each table and column was last defined in the DDL text. The catalog
 * PGlite hands back has no source positions, so this replays the statements'
 * effect on names only: CREATE TABLE defines a table and its columns; ALTER
 * TABLE ADD / ALTER COLUMN ... TYPE / RENAME redefine a column (its line moves
 * to that statement); DROP removes. Names are folded like Postgres folds them;
 * an unqualified table is taken to be in `public` (search_path changes are not
 * followed). A column the scan misses simply has no line.
 */
export interface Place {
  file: string;
  line: number;
  /** The column's name before the last `RENAME COLUMN` of this read, so a differ can tell a rename from a drop and an add. */
  renamedFrom?: string | undefined;
}

export interface TablePlaces {
  place: Place;
  columns: Map<string, Place>;
  /** Columns dropped since the table was created: where (the DROP), so a report can point at the change. */
  dropped: Map<string, Place>;
  /** Made by CREATE VIEW / CREATE MATERIALIZED VIEW: its columns stand at `place`. */
  view?: true;
}

const CONSTRAINT_WORDS = new Set(["constraint", "primary", "unique", "check", "foreign", "exclude", "like"]);

const CREATE_TABLE = new RegExp(
  String.raw`^create\s+(?:(?:global|local)\s+)?(?:(?:temporary|temp|unlogged)\s+)?table\s+(?:if\s+not\s+exists\s+)?(${QUALIFIED})\s*`,
  "i",
);
const CREATE_VIEW = new RegExp(
  String.raw`^create\s+(?:or\s+replace\s+)?(?:(?:temporary|temp)\s+)?(?:recursive\s+)?(?:materialized\s+)?view\s+(?:if\s+not\s+exists\s+)?(${QUALIFIED})`,
  "i",
);
const ALTER_TABLE = new RegExp(
  String.raw`^alter\s+(?:table|view|materialized\s+view)\s+(?:if\s+exists\s+)?(?:only\s+)?(${QUALIFIED})\s*`,
  "i",
);
const DROP_TABLE = /^drop\s+(?:table|view|materialized\s+view)\s+(?:if\s+exists\s+)?/i;

/** TablePlaces as JSON (a cached replay state keeps them: state-cache.ts). */
export type SavedTablePlaces = [
  string,
  { place: Place; columns: [string, Place][]; dropped: [string, Place][]; view?: true },
];

export class DdlPlaces {
  readonly tables = new Map<string, TablePlaces>();

  saved(): SavedTablePlaces[] {
    return [...this.tables].map(([key, t]) => [
      key,
      { place: t.place, columns: [...t.columns], dropped: [...t.dropped], ...(t.view ? { view: true } : {}) },
    ]);
  }

  static restored(saved: readonly SavedTablePlaces[]): DdlPlaces {
    const places = new DdlPlaces();
    for (const [key, t] of saved) {
      places.tables.set(key, {
        place: t.place,
        columns: new Map(t.columns),
        dropped: new Map(t.dropped),
        ...(t.view ? { view: true as const } : {}),
      });
    }
    return places;
  }

  key(raw: string): string {
    const parts = splitQualified(raw, true);
    const table = parts.at(-1) ?? "";
    const schema = parts.at(-2) ?? "public";
    return `${schema}.${table}`;
  }

  /** Records the effect of one statement that PGlite executed successfully. */
  apply(file: string, lines: LineIndex, statement: SqlStatement): void {
    const { masked, start } = statement;
    const at = (offset: number): Place => ({ file, line: lines.lineAt(start + offset) });
    const create = CREATE_TABLE.exec(masked);
    if (create?.[1]) {
      const nameOffset = masked.indexOf(create[1]);
      const table: TablePlaces = { place: at(nameOffset), columns: new Map(), dropped: new Map() };
      this.tables.set(this.key(create[1]), table);
      const open = create[0].length;
      if (masked[open] !== "(") return;
      for (const element of splitTopLevel(masked, open + 1, closingParen(masked, open))) {
        const first = new RegExp(`^${IDENT}`).exec(masked.slice(element.start, element.end))?.[0];
        if (!first || CONSTRAINT_WORDS.has(first.toLowerCase())) continue;
        table.columns.set(normalizeIdentifier(first, true), at(element.start));
      }
      return;
    }
    const view = CREATE_VIEW.exec(masked);
    if (view?.[1]) {
      // A view's columns come from its query: they are placed at the view's name (the catalog names them).
      const place = at(masked.indexOf(view[1], view[0].length - view[1].length));
      this.tables.set(this.key(view[1]), { place, columns: new Map(), dropped: new Map(), view: true });
      return;
    }
    const alter = ALTER_TABLE.exec(masked);
    if (alter?.[1]) {
      this.applyAlter(this.key(alter[1]), masked, alter[0].length, at);
      return;
    }
    const drop = DROP_TABLE.exec(masked);
    if (drop) {
      const list = masked.slice(drop[0].length).replace(/\s+(cascade|restrict)\s*$/i, "");
      for (const name of list.split(",")) this.tables.delete(this.key(name.trim()));
    }
  }

  private applyAlter(key: string, masked: string, from: number, at: (offset: number) => Place): void {
    const table = this.tables.get(key);
    for (const action of splitTopLevel(masked, from, masked.length)) {
      const text = masked.slice(action.start, action.end);
      const renameTable = new RegExp(String.raw`^rename\s+to\s+(${IDENT})`, "i").exec(text);
      if (renameTable?.[1] && table) {
        this.tables.delete(key);
        this.tables.set(
          `${key.slice(0, key.lastIndexOf("."))}.${normalizeIdentifier(renameTable[1], true)}`,
          table,
        );
        continue;
      }
      const setSchema = new RegExp(String.raw`^set\s+schema\s+(${IDENT})`, "i").exec(text);
      if (setSchema?.[1] && table) {
        this.tables.delete(key);
        this.tables.set(
          `${normalizeIdentifier(setSchema[1], true)}.${key.slice(key.lastIndexOf(".") + 1)}`,
          table,
        );
        continue;
      }
      if (!table) continue;
      const add = new RegExp(String.raw`^add\s+(?:column\s+)?(?:if\s+not\s+exists\s+)?(${IDENT})`, "i").exec(
        text,
      );
      if (add?.[1] && !CONSTRAINT_WORDS.has(add[1].toLowerCase())) {
        table.columns.set(
          normalizeIdentifier(add[1], true),
          at(action.start + text.lastIndexOf(add[1], add[0].length)),
        );
        table.dropped.delete(normalizeIdentifier(add[1], true));
        continue;
      }
      const dropColumn = new RegExp(
        String.raw`^drop\s+(?:column\s+)?(?:if\s+exists\s+)?(${IDENT})`,
        "i",
      ).exec(text);
      if (dropColumn?.[1] && dropColumn[1].toLowerCase() !== "constraint") {
        table.columns.delete(normalizeIdentifier(dropColumn[1], true));
        table.dropped.set(normalizeIdentifier(dropColumn[1], true), at(action.start));
        continue;
      }
      const renameColumn = new RegExp(
        String.raw`^rename\s+(?:column\s+)?(${IDENT})\s+to\s+(${IDENT})`,
        "i",
      ).exec(text);
      if (renameColumn?.[1] && renameColumn[2]) {
        const from = normalizeIdentifier(renameColumn[1], true);
        table.columns.delete(from);
        table.columns.set(normalizeIdentifier(renameColumn[2], true), {
          ...at(action.start + text.lastIndexOf(renameColumn[2], renameColumn[0].length)),
          renamedFrom: from,
        });
        continue;
      }
      const retype = new RegExp(
        String.raw`^alter\s+(?:column\s+)?(${IDENT})\s+(?:set\s+data\s+)?type\b`,
        "i",
      ).exec(text);
      if (retype?.[1]) {
        const name = normalizeIdentifier(retype[1], true);
        const renamedFrom = table.columns.get(name)?.renamedFrom;
        table.columns.set(name, { ...at(action.start), ...(renamedFrom ? { renamedFrom } : {}) });
      }
    }
  }
}
