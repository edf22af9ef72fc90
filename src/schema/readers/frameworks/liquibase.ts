import { posix } from "node:path";
import type { Diagnostic, ReadRequest } from "../../model.js";
import { errorDiagnostic } from "../../reader-helpers.js";
import { AlignedSql, type SqlDialect } from "./aligned-sql.js";
import { type ChangelogElement, parseChangelog } from "./liquibase-parse.js";
import { changeSql, NOT_CHANGES } from "./liquibase-sql.js";

/**
 * A Liquibase changelog run as `liquibase update` runs it, written as SQL files in the order their
 * changes run: `include` and `includeAll` (alphabetical, at any depth) followed where they stand, each
 * changeSet's changes as SQL at their lines (liquibase-sql.ts), `sql` and `sqlFile` changes as
 * written, formatted SQL changelogs (`--liquibase formatted sql`) as SQL. Changesets and changes for
 * another database (`dbms`) are skipped, as Liquibase skips them; contexts, labels and
 * preconditions are not evaluated: every changeset is read, as if each precondition passed
 * (documented in docs/configure.md). `${property}` values come from the changelogs' `property`
 * elements for the database; one not defined there is a problem.
 *
 * Bounded: at most MAX_FILES changelogs and SQL files, includes at most MAX_DEPTH deep; a file
 * including itself (directly or not) is a problem at the include, a file included twice runs once.
 */
const MAX_FILES = 1_000;
const MAX_DEPTH = 32;

const DBMS: Record<SqlDialect, string> = { postgres: "postgresql", mysql: "mysql", mssql: "mssql" };

interface Run {
  request: ReadRequest;
  dialect: SqlDialect;
  files: { file: string; text: string }[];
  diagnostics: Diagnostic[];
  properties: Map<string, string>;
  done: Set<string>;
  stack: string[];
  count: number;
}

export async function liquibaseFiles(
  roots: readonly string[],
  request: ReadRequest,
  dialect: SqlDialect,
): Promise<{ files: { file: string; text: string }[]; diagnostics: Diagnostic[] }> {
  const run: Run = {
    request,
    dialect,
    files: [],
    diagnostics: [],
    properties: new Map(),
    done: new Set(),
    stack: [],
    count: 0,
  };
  for (const root of roots) await runFile(run, root, undefined);
  return { files: run.files, diagnostics: run.diagnostics };
}

async function runFile(
  run: Run,
  file: string,
  from: { file: string; line: number } | undefined,
): Promise<void> {
  const problemAt = (message: string) =>
    run.diagnostics.push(
      from ? errorDiagnostic(from.file, message, from.line) : errorDiagnostic(file, message),
    );
  if (run.stack.includes(file))
    return void problemAt(
      `${file} includes itself (${[...run.stack.slice(run.stack.indexOf(file)), file].join(" -> ")}): not read again`,
    );
  if (run.done.has(file)) return; // Liquibase runs a changeset once, however often its file is included
  if (run.stack.length >= MAX_DEPTH)
    return void problemAt(`includes nested deeper than ${MAX_DEPTH}: ${file} not read`);
  if (++run.count > MAX_FILES)
    return void problemAt(`more than ${MAX_FILES} changelog files: ${file} and the rest not read`);
  const text = await run.request.files.readText(file);
  if (text === undefined) return void problemAt(`included changelog ${file} not found`);
  run.done.add(file);
  if (/\.sql$/i.test(file)) {
    run.files.push({ file, text: formattedSql(text, run.dialect) });
    return;
  }
  const parsed = parseChangelog(file, text);
  if (parsed.problem)
    run.diagnostics.push(errorDiagnostic(file, parsed.problem.message, parsed.problem.line));
  run.stack.push(file);
  let out = new AlignedSql();
  const flush = () => {
    if (!out.empty) run.files.push({ file, text: out.text() });
    out = new AlignedSql();
  };
  for (const entry of parsed.entries) {
    const attrs = substituted(run, file, entry);
    switch (entry.name) {
      case "property":
        if (
          attrs.name &&
          attrs.value !== undefined &&
          forDatabase(attrs.dbms, run.dialect) &&
          !run.properties.has(attrs.name)
        )
          run.properties.set(attrs.name, attrs.value);
        break;
      case "include":
        flush();
        if (attrs.file)
          await runFile(run, await includedPath(run, file, attrs.file, attrs.relativeToChangelogFile), {
            file,
            line: entry.line,
          });
        break;
      case "includeAll":
        flush();
        if (attrs.path) await includeAll(run, file, entry, attrs);
        break;
      case "changeSet":
        if (attrs.ignore === "true" || !forDatabase(attrs.dbms, run.dialect)) break;
        for (const change of entry.children) {
          if (NOT_CHANGES.has(change.name)) continue;
          const resolved = {
            ...change,
            attrs: substituted(run, file, change),
            children: change.children.map((c) => resolveDeep(run, file, c)),
          };
          if (!forDatabase(resolved.attrs.dbms, run.dialect)) continue;
          if (change.name === "sqlFile") {
            flush();
            await sqlFile(run, file, resolved);
            continue;
          }
          changeSql(resolved, {
            dialect: run.dialect,
            out,
            problem: (line, message) => run.diagnostics.push(errorDiagnostic(file, message, line)),
          });
        }
        break;
      case "preConditions":
        break; // not evaluated: the changelog is read as if they passed
      default:
        run.diagnostics.push(
          errorDiagnostic(file, `${entry.name} in databaseChangeLog: not read`, entry.line),
        );
    }
  }
  flush();
  run.stack.pop();
}

function resolveDeep(run: Run, file: string, element: ChangelogElement): ChangelogElement {
  return {
    ...element,
    attrs: substituted(run, file, element),
    children: element.children.map((c) => resolveDeep(run, file, c)),
  };
}

/** An element's attributes (and text) with `${name}` replaced by the changelog's properties. */
function substituted(run: Run, file: string, element: ChangelogElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.attrs)) {
    out[key] = value.replace(/\$\{([^}]+)\}/g, (whole, name: string) => {
      const found = run.properties.get(name);
      if (found !== undefined) return found;
      run.diagnostics.push(
        errorDiagnostic(
          file,
          `property \${${name}} is not defined for ${DBMS[run.dialect]} in the changelog: not read`,
          element.line,
        ),
      );
      return whole;
    });
  }
  if (element.text !== undefined)
    element.text = element.text.replace(
      /\$\{([^}]+)\}/g,
      (whole, name: string) => run.properties.get(name) ?? whole,
    );
  return out;
}

/** Whether a `dbms` attribute (`postgresql,h2`, `!mssql`, `all`, `none`) lets the change run on the database. */
export function forDatabase(dbms: string | undefined, dialect: SqlDialect): boolean {
  if (dbms === undefined || dbms.trim() === "") return true;
  const names = dbms.split(",").map((d) => d.trim().toLowerCase());
  const ours = DBMS[dialect];
  if (names.includes("none")) return false;
  if (names.includes("all") || names.includes(ours)) return true;
  if (names.includes(`!${ours}`)) return false;
  return names.every((n) => n.startsWith("!"));
}

/**
 * Where an included file is: beside the including changelog (`relativeToChangelogFile`), else on
 * the classpath, which a repository holds under a folder above the changelog
 * (`src/main/resources/`): the nearest folder above it under which the file exists.
 */
async function includedPath(
  run: Run,
  from: string,
  target: string,
  relative: string | undefined,
): Promise<string> {
  const clean = target.replace(/^classpath\*?:/, "").replace(/^\/+/, "");
  if (relative === "true") return posix.normalize(posix.join(posix.dirname(from), clean));
  const candidates = classpathCandidates(from, clean);
  for (const candidate of candidates)
    if ((await run.request.files.readText(candidate).catch(() => undefined)) !== undefined) return candidate;
  return candidates[0] ?? clean;
}

function classpathCandidates(from: string, target: string): string[] {
  const out: string[] = [];
  for (let dir = posix.dirname(from); ; dir = posix.dirname(dir)) {
    out.push(posix.normalize(dir === "." ? target : posix.join(dir, target)));
    if (dir === "." || dir === "/" || dir === "") break;
  }
  return out;
}

async function includeAll(
  run: Run,
  file: string,
  entry: ChangelogElement,
  attrs: Record<string, string>,
): Promise<void> {
  const path = attrs.path ?? "";
  const clean = path
    .replace(/^classpath\*?:/, "")
    .replace(/^\/+/, "")
    .replace(/\/+$/, "");
  const folders =
    attrs.relativeToChangelogFile === "true"
      ? [posix.normalize(posix.join(posix.dirname(file), clean))]
      : classpathCandidates(file, clean);
  const list = run.request.files.listAll ?? run.request.files.list;
  for (const folder of folders) {
    const found = (await list.call(run.request.files, folder).catch(() => [] as string[]))
      .filter((f) => /\.(xml|ya?ml|json|sql)$/i.test(f) && f !== file)
      .sort();
    if (found.length === 0) continue;
    for (const member of found) await runFile(run, member, { file, line: entry.line });
    return;
  }
  if (attrs.errorIfMissingOrEmpty !== "false")
    run.diagnostics.push(errorDiagnostic(file, `includeAll ${path}: no changelog found there`, entry.line));
}

async function sqlFile(run: Run, file: string, change: ChangelogElement): Promise<void> {
  const target = change.attrs.path ?? "";
  const path = await includedPath(run, file, target, change.attrs.relativeToChangelogFile);
  const text = await run.request.files.readText(path);
  if (text === undefined) {
    run.diagnostics.push(errorDiagnostic(file, `sqlFile ${target} not found`, change.line));
    return;
  }
  run.files.push({ file: path, text });
}

/**
 * A formatted SQL changelog as the SQL it runs: each `--changeset` for another database blanked (its
 * lines kept, so that the others keep theirs); rollback and precondition comments stay comments.
 * A plain SQL file (no `--liquibase formatted sql` header) runs whole.
 */
export function formattedSql(text: string, dialect: SqlDialect): string {
  if (!/^\s*--\s*liquibase\s+formatted\s+sql/i.test(text)) return text;
  const lines = text.split("\n");
  let skipping = false;
  return lines
    .map((line) => {
      const changeset = /^\s*--\s*changeset\s+(.*)$/i.exec(line);
      if (changeset) {
        const dbms = /\bdbms:(\S+)/i.exec(changeset[1] ?? "")?.[1];
        skipping = !forDatabase(dbms, dialect) || /\bignore:true\b/i.test(changeset[1] ?? "");
      }
      return skipping && !changeset ? "" : line;
    })
    .join("\n");
}
