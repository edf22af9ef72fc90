export const id = 6890;
export const ids = [6890];
export const modules = {

/***/ 89750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bi: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.Bi),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   o4: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.o4),
/* harmony export */   y7: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.y7)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64204);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59304);
/* harmony import */ var _yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61830);




/** Reads the config file from a version of the repository (a commit, or the working tree). */
async function loadConfig(files, path = _config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG_PATH */ .Bi) {
    const { text, problem } = await (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .readWithinLimit */ .Vk)(files, path, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.configBytes, "the config file");
    if (problem) {
        const config = { ...(0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)(), file: path };
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [problem], found: true };
    }
    if (text === undefined) {
        const config = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)();
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [], found: false };
    }
    const { config, diagnostics } = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConfig */ .o4)(text, path);
    return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics, found: true };
}


/***/ }),

/***/ 60316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ locateField),
/* harmony export */   T2: () => (/* binding */ withExistingLines),
/* harmony export */   fi: () => (/* binding */ locateViolations)
/* harmony export */ });
/**
 * The file and line a dotted field path points at: the deepest node of the path
 * the asset has (a missing field points at its parent, a missing top-level
 * field at the statement that dropped it, else at the asset's declaration). List elements and map values have no
 * line of their own and take their field's.
 */
function locateField(asset, path) {
    let place = { file: asset.file, line: asset.line };
    const top = path.split(".")[0] ?? "";
    const drop = asset.dropped && Object.hasOwn(asset.dropped, top) ? asset.dropped[top] : undefined;
    if (drop && !asset.schema.fields?.some((field) => field.name === top))
        return { ...drop };
    let node = asset.schema;
    for (const name of path ? path.split(".") : []) {
        const next = node?.fields?.find((field) => field.name === name);
        if (!next)
            break;
        if (next.line !== undefined)
            place = { file: next.file ?? place.file, line: next.line };
        node = next.type === "union" ? (next.fields?.find((variant) => variant.type !== "null") ?? next) : next;
    }
    return place;
}
function locateViolations(asset, violations) {
    return violations.map((violation) => ({ ...violation, ...locateField(asset, violation.field) }));
}
/**
 * Every reported line must exist: a (file, line) pair whose file is not in the
 * head commit, or whose line is past its end, or a line with no file at all,
 * loses its line and keeps its file. A wrong line is worse than none.
 * Returns a new report; the one given is left as it is.
 */
async function withExistingLines(report, files) {
    const counts = new Map();
    const lineCount = (file) => {
        let count = counts.get(file);
        if (!count) {
            count = files.readText(file).then((text) => text === undefined || text === ""
                ? 0
                : text.replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/).length, () => 0);
            counts.set(file, count);
        }
        return count;
    };
    const kept = async (file, line) => line === undefined ||
        (file !== undefined && Number.isInteger(line) && line >= 1 && line <= (await lineCount(file)))
        ? line
        : undefined;
    const each = (items, f) => Promise.all(items.map(f));
    return {
        ...report,
        checks: await each(report.checks, async (check) => ({
            ...check,
            violations: await each(check.violations, async (v) => ({
                ...v,
                line: await kept(v.file ?? check.file, v.line),
            })),
        })),
        uncontracted: await each(report.uncontracted, async (asset) => ({
            ...asset,
            changes: await each(asset.changes, async (c) => ({
                ...c,
                line: await kept(c.file ?? asset.file, c.line),
            })),
        })),
        unreadable: await each(report.unreadable, async (file) => ({
            ...file,
            diagnostics: await each(file.diagnostics, async (d) => ({ ...d, line: await kept(file.file, d.line) })),
        })),
    };
}


/***/ }),

/***/ 61441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y0: () => (/* reexport */ RULES),
  Iu: () => (/* reexport */ RULE_IDS),
  tK: () => (/* reexport */ RULE_REFERENCE_PAGE),
  tm: () => (/* reexport */ canPreExist),
  tQ: () => (/* reexport */ counts),
  mC: () => (/* reexport */ findingLine),
  g0: () => (/* reexport */ fingerprinted),
  UE: () => (/* reexport */ violationRule)
});

// UNUSED EXPORTS: RULE_ATTRIBUTION, ruleInfo

;// CONCATENATED MODULE: ./src/rules/attribution.ts
const RULE_ATTRIBUTION = {
    // Protection and versions: what the pull request takes away or changes.
    PROTECTION_WEAKENED: "change",
    CONFIG_CHANGED: "change",
    OWNER_APPROVAL_REQUIRED: "change",
    CONTRACT_VERSION_NOT_BUMPED: "change",
    // Checks that could not be made.
    CONFIG_INVALID: "base",
    CONTRACT_INVALID: "base",
    SCHEMA_UNREADABLE: "base",
    CONTRACT_POINTS_AT_NO_ASSET: "base",
    // The pull request's merge with its base branch: a relation of the two, never of the base alone.
    MERGE_CONFLICT: "change",
    // Found from the pull request's own rename of a file (`git diff -M`) whose asset the base reads
    // under the old name: the base's side of it, a contract naming an asset no base file yields, is
    // CONTRACT_POINTS_AT_NO_ASSET's (and a pull request editing the moved file is not blamed for it).
    ASSET_MOVED: "change",
    WAIVERS_INVALID: "base",
    WAIVER_STALE: "listed",
    // The base asset against the base's contract (sync/check/existing-debt.ts).
    MISSING_REQUIRED_PROPERTY: "base",
    MISSING_OPTIONAL_PROPERTY: "base",
    INCOMPATIBLE_TYPE: "base",
    REQUIRED_PROPERTY_NOW_OPTIONAL: "base",
    ENUM_VALUE_REMOVED: "base",
    CONSTRAINT_VIOLATION: "base",
    PII_FIELD_ADDED: "base",
    OTHER_VIOLATION: "base",
    // A field missing at the head that the head carries under another name: a relation of base and head.
    PROBABLE_RENAME: "change",
    // A diff of the base and the head.
    UNCONTRACTED_BREAKING_CHANGE: "change",
    UNREADABLE_FILE: "base",
};
/** Whether a rule's finding can be existing debt (the base can have it alike). */
function canPreExist(rule) {
    return RULE_ATTRIBUTION[rule] === "base";
}

;// CONCATENATED MODULE: ./src/rules/contract-violation.ts
/** An asset's schema breaks its contract: the violation types of the compliance check (endpoint 6). */
const CONTRACT_VIOLATION_RULES = {
    MISSING_REQUIRED_PROPERTY: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Required field missing",
        help: "A field the contract requires is missing from the asset. Add the field back, or change the contract in the same pull request.",
        anchor: "rule-missing_required_property",
    },
    MISSING_OPTIONAL_PROPERTY: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Optional field missing",
        help: "An optional field of the contract is missing from the asset. Add it back, or drop it from the contract.",
        anchor: "rule-missing_optional_property",
    },
    INCOMPATIBLE_TYPE: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Incompatible type",
        help: "The field's type narrows or changes the contract's type, so readers of the old data break. Widenings such as int32 to int64 pass.",
        anchor: "rule-incompatible_type",
    },
    REQUIRED_PROPERTY_NOW_OPTIONAL: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Required field now optional",
        help: "A field the contract requires became optional (nullable). Readers that rely on a value break. Make it required again, or change the contract.",
        anchor: "rule-required_property_now_optional",
    },
    ENUM_VALUE_REMOVED: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Enum value removed",
        help: "An enum symbol of the contract was removed from the asset. Keep the symbol, or change the contract.",
        anchor: "rule-enum_value_removed",
    },
    CONSTRAINT_VIOLATION: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Constraint broken",
        help: "The field breaks a constraint of the contract (length, precision, scale, fixed size). Capacity may grow, never shrink.",
        anchor: "rule-constraint_violation",
    },
    PII_FIELD_ADDED: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Personal data added",
        help: "A field that looks like personal data was added to an asset whose contract restricts PII. Remove it, or rename it if it is not personal data.",
        anchor: "rule-pii_field_added",
    },
    OTHER_VIOLATION: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Other contract violation",
        help: "The service reported a violation type this version of contract-sync does not know (a newer service); its message says what is wrong.",
        anchor: "rule-other_violation",
    },
};
/** The rule of a violation the service reported: its type, or OTHER_VIOLATION for one this version does not know. */
function violationRule(violationType) {
    return Object.hasOwn(CONTRACT_VIOLATION_RULES, violationType)
        ? violationType
        : "OTHER_VIOLATION";
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/rules/fail-closed.ts
/** A check that could not be made: a finding, never a pass. */
const FAIL_CLOSED_RULES = {
    CONFIG_INVALID: {
        category: "fail-closed",
        defaultLevel: "BLOCK",
        title: "Invalid configuration",
        help: "The head's configuration has an error (unknown key, unknown source type, bad glob): what cannot be read cannot be enforced after the merge. Fix the key the finding points at.",
        anchor: "rule-config_invalid",
    },
    CONTRACT_INVALID: {
        category: "fail-closed",
        defaultLevel: "BLOCK",
        title: "Invalid contract file",
        help: "A contract file is invalid: one the pull request adds or changes (whatever level it declares), or one the base commit cannot read when the pull request changes an asset it names (at the level it states; otherwise existing debt, listed apart, not counted). Fix the key the finding points at.",
        anchor: "rule-contract_invalid",
    },
    SCHEMA_UNREADABLE: {
        category: "fail-closed",
        defaultLevel: "contract",
        title: "Contracted schema file unreadable",
        help: "A schema file the head cannot read held contracted assets at the base, or is new beside them (a migration of a contracted database, a file in the folder of a contracted record): what cannot be read cannot be verified, so it does not pass. Fix the file so it can be read.",
        anchor: "rule-schema_unreadable",
    },
    CONTRACT_POINTS_AT_NO_ASSET: {
        category: "fail-closed",
        defaultLevel: "contract",
        title: "Contract points at no asset",
        help: "A contract the pull request adds or changes names an asset under a source the repository produces, but no file yields it: it enforces nothing. Fix the resource name (the nearest existing names are suggested).",
        anchor: "rule-contract_points_at_no_asset",
    },
    MERGE_CONFLICT: {
        category: "fail-closed",
        defaultLevel: "BLOCK",
        title: "Merge conflict with the base branch",
        help: "The pull request does not merge cleanly into its base branch, so what the base would hold after the merge cannot be checked. Rebase on the base branch (or merge it in), resolve the conflicts and push again.",
        anchor: "rule-merge_conflict",
    },
    ASSET_MOVED: {
        category: "fail-closed",
        defaultLevel: "contract",
        title: "Asset moved",
        help: "A schema file was renamed so its asset's resource name changed, while its contract names the old one. Set dataAssetResourceName in the contract to the new name in the same pull request.",
        anchor: "rule-asset_moved",
    },
};

;// CONCATENATED MODULE: ./src/rules/protection.ts
/** What the pull request takes away from the base's protection (the base is trusted). */
const PROTECTION_RULES = {
    PROTECTION_WEAKENED: {
        category: "protection-weakened",
        defaultLevel: "contract",
        title: "Protection weakened",
        help: "The pull request deletes a contract, lowers its enforcementLevel, moves its status out of force, renames its file out of the base's contracts globs, points it away from an asset it governs, adds a weaker second contract on a governed asset, or changes the configuration so a contracted asset or a contract file is no longer read. It counts at the level the contract had (or as the base's `protect` says); its owner should approve.",
        anchor: "rule-protection_weakened",
    },
    CONFIG_CHANGED: {
        category: "protection-weakened",
        defaultLevel: "INACTIVE",
        title: "Configuration changed",
        help: "The pull request changes the configuration. The check enforced the base's configuration; the change applies after the merge. Listed, not counted.",
        anchor: "rule-config_changed",
    },
    OWNER_APPROVAL_REQUIRED: {
        category: "protection-weakened",
        defaultLevel: "contract",
        title: "Owner approval required",
        help: "The pull request weakens a contract's protection, changes a contract in a breaking way, or adds or extends a waiver: it passes once one of the contract's approvers (the contract's `approvers`, the configuration's `owners`, both read at the base) has approved its latest commit. The finding names who may approve; without a token that can read reviews, or in the CLI, it blocks. Once approved it is listed as approved, not counted.",
        anchor: "rule-owner_approval_required",
    },
};

;// CONCATENATED MODULE: ./src/rules/renames.ts
/** A field the contract names is gone and another seems to carry it (docs/intended-changes.md "Renames: the safe route"). */
const RENAME_RULES = {
    PROBABLE_RENAME: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Probable rename",
        help: "A field the contract names is gone and another took its place: the same type at the same place, an Avro alias, a Protobuf field keeping its number, or a SQL `RENAME COLUMN`. Reported instead of the missing field, with the safe route for the format. Readers of the old name break, so it counts at the contract's level, unless the format carries both names (a Protobuf field keeping its number and its JSON name: listed, not counted).",
        anchor: "rule-probable_rename",
    },
};

;// CONCATENATED MODULE: ./src/rules/uncontracted.ts
/** Changes no contract covers: shown so a reviewer sees them, never counted in the verdict. */
const UNCONTRACTED_RULES = {
    UNCONTRACTED_BREAKING_CHANGE: {
        category: "uncontracted",
        defaultLevel: "ALERT",
        title: "Breaking change without a contract",
        help: "An asset without a contract, or a field its contract does not name or pin, changed in a way that breaks its readers (a field removed, a type narrowed: text to varchar(32)). Nothing enforces it; a contract never hides it. Consider a contract (or the field in the contract).",
        anchor: "rule-uncontracted_breaking_change",
    },
    UNREADABLE_FILE: {
        category: "uncontracted",
        defaultLevel: "ALERT",
        title: "Unreadable file",
        help: "A schema, contract or config file of the change could not be read, so it could not be checked; no contract depends on it. Fix the file.",
        anchor: "rule-unreadable_file",
    },
};

;// CONCATENATED MODULE: ./src/rules/versions.ts
/** The version rule (docs/intended-changes.md "Intended changes"): a change of a contract raises its version as semver says. */
const VERSION_RULES = {
    CONTRACT_VERSION_NOT_BUMPED: {
        category: "protection-weakened",
        defaultLevel: "BLOCK",
        title: "Contract version not bumped",
        help: "The pull request changes a contract in force without raising its version as semver says: a breaking change (a field removed, narrowed or made required, a guarantee lowered) needs a new major version, BLOCK; an additive change (a field added, a bound widened) a new minor version, ALERT; a version lowered or removed is BLOCK. The finding gives the version to write, at the contract's version line (a review suggestion when GitHub allows one there).",
        anchor: "rule-contract_version_not_bumped",
    },
};

;// CONCATENATED MODULE: ./src/rules/waivers.ts
/** The waiver ledger (docs/intended-changes.md "Intended changes"): what it cannot waive, and what it waives no more. */
const WAIVER_RULES = {
    WAIVERS_INVALID: {
        category: "fail-closed",
        defaultLevel: "BLOCK",
        title: "Invalid waiver ledger",
        help: "The waiver ledger cannot be read (a missing reason, an unknown rule, no such date, a typo in a key): at the base it waives nothing until fixed, and what it meant to waive counts; an error the pull request writes or worsens blocks it, one the base has alike is existing debt. Fix the entry the finding points at.",
        anchor: "rule-waivers_invalid",
    },
    WAIVER_STALE: {
        category: "fail-closed",
        defaultLevel: "INACTIVE",
        title: "Stale waiver",
        help: "A waiver in force matches no finding of this check: the break it accepted is gone or was never there. Listed, not counted; remove it from the ledger.",
        anchor: "rule-waiver_stale",
    },
};

;// CONCATENATED MODULE: ./src/rules/table.ts







/**
 * Every rule of the check, in the order the rule reference (docs/reference/rules.md) lists them. Adding a rule means a row in one
 * family's table; the `satisfies` makes a rule without help or category a compile error.
 */
const RULES = {
    ...PROTECTION_RULES,
    ...VERSION_RULES,
    ...FAIL_CLOSED_RULES,
    ...WAIVER_RULES,
    ...CONTRACT_VIOLATION_RULES,
    ...RENAME_RULES,
    ...UNCONTRACTED_RULES,
};
const RULE_IDS = Object.keys(RULES);
function ruleInfo(rule) {
    return RULES[rule];
}

;// CONCATENATED MODULE: ./src/rules/finding.ts


/**
 * Whether a finding counts in the verdict and the violation count: changes outside contracts and
 * existing debt (already at the base) and waived findings (accepted in the ledger) only show.
 */
function counts(finding) {
    return (finding.level !== "INACTIVE" &&
        RULES[finding.rule].category !== "uncontracted" &&
        !finding.existingDebt &&
        !finding.waiver);
}
/**
 * Fingerprints of a list: a hash of rule, asset (the file when there is none), contract, field,
 * what the contract expects (two constraints of one field are two findings) and the subject. No line and no text of
 * the pull request beyond those names; findings still alike are told apart by their order.
 */
function fingerprinted(findings) {
    const seen = new Map();
    return findings.map((finding) => {
        const identity = JSON.stringify([
            finding.rule,
            finding.asset ?? finding.file ?? "",
            finding.contract?.id ?? finding.contract?.name ?? "",
            finding.field ?? "",
            finding.expected ?? "",
            // Appended only when set: the fingerprints of findings without one do not move.
            ...(finding.subject === undefined ? [] : [finding.subject]),
        ]);
        const nth = seen.get(identity) ?? 0;
        seen.set(identity, nth + 1);
        const fingerprint = (0,external_node_crypto_.createHash)("sha256")
            .update(nth === 0 ? identity : `${identity}#${nth}`)
            .digest("hex");
        return { ...finding, fingerprint };
    });
}
/** The finding on one line, for formats with a single text (SARIF message, GitLab description, JUnit). */
function findingLine(finding) {
    const subject = finding.asset ?? finding.file;
    return `${subject ? `${subject}: ` : ""}${finding.title}: ${finding.message}`;
}

;// CONCATENATED MODULE: ./src/rules/rule-info.ts
/** The rule reference page, generated from the rule table (`npm run docs`); SARIF links each rule's row. */
const RULE_REFERENCE_PAGE = "docs/reference/rules.md";

;// CONCATENATED MODULE: ./src/rules/index.ts







/***/ }),

/***/ 4630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ removedAssetInput),
/* harmony export */   i: () => (/* binding */ toAssetInput)
/* harmony export */ });
/* harmony import */ var _schema_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52442);

/** A read asset as endpoints 6 and 7 take it (the tree without source lines). */
function toAssetInput(asset, schema = (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_0__/* .toWireNode */ .zN)(asset.schema)) {
    return {
        source_type: asset.sourceType,
        data_asset_resource_name: {
            source_type: asset.sourceType,
            data_source: asset.dataSource,
            path: asset.path,
        },
        schema,
    };
}
/**
 * An asset that the head no longer has (file deleted, table dropped, message
 * removed) is checked as an empty struct: its contract then reports every
 * required field as missing, which is what its readers will see.
 */
function removedAssetInput(asset) {
    return toAssetInput(asset, { type: "struct", name: asset.schema.name, fields: [] });
}


/***/ }),

/***/ 5776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oY: () => (/* binding */ SourceMap),
  Wu: () => (/* binding */ classifyChanges),
  et: () => (/* binding */ readAssetVersions),
  Nu: () => (/* binding */ readRepository),
  Af: () => (/* binding */ readRepositoryAssets),
  R0: () => (/* binding */ readTargets)
});

// EXTERNAL MODULE: ./src/schema/index.ts + 21 modules
var schema = __webpack_require__(13706);
// EXTERNAL MODULE: ./src/api/resources.ts + 1 modules
var resources = __webpack_require__(83114);
// EXTERNAL MODULE: ./src/api/storable.ts
var storable = __webpack_require__(57360);
// EXTERNAL MODULE: ./src/outcome/locate.ts
var locate = __webpack_require__(60316);
// EXTERNAL MODULE: ./src/sync/assets.ts
var sync_assets = __webpack_require__(4630);
;// CONCATENATED MODULE: ./src/sync/storable-assets.ts




/**
 * The assets the service can store, and a diagnostic at the file and line of each
 * other one: a schema file of a pull request may name a field with U+0000 or with
 * 300 characters, which the service refuses (400). Sent as it is, the whole check
 * would fail; left out with a diagnostic, it is that file's finding (an unreadable
 * file: fail closed when a contract held its assets) and the rest is checked.
 */
function storableAssets(assets) {
    const kept = [];
    const diagnostics = [];
    for (const asset of assets) {
        const input = (0,sync_assets/* toAssetInput */.i)(asset);
        const refusal = refusalOf(input);
        if (!refusal) {
            kept.push(asset);
            continue;
        }
        const field = fieldPath(input.schema, refusal.path);
        const place = (0,locate/* locateField */.Dz)(asset, field?.located ?? "");
        diagnostics.push({
            file: place.file,
            line: place.line,
            severity: "error",
            message: `${asset.resourceName} ${field ? `field ${field.shown}` : refusal.path.map(String).join(".")}: ${refusal.message}; the service cannot store it`,
        });
    }
    return { assets: kept, diagnostics };
}
function refusalOf(input) {
    const text = (0,storable/* unstorableText */.l)(input);
    if (text)
        return text;
    const parsed = resources/* AssetInput */.Hh.safeParse(input);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    return issue ? { path: issue.path, message: issue.message } : undefined;
}
/** The dotted field path a `schema/fields/3/fields/0/...` path points into, if any: to locate, and to show. */
function fieldPath(schema, path) {
    if (path[0] !== "schema")
        return undefined;
    const names = [];
    const shown = [];
    let node = schema;
    for (let i = 1; i + 1 < path.length && path[i] === "fields"; i += 2) {
        node = node?.fields?.[Number(path[i + 1])];
        if (!node)
            break;
        const name = node.name ?? "";
        names.push(name);
        // A name may be the very problem (300 characters): shown short.
        shown.push(name.length > 64 ? `${name.slice(0, 64)}... (${name.length} characters)` : name);
    }
    return names.length > 0 ? { located: names.join("."), shown: shown.join(".") } : undefined;
}

;// CONCATENATED MODULE: ./src/sync/changes.ts


/** How paths map to source types and data sources: the config's rules, else file endings. */
class SourceMap {
    rules;
    fallbackDataSource;
    withoutConfig;
    /**
     * @param withoutConfig where migration folders are when the repository has no config file
     *   (`sharedFolderRule` over its files); with one, only `migrations: true` rules make them.
     */
    constructor(rules, fallbackDataSource = (0,schema.defaultDataSource)(), withoutConfig = () => undefined) {
        this.rules = rules;
        this.fallbackDataSource = fallbackDataSource;
        this.withoutConfig = withoutConfig;
    }
    /** The read target a changed path belongs to, or undefined when no reader reads it. Keeps no state. */
    targetOf(path) {
        if (this.rules.isIgnored(path) || this.rules.isContractFile(path))
            return undefined;
        const match = this.rules.sourceMatch(path);
        const sourceType = match?.rule.type ?? (0,schema.detectSourceType)(path);
        if (!sourceType)
            return undefined;
        const withConfig = this.rules.config.file !== undefined;
        // The one migration-folder rule (src/schema planReads): the config's, else the shared-folder one.
        const folder = withConfig
            ? match?.rule.migrations
                ? match.readPath
                : undefined
            : this.withoutConfig(path, sourceType);
        return {
            path: folder ?? path,
            sourceType,
            dataSource: this.dataSourceOf(path),
            views: this.rules.viewsFor(path),
            ruleFolder: folder !== undefined && folder !== path && withConfig,
        };
    }
    /**
     * How the readers name and read `targets` (made by `targetOf`): their data sources, views and
     * migration folders' files; a path that is no target's, by its own rule.
     */
    readOptions(targets) {
        const byPath = new Map();
        for (const target of targets)
            if (target)
                byPath.set(target.path, target);
        return {
            dataSourceOf: (path) => byPath.get(path)?.dataSource ?? this.dataSourceOf(path),
            viewsOf: (path) => byPath.get(path)?.views === true || this.rules.viewsFor(path),
            membersOf: (path) => byPath.get(path)?.ruleFolder ? (file) => this.rules.sourceMatch(file)?.readPath === path : undefined,
        };
    }
    /** The data source of a file by its rule, else the fallback. */
    dataSourceOf(path) {
        return this.rules.dataSourceFor(path) ?? this.fallbackDataSource;
    }
}
/** Sorts changed files; a rename is read at its old path at the base and its new path at the head. */
function classifyChanges(changed, rules, sources) {
    const contractFiles = [];
    const schemaFiles = [];
    const baseTargets = [];
    const headTargets = [];
    for (const file of changed) {
        const basePath = file.previousPath ?? file.path;
        if (rules.isContractFile(file.path) || (file.previousPath && rules.isContractFile(file.previousPath))) {
            contractFiles.push(file);
            continue;
        }
        const headTarget = sources.targetOf(file.path);
        const baseTarget = sources.targetOf(basePath);
        if (!headTarget && !baseTarget)
            continue;
        schemaFiles.push(file);
        // A migration folder is read whole at both ends, whichever of its files changed:
        // an added migration changes tables that the base already had.
        const folder = (t, own) => t !== undefined && t.path !== own;
        if (file.status !== "deleted" || folder(headTarget, file.path))
            headTargets.push(headTarget);
        if (file.status !== "added" || folder(baseTarget, basePath))
            baseTargets.push(baseTarget);
    }
    return {
        contractFiles,
        schemaFiles,
        baseTargets: (0,schema.uniqueTargets)(baseTargets),
        headTargets: (0,schema.uniqueTargets)(headTargets),
    };
}
/** Reads the changed schema files at both ends of the range, each through its revision's files. */
async function readAssetVersions(git, base, head, changes, sources) {
    const baseFiles = git.filesAt(base);
    const headFiles = git.filesAt(head);
    // One `git cat-file --batch` per revision instead of one process per changed file.
    const changedPaths = changes.schemaFiles.flatMap((f) => f.previousPath ? [f.previousPath, f.path] : [f.path]);
    await Promise.all([baseFiles.prefetch?.(changedPaths), headFiles.prefetch?.(changedPaths)]);
    // Together: a migration folder the pull request only adds migrations to is replayed once.
    const { base: baseRead, head: headRead } = await (0,schema.readAssetVersionPairs)({
        targets: changes.baseTargets,
        options: { files: baseFiles, ...sources.readOptions(changes.baseTargets) },
    }, {
        targets: changes.headTargets,
        options: { files: headFiles, ...sources.readOptions(changes.headTargets) },
    });
    const storableBase = storableAssets(baseRead.assets);
    const storableHead = storableAssets(headRead.assets);
    return {
        base: storableBase.assets,
        head: storableHead.assets,
        headDiagnostics: [...headRead.diagnostics, ...storableHead.diagnostics],
        baseDiagnostics: [...baseRead.diagnostics, ...storableBase.diagnostics],
    };
}
/**
 * Every asset of one version of the repository (all files a reader reads), for what a diff
 * does not name; with `onlyTargets`, the assets of those read targets only.
 */
async function readRepositoryAssets(files, sources, onlyTargets) {
    // No target to read (a push that changed no schema file): no walk of every file of the repository.
    if (onlyTargets?.size === 0)
        return [];
    return (await readRepository(files, sources, (target) => !onlyTargets || onlyTargets.has(target.path)))
        .assets;
}
/** The assets and diagnostics of the read targets of one version of the repository that `accept` keeps. */
async function readRepository(files, sources, accept = () => true) {
    const targets = (0,schema.uniqueTargets)((await files.listAll()).map((path) => {
        const target = sources.targetOf(path);
        return target && accept(target) ? target : undefined;
    }));
    return readTargetsWithDiagnostics(files, sources, targets);
}
/** The storable assets of these read targets (what cannot be stored is left out). */
async function readTargets(files, sources, targets) {
    return (await readTargetsWithDiagnostics(files, sources, targets)).assets;
}
async function readTargetsWithDiagnostics(files, sources, targets) {
    const read = await (0,schema.readAssets)(targets, { files, ...sources.readOptions(targets) });
    // Whole-repository reads (init, the embedded service's base assets) leave out what cannot be stored.
    const storable = storableAssets(read.assets);
    return { assets: storable.assets, diagnostics: [...read.diagnostics, ...storable.diagnostics] };
}


/***/ }),

/***/ 28896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V4: () => (/* binding */ parseWaiverLedger),
/* harmony export */   kQ: () => (/* binding */ DEFAULT_WAIVER_FILE)
/* harmony export */ });
/* unused harmony export WaiverLedgerFile */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55156);
/* harmony import */ var _config_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59304);
/* harmony import */ var _config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61830);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61441);




/** Where the ledger lives unless the configuration names another file. */
const DEFAULT_WAIVER_FILE = ".github/contract-waivers.yml";
/** How many waivers one ledger may hold: a ledger is read on every check. */
const MAX_WAIVERS = 1_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * One accepted finding: named by its fingerprint (as the comment prints it, at least its first
 * 12 hex digits) or by rule and asset (and field), with why, who approved and until when.
 */
const WaiverEntry = zod__WEBPACK_IMPORTED_MODULE_3__.strictObject({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .regex(/^[0-9a-f]{12,64}$/, "12 to 64 lowercase hex digits, as the comment prints them")
        .optional()
        .describe("The finding's fingerprint, or its first 12 or more hex digits."),
    rule: zod__WEBPACK_IMPORTED_MODULE_3__["enum"](_rules_index_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE_IDS */ .Iu)
        .optional()
        .describe("With asset (and field): the findings of this rule on that asset."),
    asset: zod__WEBPACK_IMPORTED_MODULE_3__.string().min(1).optional().describe("Resource name of the asset the finding is on."),
    field: zod__WEBPACK_IMPORTED_MODULE_3__.string().optional().describe("Dotted field path; without it, every field of the asset."),
    contract: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "a contract id (a UUID)")
        .optional()
        .describe("Id of the contract whose finding it is: only that contract's findings match, and the waiver is published with it."),
    expected: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .max(1_000)
        .optional()
        .describe("The change it accepts: what the contract expects, as the finding says it (its `expected`). With `actual`, a different break of the same field is not waived."),
    actual: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .max(1_000)
        .optional()
        .describe("The change it accepts: what the asset has instead, as the finding says it (its `actual`). A finding with another `actual` is not waived."),
    reason: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .min(10, "say why the break is accepted (10 characters or more)")
        .max(2_000)
        .describe("Why the break is accepted: shown beside the finding, published with the contract."),
    approvedBy: zod__WEBPACK_IMPORTED_MODULE_3__.union([zod__WEBPACK_IMPORTED_MODULE_3__.string().min(1), zod__WEBPACK_IMPORTED_MODULE_3__.array(zod__WEBPACK_IMPORTED_MODULE_3__.string().min(1)).min(1)])
        .describe("GitHub login(s) or team(s) (org/team) of the contract's owners who accepted it."),
    expires: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .regex(DATE, "a date as YYYY-MM-DD")
        .describe("Last day the waiver holds (UTC); after it, the finding counts again."),
})
    .refine((entry) => entry.fingerprint !== undefined || (entry.rule !== undefined && entry.asset !== undefined), {
    message: "name the finding: fingerprint, or rule and asset (and field)",
});
const WaiverLedgerFile = zod__WEBPACK_IMPORTED_MODULE_3__.strictObject({
    waivers: zod__WEBPACK_IMPORTED_MODULE_3__.array(WaiverEntry).max(MAX_WAIVERS).describe("Accepted findings, each until its expiry."),
})
    .describe("contract-sync waivers (.github/contract-waivers.yml): findings a contract's owners accepted, why, and until when.");
/** 2026-02-30 matches the pattern but is no day: a day is one that reads back as itself. */
function isCalendarDate(date) {
    const time = Date.parse(`${date}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
/**
 * Parses the ledger. A ledger that does not parse waives nothing (its diagnostics say why);
 * the check fails closed on them rather than guessing which entries were meant.
 */
function parseWaiverLedger(text, file) {
    // Every pull request's ledger is read (its own is checked): bounded before the YAML is parsed.
    const tooBig = (0,_config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .sizeProblem */ .bi)(text, _config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.waiverLedgerBytes, file, "the waiver ledger");
    if (tooBig)
        return { waivers: [], diagnostics: [tooBig] };
    const { documents, diagnostics } = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .hN)(text, file);
    const [source] = documents;
    // A second document would be read by no one: entries someone believes apply, silently not.
    if (documents.length > 1)
        diagnostics.push({
            file,
            line: documents[1]?.line,
            severity: "error",
            message: "only one YAML document allowed: the entries after '---' would be read by no one",
        });
    if (diagnostics.some((d) => d.severity === "error") || !source)
        return { waivers: [], diagnostics };
    const expanded = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .documentValue */ .H5)(source);
    if (!expanded.ok)
        return { waivers: [], diagnostics: [...diagnostics, expanded.diagnostic] };
    if (expanded.value === null || expanded.value === undefined)
        return { waivers: [], diagnostics };
    const result = WaiverLedgerFile.safeParse(expanded.value);
    if (!result.success)
        return { waivers: [], diagnostics: [...diagnostics, ...(0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .zodDiagnostics */ .qV)(result.error, source)] };
    const invalidDate = result.data.waivers.findIndex((entry) => !isCalendarDate(entry.expires));
    if (invalidDate >= 0)
        return {
            waivers: [],
            diagnostics: [
                ...diagnostics,
                {
                    file,
                    line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .lineOf */ .cA)(source, ["waivers", invalidDate, "expires"]),
                    severity: "error",
                    message: `waivers[${invalidDate}].expires: no such date`,
                },
            ],
        };
    const waivers = result.data.waivers.map((entry, index) => ({
        ...entry,
        approvedBy: typeof entry.approvedBy === "string" ? [entry.approvedBy] : entry.approvedBy,
        line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .lineOf */ .cA)(source, ["waivers", index]),
    }));
    return { waivers, diagnostics };
}


/***/ })

};
