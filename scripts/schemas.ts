// `npm run schemas`: writes the JSON Schemas of the config and contract files into schemas/.
import { writeFile } from "node:fs/promises";
import { generateJsonSchemas } from "../src/contracts/json-schemas.js";

const dir = new URL("../schemas/", import.meta.url);
for (const [name, text] of Object.entries(generateJsonSchemas())) {
  await writeFile(new URL(name, dir), text);
  console.log(`schemas/${name}`);
}
