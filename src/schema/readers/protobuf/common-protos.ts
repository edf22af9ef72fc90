import { createRequire } from "node:module";
import { dirname } from "node:path";
import { vendorDir } from "../../../vendor.js";
import { directorySource } from "../../fs-source.js";
import type { SourceFiles } from "../../model.js";

/*
 * googleapis' common protos (google/api, google/rpc, google/type,
 * google/longrunning), as google-proto-files publishes them: what most
 * repositories get from buf.yaml's `deps: [buf.build/googleapis/googleapis]`
 * or protoc's include path rather than from their own tree. An import of one
 * is looked up in the repository first; only when the repository does not
 * have it is the bundled copy read (dist/vendor/googleapis-common-protos,
 * copied by scripts/build.mjs; from source, node_modules).
 */

/** The import paths bundled: each file of those packages' own folders. */
export const COMMON_PROTO = /^google\/(api|rpc|rpc\/context|type|longrunning)\/\w+\.proto$/;

export const COMMON_PROTOS_PACKAGE = "google-proto-files";

let files: SourceFiles | null | undefined;

/** The bundled files, read-only, by import path; undefined for an import outside the set or without a copy. */
export function commonProtoFiles(target: string): SourceFiles | undefined {
  if (!COMMON_PROTO.test(target)) return undefined;
  if (files === undefined) {
    const dir = vendorDir("googleapis-common-protos") ?? packageDir();
    files = dir === undefined ? null : directorySource(dir);
  }
  return files ?? undefined;
}

/** From source: the package in node_modules (a development dependency), if installed. */
function packageDir(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve(`${COMMON_PROTOS_PACKAGE}/package.json`));
  } catch {
    return undefined;
  }
}
