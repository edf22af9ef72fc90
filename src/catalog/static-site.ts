import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { utcToday } from "../waivers/ledger.js";
import type { CatalogSource } from "./model.js";
import { contractPage } from "./pages/contract.js";
import { staticDiffPath, staticLinks } from "./pages/links.js";
import { diffOf, renderAssets, renderList } from "./render.js";
import { type StaticFile, staticFiles } from "./static-files.js";

/** What a static site holds once written. */
export interface StaticSite {
  files: string[];
  contracts: number;
  /** Pages of a diff between two consecutive versions of a contract. */
  diffs: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The catalog as files, for GitHub Pages or any static host: index.html (every contract on one
 * page, filtered by the page's script), contracts/{id}.html, contracts/{id}/diff-{n-1}-{n}.html
 * for each version after the first, assets.html, the stylesheet and the script. The same pages
 * as the served catalog, with relative links; a diff between any two versions (the served
 * form) would be a file per pair, so only consecutive ones are written. File names are
 * contract ids (UUIDs: checked) and numbers, so no contract names a path.
 */
export async function writeStaticSite(
  source: CatalogSource,
  outDir: string,
  now = new Date(),
): Promise<StaticSite> {
  const files: string[] = [];
  const write = async (path: string, text: string | Buffer) => {
    await writeFile(join(outDir, path), text);
    files.push(path);
  };
  await mkdir(join(outDir, "contracts"), { recursive: true });
  const top = { links: staticLinks(0) };
  await write("index.html", (await renderList(source, top, { page: 1 }, Number.MAX_SAFE_INTEGER)).text);
  await write("assets.html", (await renderAssets(source, top)).text);
  const ids = (await source.contractIds()).filter((id) => UUID.test(id));
  let diffs = 0;
  for (const id of ids) {
    const detail = await source.contract(id);
    if (!detail) continue;
    const file = id.toLowerCase();
    await write(
      `contracts/${file}.html`,
      contractPage({ links: staticLinks(1) }, detail, utcToday(now)).text,
    );
    if (detail.versions.length > 1) await mkdir(join(outDir, "contracts", file), { recursive: true });
    for (let n = 2; n <= detail.versions.length; n++) {
      const page = diffOf({ links: staticLinks(2) }, id, detail.versions, n - 1, n);
      if (!page) continue;
      await write(staticDiffPath(file, n - 1, n), page.text);
      diffs++;
    }
  }
  const assets = staticFiles();
  for (const name of Object.keys(assets) as StaticFile[]) await write(name, assets[name]);
  // GitHub Pages runs Jekyll unless told not to: the files are served as they are.
  await write(".nojekyll", "");
  return { files, contracts: ids.length, diffs };
}
