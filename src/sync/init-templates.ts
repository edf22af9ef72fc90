import type { RepoFiles } from "../git/files.js";

/** Why init leaves a template out. */
export const TEMPLATE =
  "in a folder of templates (not JSON until built): the schemas built from them are read instead";
const TEMPLATE_MARK = /@[A-Z][A-Z0-9_]*@|\{\{[^}]*\}\}|\{%[^%]*%\}/;

/** Whether a .json file is a template: not JSON as written, and holding template markers. */
export async function isTemplate(path: string, files: RepoFiles): Promise<boolean> {
  const text = await files.readText(path).catch(() => undefined);
  if (text === undefined || !TEMPLATE_MARK.test(text)) return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}
