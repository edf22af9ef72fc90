import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CatalogSource } from "./model.js";
import { staticLinks } from "./pages/links.js";
import { renderAssets, renderContract, renderList } from "./render.js";
import { type StaticFile, staticFiles } from "./static-files.js";

/** What a static site holds once written. */
export interface StaticSite {
  files: string[];
  contracts: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The catalog as files, for GitHub Pages or any static host: index.html (every contract on one
 * page, filtered by the page's script), contracts/{id}.html, assets.html, the stylesheet and the
 * script. The same pages as the served catalog, with relative links and no version diff form.
 * File names are contract ids (UUIDs: checked), so no contract names a path.
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
  for (const id of ids) {
    const page = await renderContract(source, { links: staticLinks(1) }, id, now);
    if (page) await write(`contracts/${id.toLowerCase()}.html`, page.text);
  }
  const assets = staticFiles();
  for (const name of Object.keys(assets) as StaticFile[]) await write(name, assets[name]);
  // GitHub Pages runs Jekyll unless told not to: the files are served as they are.
  await write(".nojekyll", "");
  return { files, contracts: ids.length };
}
