/**
 * Every key a pull request can write into the files that govern the check, and what a change of it
 * takes (docs/intended-changes.md "Who may consent"). One table for the native contract file, the
 * Gable and ODCS contract files, the configuration and the waiver ledger: a test enumerates every
 * key of their schemas (the zod definitions, ODCS's published JSON Schema) and fails on a key with
 * no class here, so a key added later cannot slip past consent unclassified.
 *
 * - `harmless`: shown or recorded only; a change of it needs no one.
 * - `weakening`: a change of it can take protection away (a level lowered, an asset no longer
 *   named, a file no longer read): the protection step (sync/check/rules/protection-weakened.ts) reports it as
 *   PROTECTION_WEAKENED, which needs the base's owners.
 * - `consent`: a change of it that breaks readers (as the version rule judges a break), or any
 *   change of a waiver, needs the approval of the base's owners.
 * - `who-consents`: it decides who consents (or whether anyone must): any change of it needs the
 *   approval of the owners *before* the change, the base's, whatever else the pull request does.
 *
 * Paths: `a.b` a key under a key, `a[]` the items of a list, `Def.key` a key of a definition the
 * schema names (a recursive or shared part: ContractField, ODCS's SchemaBaseProperty).
 */
export type KeyClass = "harmless" | "weakening" | "consent" | "who-consents";

/** The keys of a contract's field (top level and nested alike). */
const FIELD_KEYS: Record<string, KeyClass> = {
  name: "consent",
  type: "consent",
  alias: "consent",
  doc: "harmless",
  logical: "consent",
  optional: "consent",
  fields: "consent",
  constraints: "consent",
  "constraints.maxLength": "consent",
  "constraints.precision": "consent",
  "constraints.scale": "consent",
  "constraints.size": "consent",
  "constraints.symbols": "consent",
  // Recorded and shown, not enforced (the schema says so): a break of them breaks no check.
  "constraints.primaryKey": "harmless",
  "constraints.unique": "harmless",
  "constraints.pii": "harmless",
  "constraints.classification": "harmless",
  "constraints.physicalType": "harmless",
  // A deprecation's sunset lets the field go without an owner's approval from that day on
  // (compliance/deprecation.ts `sunsetConsentClauses`): one set or brought forward needs the
  // base's owners; the mark alone and its `since` and `replacement` are shown only.
  "constraints.deprecated": "consent",
};

/** A deprecation's keys (contract-schema.ts `Deprecation`), on a field or the whole contract. */
const DEPRECATION_KEYS: Record<string, KeyClass> = {
  since: "harmless",
  sunset: "consent",
  replacement: "harmless",
};

const prefixed = (prefix: string, keys: Record<string, KeyClass>): Record<string, KeyClass> =>
  Object.fromEntries(Object.entries(keys).map(([key, kind]) => [`${prefix}${key}`, kind]));

/** The native contract file (contracts/contract-schema.ts); Gable's keys are these too. */
export const CONTRACT_KEYS: Readonly<Record<string, KeyClass>> = {
  // A new id is another contract: the base's is deleted (a weakening).
  id: "weakening",
  name: "harmless",
  namespace: "harmless",
  doc: "harmless",
  owner: "who-consents",
  approvers: "who-consents",
  dataAssetResourceName: "weakening",
  dataAssetResourceNameList: "weakening",
  restrictPii: "consent",
  status: "weakening",
  // The version rule judges it (CONTRACT_VERSION_NOT_BUMPED); it asks no one's consent.
  version: "harmless",
  enforcementLevel: "weakening",
  // A mode that checks less (a direction or the earlier versions dropped, compat-history.ts modeCovers), or a
  // line that starts later, takes protection away (sync/check/rules/protection-weakened.ts).
  compatibility: "weakening",
  compatibilityLine: "weakening",
  schema: "consent",
  ...prefixed("schema[].", FIELD_KEYS),
  ...prefixed("ContractField.", FIELD_KEYS),
  // Who reads the data: named in the comment as text, published; nobody's consent.
  consumers: "harmless",
  "consumers[].name": "harmless",
  "consumers[].team": "harmless",
  "consumers[].contact": "harmless",
  // What a consumer reads keeps a deprecated field past its sunset: a read dropped needs the base's owners.
  "consumers[].reads": "consent",
  // The whole contract deprecated, with its sunset (deleting it after the sunset is planned).
  deprecated: "consent",
  ...prefixed("Deprecation.", DEPRECATION_KEYS),
};

/**
 * The keys of a Gable file beyond the native ones (contracts/gable.ts maps them onto native keys):
 * `spec-version` is read as 0.1.0 whatever it says; a field's `values`, `keys`, `types` are its
 * children (a list's element, a map's key and value, a union's variants).
 */
export const GABLE_KEYS: Readonly<Record<string, KeyClass>> = {
  "spec-version": "harmless",
  "field.values": "consent",
  "field.keys": "consent",
  "field.types": "consent",
};

/** The configuration (.github/contract-sync.yml, config/config.ts). */
export const CONFIG_KEYS: Readonly<Record<string, KeyClass>> = {
  version: "harmless",
  // Which files are contracts and assets: a change that stops reading one is a weakening.
  contracts: "weakening",
  sources: "weakening",
  "sources[].glob": "weakening",
  "sources[].type": "weakening",
  "sources[].dataSource": "weakening",
  "sources[].migrations": "weakening",
  "sources[].views": "weakening",
  // Its breaks are ALERT, never counted (no contract, no owner to consent): a contract's own
  // `compatibility` is what protects (a weakening there); the change is listed as CONFIG_CHANGED.
  "sources[].compatibility": "harmless",
  ignore: "weakening",
  dataSource: "weakening",
  // Whether a weakening or a break needs anyone's consent at all (`off`: no one's).
  protect: "who-consents",
  owners: "who-consents",
  // ODCS (config/odcs-config.ts): which asset an ODCS schema object protects and at which level,
  // and who of a contract's team may approve (a change of who consents).
  odcs: "who-consents",
  "odcs.bindings": "weakening",
  "odcs.bindings[].contract": "weakening",
  "odcs.bindings[].object": "weakening",
  "odcs.bindings[].resource": "weakening",
  "odcs.bindings[].file": "weakening",
  "odcs.bindings[].record": "weakening",
  "odcs.bindings[].table": "weakening",
  "odcs.bindings[].enforcementLevel": "weakening",
  "odcs.enforcementLevel": "weakening",
  "odcs.ownerRoles": "who-consents",
  "odcs.logins": "who-consents",
};

/**
 * The waiver ledger (.github/contract-waivers.yml, waivers/ledger.ts). Each key of an entry is
 * what the owners accepted: an entry the pull request adds or changes in any of them (its scope,
 * the change it accepts, why, who approved, until when) needs the approval of the base's owners of
 * every contract it can match. Removing an entry needs no one (it waives less).
 */
export const WAIVER_KEYS: Readonly<Record<string, KeyClass>> = {
  waivers: "consent",
  "waivers[].fingerprint": "consent",
  "waivers[].rule": "consent",
  "waivers[].asset": "consent",
  "waivers[].field": "consent",
  "waivers[].contract": "consent",
  "waivers[].expected": "consent",
  "waivers[].actual": "consent",
  "waivers[].reason": "consent",
  "waivers[].approvedBy": "consent",
  "waivers[].expires": "consent",
};

/**
 * The lines of .github/CODEOWNERS that name a contract file's owners (`init` writes one per
 * contract file): GitHub asks those owners to review a change of the file, so changing who they
 * are is a change of who consents.
 */
export const CODEOWNERS_KEYS: Readonly<Record<string, KeyClass>> = {
  "contract file owners": "who-consents",
};

/** The top-level keys of a native contract whose class is `c`. */
export function contractKeysOf(c: KeyClass): string[] {
  return Object.entries(CONTRACT_KEYS)
    .filter(([key, kind]) => kind === c && !key.includes(".") && !key.includes("["))
    .map(([key]) => key);
}

/** The keys of a waiver entry (without the `waivers[].` prefix): what "the same entry" compares. */
export function waiverEntryKeys(): string[] {
  return Object.keys(WAIVER_KEYS)
    .filter((key) => key.startsWith("waivers[]."))
    .map((key) => key.slice("waivers[].".length));
}
