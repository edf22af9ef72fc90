import { CUSTOM, customProperties, derivedId, isUuid, nativeStatus } from "./odcs.js";
import { bindingHint, bindingOf, boundNames, type OdcsContext, odcsContextOf } from "./odcs-binding.js";
import { propertyToField } from "./odcs-properties.js";
import { serverBinding } from "./odcs-servers.js";
import { teamApprovers } from "./odcs-team.js";

type Json = Record<string, unknown>;

/** What reading an ODCS document gives: native contract objects (not yet validated) and notes. */
export interface OdcsReadResult {
  /** Native contract files as plain objects, one per schema object; ContractFile validates them. */
  contracts: Json[];
  /** Keys with no native counterpart, as paths (`schema[0].properties[1].businessName`). */
  dropped: string[];
  /** Rules a pull request cannot check (they need the data), and a document with nothing to enforce. */
  unchecked: string[];
  /** What the reader could not take as it stands (a team member with no GitHub login). */
  warnings: string[];
  /** Mistakes that leave a contract unusable (no type, an object bound to no asset): errors. */
  problems: string[];
  /**
   * An object was bound (or looked to be bound) through the repository's assets (a Kafka topic to
   * its Avro schema): the reading depends on more than the file, and without `context.assets` it
   * could not bind it (the caller reads the assets and reads the document again).
   */
  dependsOnAssets?: true;
}

const DOCUMENT_KEYS = new Set([
  "apiVersion",
  "kind",
  "id",
  "name",
  "version",
  "status",
  "domain",
  "servers",
  "schema",
  "description",
  "team",
]);
const OBJECT_KEYS = new Set([
  "name",
  "physicalName",
  "physicalType",
  "logicalType",
  "description",
  "properties",
  "deprecated",
  "quality",
]);
const DOCUMENT_CUSTOM = new Set<string>([
  CUSTOM.enforcementLevel,
  CUSTOM.restrictPii,
  CUSTOM.owner,
  CUSTOM.consumers,
  CUSTOM.unversioned,
  CUSTOM.compatibility,
  CUSTOM.compatibilityLine,
]);
const OBJECT_CUSTOM = new Set<string>([
  CUSTOM.resourceName,
  CUSTOM.resourceNames,
  CUSTOM.deprecation,
  CUSTOM.compatibility,
  CUSTOM.compatibilityLine,
]);

/**
 * An ODCS document as native contracts, one per schema object. `context` is the repository's
 * configuration (bindings, owner roles, logins); without one, only custom properties and servers
 * bind an object, and team usernames are taken as GitHub logins.
 */
export function odcsToNative(document: Json, context: OdcsContext = odcsContextOf()): OdcsReadResult {
  const result: OdcsReadResult = { contracts: [], dropped: [], unchecked: [], warnings: [], problems: [] };
  noteDropped(document, "", DOCUMENT_KEYS, DOCUMENT_CUSTOM, result.dropped);
  const description = document.description as Json | undefined;
  for (const key of Object.keys(description ?? {}))
    if (key !== "purpose") result.dropped.push(`description.${key}`);
  const custom = customProperties(document);
  const objects = Array.isArray(document.schema) ? (document.schema as Json[]) : [];
  if (objects.length === 0) {
    result.unchecked.push("schema: the contract has no schema object: nothing to enforce on a pull request");
    return result;
  }
  const team = teamApprovers(document, context.settings, context.today);
  result.warnings.push(...team.notes);
  const contractId = String(document.id ?? document.name ?? "");
  for (const [index, object] of objects.entries()) {
    const at = `schema[${index}]`;
    noteDropped(object, at, OBJECT_KEYS, OBJECT_CUSTOM, result.dropped);
    const objectName = String(object.name ?? index);
    // An object's rules are about its rows (rowCount, freshness, custom SQL): all need the data.
    for (const [i, rule] of ((object.quality as Json[] | undefined) ?? []).entries())
      result.unchecked.push(
        `${at}.quality[${i}] (${String(rule.metric ?? rule.rule ?? rule.type ?? "rule")}): needs the data; a pull request cannot check it`,
      );
    const resource = resourceNames(document, object, at, context, result);
    const binding = bindingOf(document, object, context.settings);
    const status = nativeStatus(document.status);
    const objectCustom = customProperties(object);
    const contract: Json = {
      id: objects.length === 1 && isUuid(document.id) ? document.id : derivedId(contractId, objectName),
      name:
        objects.length === 1 && typeof document.name === "string"
          ? document.name
          : qualified(document, objectName),
      namespace: document.domain,
      doc: object.description ?? description?.purpose,
      owner: custom.get(CUSTOM.owner),
      approvers: team.approvers.length > 0 ? team.approvers : undefined,
      ...resource,
      restrictPii: custom.get(CUSTOM.restrictPii),
      // A deprecated object is still enforced (DEPRECATED is in force), and says so.
      status: object.deprecated === true && status === "ACTIVE" ? "DEPRECATED" : status,
      version: custom.get(CUSTOM.unversioned) === true ? undefined : document.version,
      enforcementLevel:
        custom.get(CUSTOM.enforcementLevel) ??
        binding?.enforcementLevel ??
        context.settings?.enforcementLevel,
      consumers: custom.get(CUSTOM.consumers),
      // The object's mode wins over the document's (ContractFile validates the value).
      compatibility: objectCustom.get(CUSTOM.compatibility) ?? custom.get(CUSTOM.compatibility),
      compatibilityLine: objectCustom.get(CUSTOM.compatibilityLine) ?? custom.get(CUSTOM.compatibilityLine),
      deprecated: objectCustom.get(CUSTOM.deprecation),
      schema: columnsOf(object, at, result),
    };
    result.contracts.push(withoutUndefined(contract));
  }
  return result;
}

/**
 * The object's properties that are columns of the asset. A v3.2 measure or dimension
 * (`semanticType`) is derived by its `transformLogic` in a semantic layer: no column to check.
 */
function columnsOf(object: Json, at: string, result: OdcsReadResult): Json[] {
  const columns: Json[] = [];
  for (const [i, property] of ((object.properties as Json[] | undefined) ?? []).entries()) {
    const path = `${at}.properties[${i}]`;
    if (property.semanticType === "measure" || property.semanticType === "dimension") {
      result.unchecked.push(
        `${path} (${String(property.name)}): a ${property.semanticType}, derived and not a column of the asset; a pull request does not check it`,
      );
      continue;
    }
    columns.push(propertyToField(property, path, result));
  }
  return columns;
}

function qualified(document: Json, objectName: string): string {
  return typeof document.name === "string" ? `${document.name}.${objectName}` : objectName;
}

/**
 * The asset(s) a schema object is the contract of, in this order: the object's custom property,
 * a binding in the configuration, the document's servers. None: an error naming the object and
 * the binding to write.
 */
function resourceNames(
  document: Json,
  object: Json,
  at: string,
  context: OdcsContext,
  result: OdcsReadResult,
): Json {
  const custom = customProperties(object);
  const explicit = custom.get(CUSTOM.resourceName);
  const list = custom.get(CUSTOM.resourceNames);
  if (typeof explicit === "string" || Array.isArray(list)) {
    return { dataAssetResourceName: explicit, dataAssetResourceNameList: list };
  }
  const binding = bindingOf(document, object, context.settings);
  let names: string[] = [];
  if (binding) {
    const bound = boundNames(binding, object, context);
    if ("problem" in bound) {
      result.problems.push(`${at} "${String(object.name ?? "")}": ${bound.problem}`);
      return {};
    }
    names = bound.names;
  } else {
    const fromServers = serverBinding(document, object, context.assets);
    if (fromServers.dependsOnAssets) result.dependsOnAssets = true;
    for (const server of fromServers.skipped)
      result.dropped.push(`servers: ${server} (no reader produces this server type's data)`);
    names = fromServers.names;
    // Another server bound it: one that could not is listed, not an error.
    if (names.length > 0) for (const problem of fromServers.problems) result.dropped.push(problem);
    if (names.length === 0) {
      const why = fromServers.problems.map((problem) => `; ${problem}`).join("");
      result.problems.push(
        `${at} "${String(object.name ?? "")}" is the contract of no asset of this repository: ${bindingHint(document, object, fromServers.candidates[0])}${why}; ${SERVERS_BIND}`,
      );
      return {};
    }
  }
  return names.length === 1 ? { dataAssetResourceName: names[0] } : { dataAssetResourceNameList: names };
}

const SERVERS_BIND = `a server the document names binds it too (postgres, mysql, sqlserver by host; kafka, kinesis, pubsub by the repository's Avro, Protobuf or JSON Schema schema its topic names), as does the custom property ${CUSTOM.resourceName}`;

function noteDropped(
  node: Json,
  at: string,
  known: Set<string>,
  knownCustom: Set<string>,
  dropped: string[],
): void {
  const prefix = at === "" ? "" : `${at}.`;
  for (const key of Object.keys(node)) {
    if (key === "customProperties") continue;
    if (!known.has(key)) dropped.push(`${prefix}${key}`);
  }
  for (const name of customProperties(node).keys()) {
    if (!knownCustom.has(name)) dropped.push(`${prefix}customProperties.${name}`);
  }
}

function withoutUndefined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
