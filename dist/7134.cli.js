export const id = 7134;
export const ids = [7134,5960];
export const modules = {

/***/ 75960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   looksLikePyspark: () => (/* binding */ looksLikePyspark),
/* harmony export */   pysparkLanguage: () => (/* binding */ pysparkLanguage),
/* harmony export */   pysparkSchemas: () => (/* binding */ pysparkSchemas),
/* harmony export */   pysparkTypes: () => (/* binding */ pysparkTypes)
/* harmony export */ });
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39640);

const pysparkTypes = {
    primitives: {
        StringType: { type: "string" },
        VarcharType: { type: "string" },
        CharType: { type: "string" },
        BinaryType: { type: "bytes" },
        BooleanType: { type: "bool" },
        ByteType: { type: "int8" },
        ShortType: { type: "int16" },
        IntegerType: { type: "int32" },
        LongType: { type: "int64" },
        FloatType: { type: "float32" },
        DoubleType: { type: "float64" },
        DecimalType: { type: "decimal128", logical: "Decimal" },
        DateType: { type: "date32", logical: "Date" },
        TimestampType: { type: "timestamp64", logical: "Timestamp" },
        TimestampNTZType: { type: "timestamp64", logical: "Timestamp", constraints: { timezone: false } },
        DayTimeIntervalType: { type: "int64", logical: "Duration" },
        NullType: { type: "null" },
    },
    lists: new Set(),
    maps: new Set(),
    optionals: new Set(),
};
/**
 * PySpark: every top-level `name = StructType([...])` is an asset named after
 * its variable. StructField's `nullable` (default True) makes a field optional,
 * as `containsNull` / `valueContainsNull` (default True) make list elements and
 * map values optional. `metadata={"comment": ...}` is the field's doc. A
 * StructField whose type is another schema variable of the file nests it.
 * `StructType().add("a", StringType(), False).add(...)` chains read the same.
 */
const pysparkLanguage = {
    sourceType: "pyspark",
    extensions: [],
    grammar: "python",
    types: pysparkTypes,
    declarations: (root) => pysparkSchemas(root),
};
/** Cheap content sniff for a registry deciding between `python` and `pyspark` for a .py file. */
function looksLikePyspark(text) {
    return /\bpyspark\.sql\b/.test(text) && /\bStructType\s*\(/.test(text);
}
function pysparkSchemas(root) {
    const declarations = [];
    for (const statement of root.namedChildren) {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            continue;
        const name = assignment.childForFieldName("left");
        const value = assignment.childForFieldName("right");
        if (name?.type !== "identifier" || !value || !addChain(value).base)
            continue;
        declarations.push({
            kind: "struct",
            name: name.text,
            line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(assignment),
            fields: structFields(value),
            isAsset: !name.text.startsWith("_"),
            hasError: assignment.hasError,
        });
    }
    return declarations;
}
function isCallOf(node, name) {
    if (node.type !== "call")
        return false;
    const fn = node.childForFieldName("function")?.text ?? "";
    return fn === name || fn.endsWith(`.${name}`);
}
function argumentsOf(call) {
    const positional = [];
    const keywords = new Map();
    for (const argument of call.childForFieldName("arguments")?.namedChildren ?? []) {
        if (!argument || argument.type === "comment")
            continue;
        if (argument.type === "keyword_argument") {
            const key = argument.childForFieldName("name")?.text;
            const value = argument.childForFieldName("value");
            if (key && value)
                keywords.set(key, value);
        }
        else {
            positional.push(argument);
        }
    }
    return { positional, keywords };
}
/** `arg(1, "name")`: the positional argument at `index`, or the keyword argument `name`. */
function argument(args, index, name) {
    return args.keywords.get(name) ?? args.positional[index];
}
function structFields(call) {
    const { base, adds } = addChain(call);
    const list = base ? argument(argumentsOf(base), 0, "fields") : undefined;
    const fields = [];
    for (const item of list?.type === "list" ? list.namedChildren : []) {
        if (!item || !isCallOf(item, "StructField"))
            continue;
        const field = fieldOf(argumentsOf(item), item);
        if (field)
            fields.push(field);
    }
    // `.add("name", Type(), nullable, metadata)` or `.add(StructField(...))`, in call order.
    for (const call of adds) {
        const args = argumentsOf(call);
        // A chain is one expression: each field is at the line of its `.add`.
        const add = call.childForFieldName("function")?.childForFieldName("attribute") ?? call;
        const first = argument(args, 0, "field");
        const field = first && isCallOf(first, "StructField")
            ? fieldOf(argumentsOf(first), add)
            : fieldOf({
                positional: args.positional,
                keywords: new Map([...args.keywords].map(([key, value]) => [
                    key === "field" ? "name" : key === "data_type" ? "dataType" : key,
                    value,
                ])),
            }, add);
        if (field)
            fields.push(field);
    }
    return fields;
}
/** `StructType(...).add(...).add(...)`: the StructType call and the add calls, innermost first. */
function addChain(call) {
    const adds = [];
    let node = call;
    const unwrap = (n) => n?.type === "parenthesized_expression" ? n.namedChildren.find((c) => c?.type !== "comment") : n;
    node = unwrap(node);
    while (node?.type === "call") {
        const fn = node.childForFieldName("function");
        if (fn?.type === "attribute" && fn.childForFieldName("attribute")?.text === "add") {
            adds.unshift(node);
            node = unwrap(fn.childForFieldName("object"));
        }
        else
            break;
    }
    return { base: node && isCallOf(node, "StructType") ? node : undefined, adds };
}
/** A field from StructField-style arguments (name, dataType, nullable = True, metadata). */
function fieldOf(args, at) {
    const nameNode = argument(args, 0, "name");
    const typeNode = argument(args, 1, "dataType");
    if (!nameNode || !typeNode)
        return undefined;
    const nullable = argument(args, 2, "nullable")?.text !== "False";
    const doc = metadataComment(argument(args, 3, "metadata"));
    return {
        name: nameNode.type === "string" ? (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(nameNode.text) : nameNode.text,
        line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(at),
        type: typeExpr(typeNode),
        ...(nullable ? { optional: true } : {}),
        ...(doc ? { doc } : {}),
    };
}
function metadataComment(metadata) {
    for (const pair of metadata?.type === "dictionary" ? metadata.namedChildren : []) {
        const key = pair?.childForFieldName("key");
        const value = pair?.childForFieldName("value");
        if (key && value?.type === "string" && ["comment", "description"].includes((0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(key.text))) {
            return (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(value.text);
        }
    }
    return undefined;
}
function typeExpr(node) {
    const text = node.text;
    if (node.type === "identifier")
        return { kind: "named", name: text, args: [], text };
    if (node.type !== "call")
        return unknown(text);
    const fn = node.childForFieldName("function")?.text ?? "";
    const name = fn.slice(fn.lastIndexOf(".") + 1);
    const args = argumentsOf(node);
    switch (name) {
        case "StructType":
            return { kind: "inline", fields: structFields(node), text };
        case "ArrayType": {
            const element = argument(args, 0, "elementType");
            const elementType = element ? typeExpr(element) : unknown(text);
            const containsNull = argument(args, 1, "containsNull")?.text !== "False";
            return {
                kind: "list",
                element: containsNull
                    ? { kind: "nullable", inner: elementType, text: elementType.text }
                    : elementType,
                text,
            };
        }
        case "MapType": {
            const key = argument(args, 0, "keyType");
            const value = argument(args, 1, "valueType");
            const valueType = value ? typeExpr(value) : unknown(text);
            const valueContainsNull = argument(args, 2, "valueContainsNull")?.text !== "False";
            return {
                kind: "map",
                key: key ? typeExpr(key) : unknown(text),
                value: valueContainsNull ? { kind: "nullable", inner: valueType, text: valueType.text } : valueType,
                text,
            };
        }
        case "DecimalType": {
            // Spark's defaults: DecimalType() is decimal(10, 0).
            const precision = Number(argument(args, 0, "precision")?.text ?? 10);
            const scale = Number(argument(args, 1, "scale")?.text ?? 0);
            return { kind: "named", name, args: [], text, constraints: { precision, scale } };
        }
        case "VarcharType":
        case "CharType": {
            const length = Number(argument(args, 0, "length")?.text);
            return {
                kind: "named",
                name,
                args: [],
                text,
                constraints: Number.isFinite(length) ? { maxLength: length } : {},
            };
        }
        default:
            return { kind: "named", name, args: [], text };
    }
}
function unknown(text) {
    return { kind: "named", name: "", args: [], text };
}


/***/ }),

/***/ 67134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  modelDeclarations: () => (/* binding */ modelDeclarations),
  pythonLanguage: () => (/* binding */ pythonLanguage)
});

// EXTERNAL MODULE: ./src/schema/readers/code/reader.ts + 2 modules
var reader = __webpack_require__(39640);
// EXTERNAL MODULE: ./src/schema/readers/code/wire-names.ts
var wire_names = __webpack_require__(40510);
;// CONCATENATED MODULE: ./src/schema/readers/code/orm-fields.ts


/**
 * Columns declared by the Python ORMs' field calls rather than by annotations: Django
 * (`title = models.CharField(max_length=100, null=True)`, `owner = models.ForeignKey(User, ...)`)
 * and SQLAlchemy (`title = Column(String, nullable=False)`, `title = mapped_column(String)`),
 * each with its ORM's nullability default: a Django field is required unless `null=True`; a
 * SQLAlchemy column is nullable unless `nullable=False` or `primary_key=True`, and a
 * `Mapped[T]` column follows its annotation (`Mapped[Optional[T]]` is nullable) unless
 * `nullable=` says otherwise. The column's name in the database is the field's name: a Django
 * relation is stored as `<name>_id`, `db_column=` and a SQLAlchemy `Column("name", ...)` rename it.
 */
/** Django field classes by the Python type their column holds; relations are handled apart. */
const DJANGO_FIELDS = {
    CharField: "str",
    TextField: "str",
    SlugField: "str",
    EmailField: "str",
    URLField: "str",
    FilePathField: "str",
    FileField: "str",
    ImageField: "str",
    GenericIPAddressField: "str",
    IPAddressField: "str",
    UUIDField: "UUID",
    IntegerField: "int",
    BigIntegerField: "int",
    SmallIntegerField: "int",
    PositiveIntegerField: "int",
    PositiveBigIntegerField: "int",
    PositiveSmallIntegerField: "int",
    AutoField: "int",
    BigAutoField: "int",
    SmallAutoField: "int",
    FloatField: "float",
    DecimalField: "Decimal",
    BooleanField: "bool",
    NullBooleanField: "bool",
    DateTimeField: "datetime",
    DateField: "date",
    TimeField: "time",
    DurationField: "timedelta",
    BinaryField: "bytes",
};
const DJANGO_RELATIONS = new Set(["ForeignKey", "OneToOneField", "ParentalKey"]);
/** Relations kept in a table of their own (or none): no column on the model's table. */
const DJANGO_NOT_COLUMNS = new Set([
    "ManyToManyField",
    "ParentalManyToManyField",
    "GenericForeignKey",
    "GenericRelation",
]);
/** SQLAlchemy column types by the Python type their column holds. */
const SQLALCHEMY_TYPES = {
    String: "str",
    Text: "str",
    Unicode: "str",
    UnicodeText: "str",
    VARCHAR: "str",
    CHAR: "str",
    TEXT: "str",
    Enum: "str",
    Integer: "int",
    BigInteger: "int",
    SmallInteger: "int",
    INTEGER: "int",
    BIGINT: "int",
    Float: "float",
    REAL: "float",
    Numeric: "Decimal",
    NUMERIC: "Decimal",
    Boolean: "bool",
    BOOLEAN: "bool",
    DateTime: "datetime",
    TIMESTAMP: "datetime",
    Date: "date",
    Time: "time",
    Interval: "timedelta",
    LargeBinary: "bytes",
    Uuid: "UUID",
    UUID: "UUID",
};
const SQLALCHEMY_COLUMNS = new Set(["Column", "mapped_column"]);
/** Whether a class body declares ORM columns (so the class is a model whatever its bases). */
function declaresOrmColumns(body) {
    return (body?.namedChildren ?? []).some((statement) => {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            return false;
        if (assignment.childForFieldName("left")?.text === "__tablename__")
            return true;
        return ormCall(assignment.childForFieldName("right")) !== undefined;
    });
}
/** The column an ORM field assignment declares; undefined when it is none (or not a field). */
function ormField(assignment, annotation) {
    const name = assignment.childForFieldName("left");
    const call = ormCall(assignment.childForFieldName("right"));
    if (name?.type !== "identifier")
        return undefined;
    if (!call) {
        // `note: Mapped[Optional[str]]` alone is a column too (SQLAlchemy 2 declares it by the annotation).
        const mapped = annotation && !assignment.childForFieldName("right") ? mappedType(annotation) : undefined;
        if (!mapped)
            return undefined;
        return {
            name: name.text,
            line: (0,reader.lineOf)(assignment),
            type: mapped.type,
            ...(mapped.optional ? { optional: true } : {}),
        };
    }
    const args = callArguments(call.node);
    const line = (0,reader.lineOf)(assignment);
    if (call.orm === "django") {
        if (DJANGO_NOT_COLUMNS.has(call.kind))
            return null;
        const relation = DJANGO_RELATIONS.has(call.kind);
        const type = named(relation ? "int" : (DJANGO_FIELDS[call.kind] ?? ""), call.node.text);
        const field = {
            name: name.text,
            line,
            type,
            ...(isTrue(args.keywords.get("null")) ? { optional: true } : {}),
        };
        const column = stringOf(args.keywords.get("db_column")) ?? (relation ? `${name.text}_id` : undefined);
        return (0,wire_names/* withWireName */.N)(field, column);
    }
    const [first, second] = args.positional;
    const renamed = first?.type === "string" ? (0,reader.unquote)(first.text) : undefined;
    const typeNode = renamed !== undefined ? second : first;
    const written = typeNode ? SQLALCHEMY_TYPES[calleeName(typeNode)] : undefined;
    const fromAnnotation = annotation ? mappedType(annotation) : undefined;
    const type = written
        ? named(written, typeNode?.text ?? "")
        : (fromAnnotation?.type ?? named("", call.node.text));
    const nullable = args.keywords.get("nullable");
    const optional = nullable
        ? isTrue(nullable)
        : isTrue(args.keywords.get("primary_key"))
            ? false
            : (fromAnnotation?.optional ?? true);
    return (0,wire_names/* withWireName */.N)({ name: name.text, line, type, ...(optional ? { optional } : {}) }, renamed);
}
function ormCall(node) {
    if (node?.type !== "call")
        return undefined;
    const callee = node.childForFieldName("function")?.text ?? "";
    const kind = callee.slice(callee.lastIndexOf(".") + 1);
    if (SQLALCHEMY_COLUMNS.has(kind))
        return { orm: "sqlalchemy", kind, node };
    const django = kind in DJANGO_FIELDS || DJANGO_RELATIONS.has(kind) || DJANGO_NOT_COLUMNS.has(kind);
    // Only through `models.`: a bare `IntegerField(...)` may be a form's (WTForms), not a column.
    if (django && callee.startsWith("models."))
        return { orm: "django", kind, node };
    return undefined;
}
/** `Mapped[Optional[str]]` -> str, nullable; `Mapped[int]` -> int, not. */
function mappedType(annotation) {
    if (annotation.kind !== "named" || !/(^|\.)Mapped$/.test(annotation.name) || !annotation.args[0])
        return undefined;
    const inner = annotation.args[0];
    if (inner.kind === "named" && /(^|\.)Optional$/.test(inner.name) && inner.args[0])
        return { type: inner.args[0], optional: true };
    if (inner.kind === "union") {
        const rest = inner.variants.filter((v) => v.kind !== "null");
        if (rest.length === 1 && rest[0])
            return { type: rest[0], optional: rest.length < inner.variants.length };
    }
    return { type: inner, optional: false };
}
function callArguments(call) {
    const positional = [];
    const keywords = new Map();
    for (const argument of call.childForFieldName("arguments")?.namedChildren ?? []) {
        if (!argument)
            continue;
        if (argument.type !== "keyword_argument")
            positional.push(argument);
        const key = argument.childForFieldName("name")?.text;
        const value = argument.childForFieldName("value");
        if (key && value)
            keywords.set(key, value);
    }
    return { positional, keywords };
}
/** `String(50)` and `String` alike: the name of the type called or written. */
function calleeName(node) {
    const text = node.type === "call" ? (node.childForFieldName("function")?.text ?? "") : node.text;
    return text.slice(text.lastIndexOf(".") + 1);
}
function named(name, text) {
    return { kind: "named", name, args: [], text };
}
function isTrue(node) {
    return node?.type === "true";
}
function stringOf(node) {
    return node?.type === "string" ? (0,reader.unquote)(node.text) : undefined;
}

;// CONCATENATED MODULE: ./src/schema/readers/code/pydantic-fields.ts

/** pydantic's constraint keywords, under the names the other readers use. */
const FIELD_CONSTRAINTS = {
    max_length: "maxLength",
    min_length: "minLength",
    pattern: "pattern",
    gt: "exclusiveMinimum",
    ge: "minimum",
    lt: "exclusiveMaximum",
    le: "maximum",
    multiple_of: "multipleOf",
    max_digits: "precision",
    decimal_places: "scale",
};
/**
 * The `Field(...)` calls of a field: in `Annotated[T, Field(...)]` and as its
 * default value, merged in that order. `serialization_alias` names the field
 * on the wire, else `alias` (which also serializes); `validation_alias` only
 * reads and does not rename.
 */
function fieldInfo(annotation, value) {
    const calls = [...annotatedFieldCalls(annotation), ...(isFieldCall(value) ? [value] : [])];
    const keywords = new Map();
    for (const call of calls) {
        for (const argument of call.childForFieldName("arguments")?.namedChildren ?? []) {
            const key = argument?.type === "keyword_argument" ? argument.childForFieldName("name")?.text : undefined;
            const text = argument?.childForFieldName("value");
            if (key && text)
                keywords.set(key, text);
        }
    }
    const stringOf = (key) => {
        const node = keywords.get(key);
        return node?.type === "string" ? (0,reader.unquote)(node.text) : undefined;
    };
    const constraints = {};
    for (const [key, name] of Object.entries(FIELD_CONSTRAINTS)) {
        const node = keywords.get(key);
        if (node?.type === "integer" || node?.type === "float")
            constraints[name] = Number(node.text);
        else if (node?.type === "string")
            constraints[name] = (0,reader.unquote)(node.text);
    }
    const alias = stringOf("serialization_alias") ?? stringOf("alias");
    const description = stringOf("description");
    return {
        ...(alias ? { alias } : {}),
        ...(description ? { description } : {}),
        ...(Object.keys(constraints).length > 0 ? { constraints } : {}),
    };
}
function isFieldCall(node) {
    return node?.type === "call" && lastSegment(node.childForFieldName("function")?.text ?? "") === "Field";
}
/** The `Field(...)` metadata of `Annotated[T, Field(...), ...]` (also inside `Optional[...]` and `| None`). */
function annotatedFieldCalls(annotation) {
    const node = annotation.type === "type" ? (annotation.namedChildren[0] ?? annotation) : annotation;
    if (node.type === "binary_operator") {
        return [node.childForFieldName("left"), node.childForFieldName("right")].flatMap((side) => side ? annotatedFieldCalls(side) : []);
    }
    if (node.type !== "generic_type" && node.type !== "subscript")
        return [];
    const nameNode = node.type === "subscript" ? node.childForFieldName("value") : node.namedChildren[0];
    const args = node.type === "subscript"
        ? node.childrenForFieldName("subscript")
        : (node.namedChildren.find((child) => child?.type === "type_parameter")?.namedChildren ?? []);
    const name = lastSegment(nameNode?.text ?? "");
    if (name === "Annotated") {
        return args.slice(1).flatMap((arg) => {
            const inner = arg?.type === "type" ? arg.namedChildren[0] : arg;
            return isFieldCall(inner) ? [inner] : [];
        });
    }
    if (name === "Optional" || name === "Required" || name === "NotRequired") {
        return args[0] ? annotatedFieldCalls(args[0]) : [];
    }
    return [];
}
function lastSegment(text) {
    return text.slice(text.lastIndexOf(".") + 1);
}

// EXTERNAL MODULE: ./src/schema/readers/code/pyspark.ts
var pyspark = __webpack_require__(75960);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/schema/readers/code/python-imports.ts

/**
 * `from .customer import Customer`, `from shop.enums import *`, `import shop.orders as o`.
 * `from shop import orders` may name a submodule: it is also tried as `shop.orders`, known as `orders`.
 */
function pythonImports(root) {
    const imports = [];
    for (const statement of root.namedChildren) {
        if (statement?.type === "import_from_statement") {
            const module = statement.childForFieldName("module_name")?.text;
            if (!module)
                continue;
            if (statement.namedChildren.some((child) => child?.type === "wildcard_import")) {
                imports.push({ module, names: [], all: true });
                continue;
            }
            const names = statement.childrenForFieldName("name").flatMap((name) => {
                if (name?.type === "dotted_name")
                    return [{ imported: name.text, local: name.text }];
                const imported = name?.childForFieldName("name")?.text;
                const local = name?.childForFieldName("alias")?.text;
                return imported && local ? [{ imported, local }] : [];
            });
            imports.push({ module, names });
            const separator = module.endsWith(".") ? "" : ".";
            for (const { imported, local } of names) {
                imports.push({ module: `${module}${separator}${imported}`, names: [], namespace: local });
            }
        }
        else if (statement?.type === "import_statement") {
            for (const name of statement.childrenForFieldName("name")) {
                if (name?.type === "dotted_name")
                    imports.push({ module: name.text, names: [], namespace: name.text });
                const module = name?.childForFieldName("name")?.text;
                const alias = name?.childForFieldName("alias")?.text;
                if (module && alias)
                    imports.push({ module, names: [], namespace: alias });
            }
        }
    }
    return imports;
}
/**
 * Where a module lives: `.x` and `..x` beside the importing file; `shop.x` under
 * each folder from the file's own up to the repository root (the package root
 * is one of them, also in a `src/` layout). A module is `x.py`, `x.pyi` or `x/__init__.py`.
 */
function pythonModulePaths(file, module) {
    const files = (base) => [`${base}.py`, `${base}.pyi`, `${base}/__init__.py`];
    const dots = /^\.*/.exec(module)?.[0].length ?? 0;
    const parts = module.slice(dots).split(".").filter(Boolean);
    let dir = external_node_path_.posix.dirname(file);
    if (dots > 0) {
        for (let up = 1; up < dots; up++)
            dir = external_node_path_.posix.dirname(dir);
        const base = external_node_path_.posix.join(dir, ...parts);
        return parts.length > 0 ? files(base) : [external_node_path_.posix.join(dir, "__init__.py")];
    }
    const candidates = [];
    for (;;) {
        candidates.push(...files(external_node_path_.posix.join(dir, ...parts)));
        if (dir === "." || dir === "" || dir === "/")
            break;
        dir = external_node_path_.posix.dirname(dir);
    }
    return candidates;
}

;// CONCATENATED MODULE: ./src/schema/readers/code/python.ts






const types = {
    primitives: {
        int: { type: "int64" },
        float: { type: "float64" },
        str: { type: "string" },
        bool: { type: "bool" },
        bytes: { type: "bytes" },
        Decimal: { type: "decimal128", logical: "Decimal" },
        datetime: { type: "timestamp64", logical: "Timestamp" },
        date: { type: "date32", logical: "Date" },
        time: { type: "time64", logical: "Time" },
        timedelta: { type: "int64", logical: "Duration" },
        UUID: { type: "uuid" },
        EmailStr: { type: "string", constraints: { format: "email" } },
        HttpUrl: { type: "string", constraints: { format: "uri" } },
        AnyUrl: { type: "string", constraints: { format: "uri" } },
        AnyHttpUrl: { type: "string", constraints: { format: "uri" } },
        SecretStr: { type: "string" },
        StrictStr: { type: "string" },
        StrictInt: { type: "int64" },
        StrictFloat: { type: "float64" },
        StrictBool: { type: "bool" },
        PositiveInt: { type: "int64", constraints: { exclusiveMinimum: 0 } },
        NonNegativeInt: { type: "int64", constraints: { minimum: 0 } },
        NegativeInt: { type: "int64", constraints: { exclusiveMaximum: 0 } },
        PositiveFloat: { type: "float64", constraints: { exclusiveMinimum: 0 } },
        NonNegativeFloat: { type: "float64", constraints: { minimum: 0 } },
        AwareDatetime: { type: "timestamp64", logical: "Timestamp" },
        NaiveDatetime: { type: "timestamp64", logical: "Timestamp" },
        PastDate: { type: "date32", logical: "Date" },
        FutureDate: { type: "date32", logical: "Date" },
        None: { type: "null" },
    },
    lists: new Set([
        "list",
        "List",
        "Sequence",
        "set",
        "Set",
        "frozenset",
        "FrozenSet",
        "Iterable",
        "tuple",
        "Tuple",
    ]),
    maps: new Set(["dict", "Dict", "Mapping", "MutableMapping"]),
    optionals: new Set(["Optional"]),
};
const MODEL_BASES = new Set(["BaseModel", "TypedDict", "SQLModel", "Struct"]);
const ENUM_BASES = new Set(["Enum", "StrEnum", "IntEnum"]);
/** Bases that never make a model, so a class deriving only from them is not one. */
const NOT_MODELS = new Set(["object", "Exception", "ValueError", "Generic", "Protocol", "ABC", "str", "int"]);
const MODEL_DECORATORS = /^@(dataclasses\.)?dataclass\b|^@(attr\.s|attrs\.define|define|frozen)\b|^@pydantic\.dataclasses\.dataclass\b/;
/**
 * Python: dataclasses, pydantic models and TypedDicts, Django and SQLAlchemy
 * models (orm-fields.ts), and classes deriving from one in the same file (they
 * inherit its fields). Public classes become
 * assets. `Optional[T]`, `T | None` and `Union[T, None]` are optional, as are
 * `NotRequired[T]` and the fields of a `total=False` TypedDict. Docs come from
 * `Field(description=...)` or a string right below the field. A file that also
 * defines PySpark `StructType` schemas yields those as `pyspark` assets.
 */
const pythonLanguage = {
    sourceType: "python",
    extensions: [".py", ".pyi"],
    grammar: "python",
    types: { ...types, primitives: { ...types.primitives, ...pyspark.pysparkTypes.primitives } },
    declarations(root) {
        const declarations = modelDeclarations(root);
        const schemas = (0,pyspark.pysparkSchemas)(root).map((schema) => schema.kind === "struct" && schema.isAsset ? { ...schema, sourceType: "pyspark" } : schema);
        return [...declarations, ...schemas];
    },
    imports: pythonImports,
    modulePaths: pythonModulePaths,
};
function modelDeclarations(root) {
    const classes = [];
    for (const statement of root.namedChildren) {
        if (statement?.type === "class_definition")
            classes.push({ node: statement, decorators: [] });
        if (statement?.type === "decorated_definition") {
            const definition = statement.childForFieldName("definition");
            if (definition?.type === "class_definition") {
                const decorators = statement.namedChildren.flatMap((child) => child?.type === "decorator" ? [child.text] : []);
                classes.push({ node: definition, decorators });
            }
        }
    }
    const models = new Set();
    const declarations = typeAliases(root);
    for (const { node, decorators } of classes) {
        const name = node.childForFieldName("name")?.text;
        if (!name)
            continue;
        const superclasses = node.childForFieldName("superclasses");
        const written = (superclasses?.namedChildren ?? []).flatMap((base) => base && base.type !== "keyword_argument" ? [base.text] : []);
        const bases = written.map(python_lastSegment);
        const body = node.childForFieldName("body");
        const doc = docstring(body);
        const base = { name, line: (0,reader.lineOf)(node), ...(doc ? { doc } : {}) };
        if (bases.some((b) => ENUM_BASES.has(b))) {
            declarations.push({ kind: "enum", ...base, symbols: enumSymbols(body) });
            continue;
        }
        const isModel = bases.some((b) => MODEL_BASES.has(b) || models.has(b)) ||
            decorators.some((d) => MODEL_DECORATORS.test(d)) ||
            declaresOrmColumns(body);
        // Bases declared in other files decide later, once imports are resolved.
        const elsewhere = isModel ? [] : written.filter((b) => !NOT_MODELS.has(b));
        if (!isModel && elsewhere.length === 0)
            continue;
        if (isModel)
            models.add(name);
        const total = (superclasses?.namedChildren ?? []).find((argument) => argument?.type === "keyword_argument" && argument.childForFieldName("name")?.text === "total");
        const allOptional = total?.childForFieldName("value")?.text === "False";
        // `Required[...]` keeps a field of a total=False TypedDict required.
        const fields = classFields(body).map(({ [REQUIRED]: required, ...field }) => allOptional && !required ? { ...field, optional: true } : field);
        const embeds = bases.filter((b) => models.has(b));
        const struct = {
            kind: "struct",
            ...base,
            fields,
            isAsset: !name.startsWith("_"),
            hasError: node.hasError,
        };
        const withBases = elsewhere.length > 0 ? { ...struct, modelIfBaseIs: elsewhere } : struct;
        declarations.push(embeds.length > 0 ? { ...withBases, embeds } : withBases);
    }
    return declarations;
}
const ALIAS_FORMS = new Set(["Annotated", "Literal", "Union", "Optional"]);
/**
 * Module-level type aliases: `Sku = Annotated[str, Field(...)]`, `Channel =
 * Literal["web", "app"]`, `Id: TypeAlias = str`, and Python 3.12's `type Id = str`.
 */
function typeAliases(root) {
    const aliases = [];
    for (const statement of root.namedChildren) {
        const inner = statement?.type === "expression_statement" ? statement.namedChildren[0] : statement;
        if (inner?.type === "type_alias_statement") {
            const [left, right] = inner.namedChildren;
            const name = left?.text;
            if (name && right)
                aliases.push({ kind: "alias", name, line: (0,reader.lineOf)(inner), type: typeExpr(right) });
            continue;
        }
        if (inner?.type !== "assignment")
            continue;
        const left = inner.childForFieldName("left");
        const right = inner.childForFieldName("right");
        const annotated = inner.childForFieldName("type")?.text;
        if (left?.type !== "identifier" || !right)
            continue;
        const form = right.type === "subscript" ? python_lastSegment(right.childForFieldName("value")?.text ?? "") : "";
        if (ALIAS_FORMS.has(form) || annotated === "TypeAlias" || annotated === "typing.TypeAlias") {
            aliases.push({ kind: "alias", name: left.text, line: (0,reader.lineOf)(inner), type: typeExpr(right) });
        }
    }
    return aliases;
}
function python_lastSegment(text) {
    return text.slice(text.lastIndexOf(".") + 1);
}
function docstring(body) {
    const first = body?.namedChildren[0];
    const string = first?.type === "expression_statement" ? first.namedChildren[0] : undefined;
    return string?.type === "string" ? cleanDocstring(string.text) : undefined;
}
function cleanDocstring(text) {
    return (0,reader.cleanComment)((0,reader.unquote)(text).trim());
}
function enumSymbols(body) {
    const symbols = [];
    for (const statement of body?.namedChildren ?? []) {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            continue;
        const name = assignment.childForFieldName("left")?.text ?? "";
        const value = assignment.childForFieldName("right");
        if (name.startsWith("_"))
            continue;
        symbols.push(value?.type === "string" ? (0,reader.unquote)(value.text) : name);
    }
    return symbols;
}
function classFields(body) {
    const fields = [];
    const statements = body?.namedChildren ?? [];
    statements.forEach((statement, index) => {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            return;
        const name = assignment.childForFieldName("left");
        const annotation = assignment.childForFieldName("type")?.namedChildren[0];
        // Django and SQLAlchemy columns are declared by a field call, typed or not (orm-fields.ts).
        const column = ormField(assignment, annotation ? typeExpr(annotation) : undefined);
        if (column !== undefined) {
            if (column && !name?.text.startsWith("_"))
                fields.push(column);
            return;
        }
        if (name?.type !== "identifier" || !annotation || name.text.startsWith("_"))
            return;
        let type = typeExpr(annotation);
        if (type.kind === "named" && python_lastSegment(type.name) === "ClassVar")
            return;
        let optional = false;
        let required = false;
        if (type.kind === "named" && ["NotRequired", "Required"].includes(python_lastSegment(type.name))) {
            optional = python_lastSegment(type.name) === "NotRequired";
            required = !optional;
            type = type.args[0] ?? type;
        }
        const info = fieldInfo(annotation, assignment.childForFieldName("right"));
        const doc = info.description ?? attributeDocstring(statements[index + 1]);
        const field = (0,wire_names/* withWireName */.N)({
            name: name.text,
            line: (0,reader.lineOf)(assignment),
            type,
            ...(optional ? { optional } : {}),
            ...(doc ? { doc } : {}),
            ...(info.constraints ? { constraints: info.constraints } : {}),
        }, info.alias);
        fields.push(required ? { ...field, [REQUIRED]: true } : field);
    });
    return fields;
}
const REQUIRED = Symbol("required");
/** A bare string right after a field documents it (the attribute docstring convention). */
function attributeDocstring(next) {
    const string = next?.type === "expression_statement" ? next.namedChildren[0] : undefined;
    return string?.type === "string" ? cleanDocstring(string.text) : undefined;
}
function typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "type": {
            const inner = node.namedChildren[0];
            return inner ? typeExpr(inner) : unknown(text);
        }
        case "identifier":
        case "attribute":
            return text === "None"
                ? { kind: "null", text }
                : { kind: "named", name: lastSegmentIfTyping(text), args: [], text };
        case "none":
            return { kind: "null", text };
        case "string":
            return forwardReference((0,reader.unquote)(text));
        case "binary_operator": {
            const left = node.childForFieldName("left");
            const right = node.childForFieldName("right");
            if (!left || !right)
                return unknown(text);
            const variants = [left, right].flatMap((side) => {
                const expr = typeExpr(side);
                return expr.kind === "union" ? expr.variants : [expr];
            });
            return { kind: "union", variants, text };
        }
        case "generic_type":
        case "subscript": {
            const nameNode = node.type === "subscript" ? node.childForFieldName("value") : node.namedChildren[0];
            const argNodes = node.type === "subscript"
                ? node.childrenForFieldName("subscript")
                : (node.namedChildren.find((child) => child?.type === "type_parameter")?.namedChildren ?? []);
            const name = lastSegmentIfTyping(nameNode?.text ?? "");
            if (python_lastSegment(name) === "Literal") {
                return { kind: "union", variants: argNodes.flatMap((arg) => (arg ? [literalOf(arg)] : [])), text };
            }
            const args = argNodes.flatMap((arg) => (arg ? [typeExpr(arg)] : []));
            if (python_lastSegment(name) === "Union")
                return { kind: "union", variants: args, text };
            if (python_lastSegment(name) === "Annotated") {
                // `Annotated[str, Field(pattern=...)]` as a type of its own (`Sku = Annotated[...]`) keeps its constraints.
                const inner = args[0] ?? unknown(text);
                const { constraints } = fieldInfo(node, null);
                return constraints && inner.kind === "named"
                    ? { ...inner, constraints: { ...inner.constraints, ...constraints } }
                    : inner;
            }
            return { kind: "named", name, args, text };
        }
        default:
            return unknown(text);
    }
}
/** `typing.List` and `t.Optional` are the typing names; other dotted names stay whole. */
function lastSegmentIfTyping(name) {
    return /^(typing|t|typing_extensions)\./.test(name) ? python_lastSegment(name) : name;
}
/** An argument of `Literal[...]`: strings, numbers, booleans, None. */
function literalOf(node) {
    const value = node.type === "type" ? (node.namedChildren[0] ?? node) : node;
    const text = value.text;
    switch (value.type) {
        case "string":
            return { kind: "literal", value: (0,reader.unquote)(text), text };
        case "integer":
        case "float":
            return { kind: "literal", value: Number(text), text };
        case "true":
        case "false":
            return { kind: "literal", value: value.type === "true", text };
        case "none":
            return { kind: "null", text };
        default:
            return unknown(text);
    }
}
/** A quoted annotation: `"Order"` or `"Order | None"`; anything more complex stays unknown. */
function forwardReference(inner) {
    const parts = inner.split("|").map((part) => part.trim());
    const variants = parts.map((part) => {
        if (part === "None")
            return { kind: "null", text: part };
        if (/^[A-Za-z_][\w.]*$/.test(part))
            return { kind: "named", name: part, args: [], text: part };
        return unknown(part);
    });
    const [only] = variants;
    return only && variants.length === 1 ? only : { kind: "union", variants, text: inner };
}
function unknown(text) {
    return { kind: "named", name: "", args: [], text };
}


/***/ }),

/***/ 40510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ wireNameOf),
/* harmony export */   N: () => (/* binding */ withWireName)
/* harmony export */ });
/**
 * The name a field has on the wire when an annotation renames it: Jackson
 * `@JsonProperty("x")` (also Kotlin's `@field:`/`@get:` targets), Gson
 * `@SerializedName("x")`, kotlinx `@SerialName("x")`, Moshi `@Json(name = "x")`,
 * JSON-B `@JsonbProperty("x")`, Room `@ColumnInfo(name = "x")`, JPA
 * `@Column(name = "x")`. Read from the annotations' source text.
 */
const WIRE_ANNOTATION = /@(?:(?:field|get|param|property):)?(?:[\w.]+\.)?(JsonProperty|SerializedName|SerialName|JsonbProperty|Json|ColumnInfo|Column)\s*\(([^)]*)\)/g;
function wireNameOf(annotations) {
    for (const match of annotations.matchAll(WIRE_ANNOTATION)) {
        const [, annotation, args = ""] = match;
        const named = /\b(?:name|value)\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(args)?.[1];
        const positional = /^\s*"((?:[^"\\]|\\.)*)"/.exec(args)?.[1];
        // Room and JPA name columns only with `name =`; the others take the name first.
        const name = annotation === "ColumnInfo" || annotation === "Column" ? named : (positional ?? named);
        if (name)
            return name;
    }
    return undefined;
}
/** The field under its wire name, the name in code kept as constraints.codeName. */
function withWireName(field, wireName) {
    if (!wireName || wireName === field.name)
        return field;
    return { ...field, name: wireName, constraints: { ...field.constraints, codeName: field.name } };
}


/***/ })

};
