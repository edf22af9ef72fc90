import picomatch from "picomatch";
import { parseAllDocuments } from "yaml";
import type { ConfigRules } from "../config/config.js";
import { LIMITS } from "../config/limits.js";
import type { OdcsBinding } from "../config/odcs-config.js";
import { CUSTOM, customProperties, isOdcsDocument } from "../contracts/odcs.js";
import { bindingOf } from "../contracts/odcs-binding.js";
import { assetsNamedBy, type BindableAsset } from "../contracts/odcs-match.js";
import { serverBinding } from "../contracts/odcs-servers.js";
import type { RepoFiles } from "../git/files.js";
import { escapeGlob } from "./init-layouts.js";

/**
 * `init` onboarding the ODCS contracts it finds in the repository: their files join the config's
 * `contracts` globs, and each schema object no custom property, binding or server binds is bound
 * to the one asset of the repository it names (odcs-match.ts). When it names none, or several,
 * init says exactly which binding to write.
 */

type Json = Record<string, unknown>;

export interface FoundOdcs {
  path: string;
  documents: Json[];
}

/** The YAML files of the repository that hold an ODCS v3 document (outside `.github/`). */
export async function findOdcsFiles(paths: readonly string[], files: RepoFiles): Promise<FoundOdcs[]> {
  const found: FoundOdcs[] = [];
  for (const path of paths) {
    if (!/\.ya?ml$/i.test(path) || path.startsWith(".github/")) continue;
    const size = await files.size?.(path);
    if (size !== undefined && size > LIMITS.contractFileBytes) continue;
    const text = await files.readText(path);
    // Most YAML files are no contract: a cheap look before a parse.
    if (!text || !/^kind:\s*["']?DataContract/m.test(text) || !/^apiVersion:\s*["']?v3\./m.test(text))
      continue;
    const documents = parseAllDocuments(text)
      .map((doc) => (Array.isArray(doc) ? undefined : doc.toJS({ maxAliasCount: 100 })))
      .filter((value): value is Json => isOdcsDocument(value));
    if (documents.length > 0) found.push({ path, documents });
  }
  return found;
}

/** Globs to add to the default `contracts` so that each ODCS file found is read as a contract. */
export function odcsContractGlobs(found: readonly FoundOdcs[], defaults: readonly string[]): string[] {
  return found
    .map((f) => f.path)
    .filter((path) => !defaults.some((glob) => picomatch.isMatch(path, glob, { dot: true })))
    .map(escapeGlob);
}

/** One schema object of a contract found: the binding init writes, or what to write by hand. */
export interface OdcsObjectBinding {
  path: string;
  /** `schema[0] "Orders"`. */
  object: string;
  binding?: OdcsBinding | undefined;
  /** Why init could not decide, and the binding to write. */
  undecided?: string | undefined;
}

/**
 * The bindings of the objects of the contracts found that nothing binds yet (`rules`: the config
 * in force, init's own or the repository's), to the assets read; `level` is init's `--level`.
 */
export function bindFoundObjects(
  found: readonly FoundOdcs[],
  assets: readonly BindableAsset[],
  rules: ConfigRules,
  level: OdcsBinding["enforcementLevel"],
): OdcsObjectBinding[] {
  const names = new Set(assets.map((asset) => asset.resourceName));
  const out: OdcsObjectBinding[] = [];
  for (const { path, documents } of found) {
    for (const document of documents) {
      const contract = String(document.id ?? document.name ?? "");
      for (const [i, object] of ((document.schema as Json[] | undefined) ?? []).entries()) {
        const custom = customProperties(object);
        if (custom.has(CUSTOM.resourceName) || custom.has(CUSTOM.resourceNames)) continue;
        if (bindingOf(document, object, rules.config.odcs)) continue;
        // A server that names an asset of the repository binds it when the contract is read.
        if (serverBinding(document, object, assets).names.some((name) => names.has(name))) continue;
        const at = `schema[${i}] ${JSON.stringify(String(object.name ?? ""))}`;
        const matched = assetsNamedBy(object, assets);
        const base = { contract, object: String(object.name ?? "") };
        if (matched.length === 1) {
          const binding = { ...base, resource: matched[0]!.resourceName, enforcementLevel: level };
          out.push({ path, object: at, binding });
          continue;
        }
        const why =
          matched.length === 0
            ? "names no asset of this repository"
            : `names ${matched.length} assets: ${matched.map((a) => a.resourceName).join(", ")}`;
        const resource = matched[0]?.resourceName ?? "<resource name as contract-sync schema prints it>";
        out.push({
          path,
          object: at,
          undecided: `${why}; write in the config: odcs: { bindings: [ ${JSON.stringify({ ...base, resource })} ] }`,
        });
      }
    }
  }
  return out;
}
