/**
 * Fitting a report's sections into a size limit: GitHub's 65,536 characters of a
 * comment, or the 1 MiB of a job summary (measured in UTF-8 bytes). A section that
 * does not fit whole is shown with fewer rows; one that does not fit at all is left
 * out, and the caller says so (the summary lists each by its label).
 */

/** A rendered section and how to render it shorter (fewer rows) when the report is full. */
export interface Section {
  rows: number;
  /** One line that names the section (its asset, contract or finding), for the list of those left out. */
  label: string;
  render(maxRows: number): string;
}

export interface SectionGroup {
  title: string;
  sections: Section[];
}

export type Measure = (text: string) => number;

export const characters: Measure = (text) => text.length;
export const utf8Bytes: Measure = (text) => Buffer.byteLength(text, "utf8");

export interface LaidOut {
  body: string;
  total: number;
  omitted: Section[];
}

/** The groups' sections in order, each at full length or shorter, until `budget` is spent. */
export function layOut(groups: readonly SectionGroup[], budget: number, measure: Measure): LaidOut {
  const total = groups.reduce((sum, g) => sum + g.sections.length, 0);
  const omitted: Section[] = [];
  let body = "";
  let full = false;
  for (const group of groups) {
    if (group.sections.length === 0) continue;
    if (full || measure(group.title) > budget) {
      full = true;
      omitted.push(...group.sections);
      continue;
    }
    let groupText = group.title;
    let used = measure(groupText);
    for (const section of group.sections) {
      const text = full ? undefined : fitted(section, budget - used, measure);
      if (text === undefined) {
        full = true;
        omitted.push(section);
        continue;
      }
      groupText += text;
      used += measure(text);
    }
    if (groupText !== group.title) {
      body += groupText;
      budget -= used;
    }
  }
  return { body, total, omitted };
}

/** The section at full length, else with fewer rows, within `room`; undefined if not even its heading fits. */
function fitted(section: Section, room: number, measure: Measure): string | undefined {
  let rows = section.rows;
  for (;;) {
    const text = section.render(rows);
    if (measure(text) <= room) return text;
    if (rows === 0) return undefined;
    rows = Math.floor(rows / 2);
  }
}
