// `npm run docs`: writes the reference pages generated from the code into docs/reference/.
import { mkdir, writeFile } from "node:fs/promises";
import { referencePages } from "./docs/pages.js";

const root = new URL("../", import.meta.url);
for (const [path, text] of Object.entries(referencePages(root))) {
  const file = new URL(path, root);
  await mkdir(new URL(".", file), { recursive: true });
  await writeFile(file, text);
  console.log(path);
}
