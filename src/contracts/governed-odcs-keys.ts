import type { KeyClass } from "./governed-keys.js";
import { CUSTOM } from "./odcs.js";

/**
 * The keys of an ODCS v3 contract file (its published JSON Schema, schemas/odcs/), classed as in
 * governed-keys.ts. ODCS files are read as native contracts (contracts/odcs-read.ts): a key the
 * reader maps onto a native key has that key's class; a key it does not read (listed as dropped by
 * `convert`) changes nothing the check enforces and is harmless. `team` names who owns the contract:
 * a change of who consents. Keys are grouped by where the schema declares them: `(document)` for
 * the document's own keys, else the definition's name (`ServerSource/PostgresServer`).
 */
const ODCS_BY_DEFINITION: Record<string, Partial<Record<KeyClass, readonly string[]>>> = {
  "(document)": {
    "who-consents": ["customProperties", "team"],
    consent: ["schema"],
    weakening: ["id", "servers", "status"],
    harmless: [
      "apiVersion",
      "authoritativeDefinitions",
      "contractCreatedTs",
      "dataProduct",
      "description",
      "description.authoritativeDefinitions",
      "description.customProperties",
      "description.limitations",
      "description.purpose",
      "description.usage",
      "domain",
      "kind",
      "name",
      "price",
      "roles",
      "slaDefaultElement",
      "slaProperties",
      "support",
      "tags",
      "tenant",
      "version",
      // v3.2: guidance for AI agents and tools (RFC 0038), not read.
      "context",
    ],
  },
  AuthoritativeDefinitions: { harmless: ["[].description", "[].id", "[].type", "[].url"] },
  CustomProperty: { "who-consents": ["property", "value"], harmless: ["description", "id"] },
  DataQuality: {
    consent: ["metric"],
    harmless: [
      "authoritativeDefinitions",
      "businessImpact",
      "customProperties",
      "description",
      "dimension",
      "id",
      "method",
      "name",
      "schedule",
      "scheduler",
      "severity",
      "tags",
      "type",
      "unit",
    ],
  },
  DataQualityCustom: { harmless: ["engine", "implementation"] },
  // v3.0.x declares the operators on the library rule itself (later versions share DataQualityOperators).
  DataQualityLibrary: {
    consent: ["arguments", "metric", "mustBe"],
    harmless: [
      "rule",
      "mustBeBetween",
      "mustBeGreaterOrEqualTo",
      "mustBeGreaterThan",
      "mustBeLessOrEqualTo",
      "mustBeLessThan",
      "mustNotBe",
      "mustNotBeBetween",
    ],
  },
  // v3.2 (RFC 0038): guidance for AI agents and tools, not read.
  Context: {
    harmless: [
      "constraints",
      "constraints[].authoritativeDefinitions",
      "constraints[].constraint",
      "constraints[].customProperties",
      "constraints[].id",
      "constraints[].tags",
      "instructions",
      "verifiedStatements",
      "verifiedStatements[].answer",
      "verifiedStatements[].authoritativeDefinitions",
      "verifiedStatements[].customProperties",
      "verifiedStatements[].id",
      "verifiedStatements[].question",
      "verifiedStatements[].tags",
    ],
  },
  // v3.2 (RFC 0033): an enum value is a symbol the asset must keep; the rest is shown nowhere.
  EnumValue: {
    consent: ["value"],
    harmless: ["authoritativeDefinitions", "customProperties", "description", "id", "label", "tags"],
  },
  // v3.2 (RFC 0041): other names, not read.
  Synonym: {
    harmless: ["customProperties", "description", "id", "locale", "source", "status", "synonym"],
  },
  DataQualityOperators: {
    consent: ["mustBe"],
    harmless: [
      "mustBeBetween",
      "mustBeGreaterOrEqualTo",
      "mustBeGreaterThan",
      "mustBeLessOrEqualTo",
      "mustBeLessThan",
      "mustNotBe",
      "mustNotBeBetween",
    ],
  },
  DataQualitySql: { harmless: ["query"] },
  Pricing: { harmless: ["id", "priceAmount", "priceCurrency", "priceUnit"] },
  RelationshipBase: { harmless: ["customProperties", "from", "to", "type"] },
  RelationshipSchemaLevel: { harmless: ["from", "to"] },
  Role: {
    harmless: [
      "access",
      "customProperties",
      "description",
      "firstLevelApprovers",
      "id",
      "role",
      "secondLevelApprovers",
    ],
  },
  SchemaBaseProperty: {
    consent: [
      "classification",
      "items",
      "logicalType",
      "logicalTypeOptions",
      "logicalTypeOptions.maxLength",
      "physicalType",
      "primaryKey",
      "properties",
      "quality",
      "required",
      "unique",
      // v3.2: symbols (RFC 0033), a map's key and value (RFC 0030); a measure or dimension is no
      // column (RFC 0034), so semanticType decides whether the property is a promised field.
      "enum",
      "map",
      "map.key",
      "map.value",
      "semanticType",
    ],
    harmless: [
      "criticalDataElement",
      "encryptedName",
      "examples",
      "logicalTypeOptions.defaultTimezone",
      "logicalTypeOptions.exclusiveMaximum",
      "logicalTypeOptions.exclusiveMinimum",
      "logicalTypeOptions.format",
      "logicalTypeOptions.maxItems",
      "logicalTypeOptions.maxProperties",
      "logicalTypeOptions.maximum",
      "logicalTypeOptions.minItems",
      "logicalTypeOptions.minLength",
      "logicalTypeOptions.minProperties",
      "logicalTypeOptions.minimum",
      "logicalTypeOptions.multipleOf",
      "logicalTypeOptions.pattern",
      "logicalTypeOptions.required",
      "logicalTypeOptions.timezone",
      "logicalTypeOptions.uniqueItems",
      "partitionKeyPosition",
      "partitioned",
      "physicalName",
      "primaryKeyPosition",
      "relationships",
      "transformDescription",
      "transformLogic",
      "transformSourceObjects",
    ],
  },
  SchemaElement: {
    consent: ["customProperties", "name", "physicalType"],
    harmless: ["authoritativeDefinitions", "businessName", "description", "id", "synonyms", "tags"],
  },
  SchemaItemProperty: { consent: ["properties"] },
  SchemaObject: {
    consent: ["properties"],
    weakening: ["physicalName"],
    harmless: ["context", "dataGranularityDescription", "logicalType", "quality", "relationships"],
  },
  Server: {
    weakening: ["type"],
    harmless: ["customProperties", "description", "environment", "id", "roles", "server"],
  },
  "ServerSource/ApiServer": { harmless: ["location"] },
  "ServerSource/AthenaServer": {
    weakening: ["schema"],
    harmless: ["catalog", "regionName", "stagingDir", "workgroup"],
  },
  "ServerSource/AzureServer": { harmless: ["delimiter", "format", "location"] },
  "ServerSource/BigQueryServer": { harmless: ["dataset", "project"] },
  "ServerSource/ClickHouseServer": { weakening: ["database", "host", "port"] },
  "ServerSource/CustomServer": {
    weakening: ["database", "host", "port", "schema"],
    harmless: [
      "account",
      "catalog",
      "dataset",
      "delimiter",
      "endpointUrl",
      "format",
      "location",
      "path",
      "project",
      "region",
      "regionName",
      "serviceName",
      "stagingDir",
      "stream",
      "warehouse",
    ],
  },
  "ServerSource/DatabricksServer": { weakening: ["host", "schema"], harmless: ["catalog"] },
  "ServerSource/DenodoServer": { weakening: ["database", "host", "port"] },
  "ServerSource/DremioServer": { weakening: ["host", "port", "schema"] },
  "ServerSource/DuckdbServer": { weakening: ["database", "schema"] },
  "ServerSource/GlueServer": { weakening: ["database"], harmless: ["account", "format", "location"] },
  "ServerSource/GoogleCloudSqlServer": { weakening: ["database", "host", "port", "schema"] },
  "ServerSource/HiveServer": { weakening: ["database", "host", "port"] },
  "ServerSource/IBMDB2Server": { weakening: ["database", "host", "port", "schema"] },
  "ServerSource/ImpalaServer": { weakening: ["database", "host", "port"] },
  "ServerSource/InformixServer": { weakening: ["database", "host", "port"] },
  "ServerSource/KafkaServer": { weakening: ["host"], harmless: ["format"] },
  "ServerSource/KinesisServer": { harmless: ["format", "region"] },
  "ServerSource/LocalServer": { harmless: ["format", "path"] },
  "ServerSource/MySqlServer": { weakening: ["database", "host", "port"] },
  "ServerSource/OracleServer": { weakening: ["host", "port"], harmless: ["serviceName"] },
  "ServerSource/PostgresServer": { weakening: ["database", "host", "port", "schema"] },
  "ServerSource/PrestoServer": { weakening: ["host", "schema"], harmless: ["catalog"] },
  "ServerSource/PubSubServer": { harmless: ["project"] },
  "ServerSource/RedshiftServer": {
    weakening: ["database", "host", "schema"],
    harmless: ["account", "region"],
  },
  "ServerSource/S3Server": { harmless: ["delimiter", "endpointUrl", "format", "location"] },
  "ServerSource/SftpServer": { harmless: ["delimiter", "format", "location"] },
  "ServerSource/SnowflakeServer": {
    weakening: ["database", "host", "port", "schema"],
    harmless: ["account", "warehouse"],
  },
  "ServerSource/SqlserverServer": { weakening: ["database", "host", "port", "schema"] },
  "ServerSource/SynapseServer": { weakening: ["database", "host", "port"] },
  "ServerSource/TrinoServer": { weakening: ["host", "port", "schema"], harmless: ["catalog"] },
  "ServerSource/VerticaServer": { weakening: ["database", "host", "port", "schema"] },
  "ServerSource/ZenServer": { weakening: ["database", "host", "port"] },
  ServiceLevelAgreementProperty: {
    harmless: [
      "description",
      "driver",
      "element",
      "id",
      "property",
      "schedule",
      "scheduler",
      "unit",
      "value",
      "valueExt",
    ],
  },
  SupportItem: {
    harmless: ["channel", "customProperties", "description", "id", "invitationUrl", "scope", "tool", "url"],
  },
  // v3.1+'s team object; v3.0.x names its member item Team (username, role, dateIn, dateOut, ...).
  Team: {
    "who-consents": [
      "authoritativeDefinitions",
      "customProperties",
      "dateIn",
      "dateOut",
      "description",
      "id",
      "members",
      "name",
      "replacedByUsername",
      "role",
      "tags",
      "username",
    ],
  },
  TeamMember: {
    "who-consents": [
      "authoritativeDefinitions",
      "customProperties",
      "dateIn",
      "dateOut",
      "description",
      "id",
      "name",
      "replacedByUsername",
      "role",
      "tags",
      "username",
    ],
  },
};

/** Every ODCS key as `Def.key` (`(document)` keys bare): the form the governed-keys test enumerates. */
export const ODCS_KEYS: Readonly<Record<string, KeyClass>> = Object.fromEntries(
  Object.entries(ODCS_BY_DEFINITION).flatMap(([definition, classes]) =>
    Object.entries(classes).flatMap(([kind, keys]) =>
      (keys ?? []).map((key) => [
        definition === "(document)"
          ? key
          : key.startsWith("[")
            ? `${definition}${key}`
            : `${definition}.${key}`,
        kind as KeyClass,
      ]),
    ),
  ),
);

/** The custom properties contract-sync reads from an ODCS file (contracts/odcs.ts CUSTOM), by name. */
export const ODCS_CUSTOM_KEYS: Readonly<Record<(typeof CUSTOM)[keyof typeof CUSTOM], KeyClass>> = {
  [CUSTOM.resourceName]: "weakening",
  [CUSTOM.resourceNames]: "weakening",
  [CUSTOM.enforcementLevel]: "weakening",
  [CUSTOM.restrictPii]: "consent",
  [CUSTOM.owner]: "who-consents",
  [CUSTOM.consumers]: "harmless",
  [CUSTOM.unversioned]: "harmless",
  [CUSTOM.logical]: "consent",
  [CUSTOM.alias]: "consent",
  [CUSTOM.constraints]: "consent",
  // A deprecation's sunset lets a field or object go without an owner's approval from that day on.
  [CUSTOM.deprecation]: "consent",
  // As the native keys: a lower mode, or a line that starts later, is PROTECTION_WEAKENED.
  [CUSTOM.compatibility]: "weakening",
  [CUSTOM.compatibilityLine]: "weakening",
};
