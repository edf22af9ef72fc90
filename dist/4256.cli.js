export const id = 4256;
export const ids = [4256];
export const modules = {

/***/ 64256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  django: () => (/* binding */ django)
});

// EXTERNAL MODULE: ./src/schema/readers/frameworks/aligned-sql.ts
var aligned_sql = __webpack_require__(39165);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/schema/readers/described/django-types.ts

const t = (postgres, mysql, mssql) => ({ postgres, mysql, mssql });
/** Django's column types by field class, `%(max_length)s`-style slots filled from the keywords. */
const FIELD_TYPES = {
    AutoField: t("integer", "integer AUTO_INCREMENT", "int IDENTITY (1, 1)"),
    BigAutoField: t("bigint", "bigint AUTO_INCREMENT", "bigint IDENTITY (1, 1)"),
    SmallAutoField: t("smallint", "smallint AUTO_INCREMENT", "smallint IDENTITY (1, 1)"),
    BinaryField: t("bytea", "longblob", "varbinary(max)"),
    BooleanField: t("boolean", "bool", "bit"),
    CharField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    DateField: t("date", "date", "date"),
    DateTimeField: t("timestamp with time zone", "datetime(6)", "datetime2"),
    DecimalField: t("numeric(%(max_digits)s, %(decimal_places)s)", "numeric(%(max_digits)s, %(decimal_places)s)", "numeric(%(max_digits)s, %(decimal_places)s)"),
    DurationField: t("interval", "bigint", "bigint"),
    FileField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    FilePathField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    FloatField: t("double precision", "double precision", "double precision"),
    IntegerField: t("integer", "integer", "int"),
    BigIntegerField: t("bigint", "bigint", "bigint"),
    IPAddressField: t("inet", "char(15)", "nvarchar(15)"),
    GenericIPAddressField: t("inet", "char(39)", "nvarchar(39)"),
    JSONField: t("jsonb", "json", "nvarchar(max)"),
    PositiveBigIntegerField: t("bigint", "bigint UNSIGNED", "bigint"),
    PositiveIntegerField: t("integer", "integer UNSIGNED", "int"),
    PositiveSmallIntegerField: t("smallint", "smallint UNSIGNED", "smallint"),
    SlugField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    SmallIntegerField: t("smallint", "smallint", "smallint"),
    TextField: t("text", "longtext", "nvarchar(max)"),
    TimeField: t("time", "time(6)", "time"),
    UUIDField: t("uuid", "char(32)", "char(32)"),
    EmailField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    URLField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    ImageField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
};
/** The max_length a field class has when none is given. */
const DEFAULT_LENGTH = {
    SlugField: 50,
    EmailField: 254,
    URLField: 200,
    FileField: 100,
    ImageField: 100,
    FilePathField: 100,
};
/** The key type a relation's column takes from an auto field. */
const KEY_OF_AUTO = {
    AutoField: "IntegerField",
    BigAutoField: "BigIntegerField",
    SmallAutoField: "SmallIntegerField",
};
const RELATIONS = new Set(["ForeignKey", "OneToOneField", "ParentalKey"]);
/** Many-to-many fields: no column, a join table (`django-m2m.ts`). */
const MANY_TO_MANY = new Set(["ManyToManyField", "ParentalManyToManyField"]);
/** Fields that are no column of their model's table. */
const NOT_COLUMNS = new Set([...MANY_TO_MANY, "GenericForeignKey", "GenericRelation"]);
/** The longest name each backend takes (`connection.ops.max_name_length()`): longer ones are truncated. */
const MAX_NAME_LENGTH = { postgres: 63, mysql: 64, mssql: 128 };
/** Django's `truncate_name`: a name over the limit keeps its head and ends in 4 hex digits of its MD5. */
function truncateName(name, length) {
    if (name.length <= length)
        return name;
    const digest = (0,external_node_crypto_.createHash)("md5").update(name).digest("hex").slice(0, 4);
    return `${name.slice(0, length - 4)}${digest}`;
}

;// CONCATENATED MODULE: ./src/schema/readers/described/django-columns.ts


/** One model field as the column Django creates; a field it cannot read is a problem at its line. */
function columnOf(field, call, keyType, context) {
    const { dialect } = context;
    const problem = (message) => {
        context.diagnostics.push({
            file: context.path,
            line: field.line,
            severity: "error",
            message: `Django models: ${field.name}: ${message}`,
        });
        return undefined;
    };
    const dbColumn = call.keywords.get("db_column")?.literal;
    let name = typeof dbColumn === "string" ? dbColumn : field.name;
    let sqlType;
    if (RELATIONS.has(call.name)) {
        name = typeof dbColumn === "string" ? dbColumn : `${field.name}_id`;
        sqlType = keyType;
        if (!sqlType)
            return problem("the key type of the relation's target is not read");
    }
    else if (call.name === "ArrayField") {
        const base = (call.positional[0] ?? call.keywords.get("base_field"))?.call;
        const types = base ? FIELD_TYPES[base.name] : undefined;
        if (dialect !== "postgres")
            return problem("ArrayField is PostgreSQL's (django.contrib.postgres)");
        const element = types && base ? fill(types, base, dialect) : undefined;
        if (!element)
            return problem(`the array's base field ${base?.callee ?? "?"} is not read`);
        sqlType = `${element}[]`;
    }
    else {
        const types = FIELD_TYPES[call.name];
        if (!types)
            return problem(`the field class ${call.callee} is not read`);
        sqlType = fill(types, call, dialect);
        if (!sqlType)
            return problem(`${call.name} needs a literal max_length (or max_digits and decimal_places), or a constant holding one`);
    }
    return {
        name,
        sqlType,
        notNull: call.keywords.get("null")?.literal !== true,
        default: defaultSql(call.keywords.get("db_default")?.literal, dialect),
        line: field.line,
    };
}
/** The column type of a key: its field's (an auto field's integer), else the app's auto field's. */
function keyColumnType(keyField, autoField, dialect) {
    const name = keyField
        ? (KEY_OF_AUTO[keyField.name] ?? keyField.name)
        : (KEY_OF_AUTO[autoField] ?? "IntegerField");
    return fill(FIELD_TYPES[name] ?? FIELD_TYPES.IntegerField, keyField, dialect);
}
function fill(types, call, dialect) {
    let missing = false;
    const sql = types[dialect].replace(/%\((\w+)\)s/g, (_, key) => {
        const value = call?.keywords.get(key);
        const literal = value
            ? value.literal
            : key === "max_length" && call
                ? DEFAULT_LENGTH[call.name]
                : undefined;
        if (typeof literal !== "number") {
            missing = true;
            return "";
        }
        return String(literal);
    });
    // Django 4.2+: a CharField without max_length is varchar of no length on PostgreSQL.
    if (missing && dialect === "postgres" && call?.name === "CharField" && !call.keywords.has("max_length"))
        return "varchar";
    return missing ? undefined : sql;
}
function defaultSql(value, dialect) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === "string")
        return (0,aligned_sql/* quoteString */.Ov)(value);
    if (typeof value === "boolean")
        return dialect === "mssql" ? (value ? "1" : "0") : String(value);
    return String(value);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/schema/readers/described/django-database.ts

const ENGINES = [
    [/postgresql|postgis|psycopg/, "postgres"],
    [/mysql/, "mysql"],
    [/mssql|sql_server/, "mssql"],
    [/sqlite3/, "SQLite"],
    [/oracle/, "Oracle"],
];
/** Django's database: the ENGINE of a settings file's DATABASES; its project the nearest manage.py's folder. */
async function djangoDatabase({ path, paths, readText }) {
    if (!/(?:^|\/)models(?:\.py|\/[^/]+\.py)$/.test(path))
        return { project: external_node_path_.posix.dirname(path) };
    const manage = paths
        .filter((p) => external_node_path_.posix.basename(p) === "manage.py" &&
        (external_node_path_.posix.dirname(p) === "." || path.startsWith(`${external_node_path_.posix.dirname(p)}/`)))
        .sort((a, b) => b.length - a.length)[0];
    const project = manage ? external_node_path_.posix.dirname(manage) : ".";
    const settings = paths.filter((p) => /settings(?:\/[^/]+)?\.py$|settings\.py$/.test(p) && (project === "." || p.startsWith(`${project}/`)));
    for (const file of settings.slice(0, 20)) {
        const text = (await readText(file)) ?? "";
        const engine = /["']ENGINE["']\s*:\s*["']([^"']+)["']/.exec(text)?.[1];
        if (!engine)
            continue;
        const found = ENGINES.find(([pattern]) => pattern.test(engine))?.[1];
        if (found === "postgres" || found === "mysql" || found === "mssql")
            return { project, dialect: found };
        return {
            project,
            why: `Django models for ${found ?? engine}: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)`,
        };
    }
    return {
        project,
        dialect: "postgres",
        assumed: "no DATABASES ENGINE found in the settings: PostgreSQL assumed",
    };
}

;// CONCATENATED MODULE: ./src/schema/readers/described/django-m2m.ts

/**
 * The join table Django creates for a many-to-many field without `through=`
 * (`ManyToManyField.contribute_to_class`, `create_many_to_many_intermediary_model`): named by the
 * field's `db_table`, else `<model's table>_<field>` truncated to the backend's name length; an `id`
 * of the model's app's auto field, `<model>_id` and `<target>_id` (`from_<model>_id` and
 * `to_<model>_id` when the target is the model itself), both NOT NULL, each the key type of its model.
 */
function manyToManyTable(model, field, target, types) {
    const dbTable = field.call.keywords.get("db_table")?.literal;
    const name = typeof dbTable === "string"
        ? dbTable
        : truncateName(`${model.table}_${field.name}`, MAX_NAME_LENGTH[types.dialect]);
    const own = model.cls.name.toLowerCase();
    const other = (target?.cls.name ?? targetName(field.call)).toLowerCase();
    const self = target === model || other === own;
    const auto = FIELD_TYPES[types.autoField] ?? FIELD_TYPES.AutoField;
    const identity = types.dialect === "postgres" ? " GENERATED BY DEFAULT AS IDENTITY" : "";
    return {
        name,
        line: field.line,
        columns: [
            { name: "id", sqlType: `${auto[types.dialect]}${identity}`, notNull: true, line: field.line },
            { name: `${self ? "from_" : ""}${own}_id`, sqlType: types.from, notNull: true, line: field.line },
            { name: `${self ? "to_" : ""}${other}_id`, sqlType: types.to, notNull: true, line: field.line },
        ],
        primaryKey: ["id"],
    };
}
/** The target's class name as written ("Tag", "shop.Tag", Tag) when it cannot be resolved. */
function targetName(call) {
    const target = call.positional[0] ?? call.keywords.get("to");
    const written = typeof target?.literal === "string" ? target.literal : (target?.text ?? "");
    return written.split(".").at(-1) ?? written;
}

;// CONCATENATED MODULE: ./src/schema/readers/described/django-auth.ts
/**
 * Django's own abstract models that projects subclass, written as Django declares them
 * (django/contrib/auth/base_user.py and models.py, Django 4.2-5.x; verbose names and help texts
 * left out: no DDL). The reader parses this text as the module `django.contrib.auth.models`, so a
 * `User(AbstractUser)` gets the columns `migrate` gives it. `Group` and `Permission` are the auth
 * app's tables (its AppConfig's AutoField: integer keys), named only as relation targets.
 */
const DJANGO_AUTH_MODELS = `from django.db import models


class AbstractBaseUser(models.Model):
    password = models.CharField(max_length=128)
    last_login = models.DateTimeField(blank=True, null=True)

    class Meta:
        abstract = True


class Permission(models.Model):
    id = models.AutoField(primary_key=True)

    class Meta:
        db_table = "auth_permission"


class Group(models.Model):
    id = models.AutoField(primary_key=True)

    class Meta:
        db_table = "auth_group"


class PermissionsMixin(models.Model):
    is_superuser = models.BooleanField(default=False)
    groups = models.ManyToManyField(Group, blank=True, related_name="user_set", related_query_name="user")
    user_permissions = models.ManyToManyField(Permission, blank=True, related_name="user_set", related_query_name="user")

    class Meta:
        abstract = True


class AbstractUser(AbstractBaseUser, PermissionsMixin):
    username = models.CharField(max_length=150, unique=True)
    first_name = models.CharField(max_length=150, blank=True)
    last_name = models.CharField(max_length=150, blank=True)
    email = models.EmailField(blank=True)
    is_staff = models.BooleanField(default=False)
    is_active = models.BooleanField(default=True)
    date_joined = models.DateTimeField(default=timezone.now)

    class Meta:
        abstract = True


class User(AbstractUser):
    class Meta:
        db_table = "auth_user"
`;
/** The modules a project imports these from (base_user.py holds AbstractBaseUser alone). */
const DJANGO_AUTH_MODULES = new Set(["django.contrib.auth.models", "django.contrib.auth.base_user"]);
/** The path the text is read under: never a repository file (no input of the read). */
const DJANGO_AUTH_PATH = "<django>/contrib/auth/models.py";

// EXTERNAL MODULE: ./src/schema/readers/code/reader.ts + 2 modules
var reader = __webpack_require__(39640);
// EXTERNAL MODULE: ./src/schema/readers/code/tree-sitter.ts
var tree_sitter = __webpack_require__(47336);
// EXTERNAL MODULE: ./src/schema/readers/described/py-calls.ts
var py_calls = __webpack_require__(5373);
;// CONCATENATED MODULE: ./src/schema/readers/described/django-module.ts



/** How deep a value's nesting is followed (`ArrayField(ArrayField(CharField(...)))`, `((20))`). */
const MAX_VALUE_DEPTH = 8;
function plainValue(node, depth = 0) {
    if (!node)
        return { text: "", literal: undefined };
    if (node.type === "parenthesized_expression" && depth < MAX_VALUE_DEPTH) {
        const inner = node.namedChildren.filter((c) => c?.type !== "comment");
        if (inner.length === 1)
            return { ...plainValue(inner[0], depth + 1), text: node.text };
    }
    const call = depth < MAX_VALUE_DEPTH ? (0,py_calls/* pyCall */.iN)(node) : undefined;
    return {
        text: node.text,
        literal: (0,py_calls/* pyLiteral */.t4)(node),
        name: node.type === "identifier" || node.type === "attribute" ? node.text : undefined,
        call: call
            ? {
                callee: call.callee,
                name: call.name,
                positional: call.positional.map((p) => plainValue(p, depth + 1)),
                keywords: new Map([...call.keywords].map(([k, v]) => [k, plainValue(v, depth + 1)])),
            }
            : undefined,
    };
}
async function parseModule(path, text) {
    const module = {
        path,
        classes: new Map(),
        imports: new Map(),
        starImports: [],
        constants: new Map(),
        diagnostics: [],
    };
    await (0,tree_sitter/* withSyntaxTree */.W)("python", text, (root) => {
        module.diagnostics.push(...(0,reader.syntaxErrors)(root, path));
        for (const statement of root.namedChildren)
            if (statement)
                readImport(statement, module);
        for (const a of (0,py_calls/* assignments */.TT)(root))
            if (a.value)
                module.constants.set(a.name, plainValue(a.value));
        for (const cls of (0,py_calls/* topClasses */.ot)(root)) {
            const meta = (0,py_calls/* assignments */.TT)((0,py_calls/* innerClass */.tC)(cls.body, "Meta"));
            module.classes.set(cls.name, {
                name: cls.name,
                bases: cls.bases,
                line: cls.line,
                meta: new Map(meta.map((a) => [a.name, plainValue(a.value)])),
                hasMeta: (0,py_calls/* innerClass */.tC)(cls.body, "Meta") !== null,
                body: (0,py_calls/* assignments */.TT)(cls.body).map((a) => ({ name: a.name, line: a.line, value: plainValue(a.value) })),
                module,
            });
        }
    });
    return module;
}
function readImport(statement, module) {
    if (statement.type === "import_from_statement") {
        const from = statement.childForFieldName("module_name")?.text.replace(/\s+/g, "") ?? "";
        if (statement.namedChildren.some((c) => c?.type === "wildcard_import")) {
            module.starImports.push(from);
            return;
        }
        for (const name of statement.childrenForFieldName("name")) {
            if (!name)
                continue;
            const [imported, alias] = importedName(name);
            module.imports.set(alias, { module: from, name: imported });
        }
    }
    else if (statement.type === "import_statement") {
        for (const name of statement.childrenForFieldName("name")) {
            if (!name)
                continue;
            const [imported, alias] = importedName(name);
            // `import a.b` binds `a`; `import a.b as x` binds `x` to a.b.
            if (name.type === "aliased_import")
                module.imports.set(alias, { module: imported });
            else
                module.imports.set(imported.split(".")[0] ?? imported, { module: imported.split(".")[0] ?? "" });
        }
    }
}
function importedName(node) {
    if (node.type === "aliased_import") {
        const name = node.childForFieldName("name")?.text ?? "";
        return [name, node.childForFieldName("alias")?.text ?? name];
    }
    return [node.text, node.text];
}

;// CONCATENATED MODULE: ./src/schema/readers/described/django-project.ts



/** How many modules one read may load (a chain of re-exports, star imports). */
const MAX_MODULES = 200;
/** How deep imports are followed from one name. */
const MAX_DEPTH = 8;
const AUTO_FIELD = /^(?:\s+)?default_auto_field\s*=\s*["'](?:[\w.]+\.)?(\w+)["']/m;
class DjangoProject {
    files;
    path;
    modules = new Map();
    texts = new Map();
    settingsValues;
    rootPromise;
    constructor(files, path) {
        this.files = files;
        this.path = path;
    }
    read(path) {
        let text = this.texts.get(path);
        if (!text) {
            text = this.files.readText(path).catch(() => undefined);
            this.texts.set(path, text);
        }
        return text;
    }
    /** The parsed module at a path (the models file itself included), or undefined when absent. */
    module(path, text) {
        let module = this.modules.get(path);
        if (!module) {
            if (this.modules.size >= MAX_MODULES)
                return Promise.resolve(undefined);
            module =
                path === DJANGO_AUTH_PATH
                    ? parseModule(path, DJANGO_AUTH_MODELS)
                    : (text !== undefined ? Promise.resolve(text) : this.read(path)).then((t) => t === undefined ? undefined : parseModule(path, t));
            this.modules.set(path, module);
        }
        return module;
    }
    /** The nearest manage.py's folder (Python's import root) and the settings module it names. */
    root() {
        this.rootPromise ??= (async () => {
            for (const dir of ancestors(external_node_path_.posix.dirname(this.path))) {
                const manage = await this.read(external_node_path_.posix.join(dir, "manage.py"));
                if (manage === undefined)
                    continue;
                const named = /DJANGO_SETTINGS_MODULE["']\s*,\s*["']([\w.]+)["']/.exec(manage)?.[1];
                return { root: dir, settingsModule: named };
            }
            return { root: "." };
        })();
        return this.rootPromise;
    }
    /** The settings' string values (`DEFAULT_AUTO_FIELD`, `AUTH_USER_MODEL`), following `from .base import *`. */
    settings() {
        this.settingsValues ??= (async () => {
            const values = new Map();
            const { settingsModule } = await this.root();
            if (!settingsModule)
                return values;
            const seen = new Set();
            const visit = async (file, depth) => {
                if (!file || seen.has(file) || depth > MAX_DEPTH)
                    return;
                seen.add(file);
                const text = (await this.read(file)) ?? "";
                // Later assignments win, as in Python; a star import's come before the module's own.
                for (const star of text.matchAll(/^from\s+([\w.]+)\s+import\s+\*/gm))
                    await visit(await this.moduleFile(file, star[1] ?? ""), depth + 1);
                for (const m of text.matchAll(/^(DEFAULT_AUTO_FIELD|AUTH_USER_MODEL)\s*=\s*["']([\w.]+)["']/gm))
                    values.set(m[1] ?? "", m[2] ?? "");
            };
            await visit(await this.moduleFile(this.path, settingsModule, true), 0);
            return values;
        })();
        return this.settingsValues;
    }
    /** The app a module belongs to: the nearest folder up with an apps.py, its label and auto field. */
    async appOf(path) {
        if (path === DJANGO_AUTH_PATH)
            return { label: "auth", autoField: "AutoField" };
        const { root } = await this.root();
        const dir = external_node_path_.posix.dirname(path);
        let appDir;
        let apps = "";
        for (const candidate of ancestors(dir)) {
            if (!within(candidate, root) || (candidate === root && candidate !== dir))
                break;
            const text = await this.read(external_node_path_.posix.join(candidate, "apps.py"));
            if (text !== undefined) {
                appDir = candidate;
                apps = text;
                break;
            }
        }
        // No AppConfig: the package holding models.py, or the one holding the models/ package.
        appDir ??= /(?:^|\/)models$/.test(dir) ? external_node_path_.posix.dirname(dir) : (/^(.*?)\/models\//.exec(path)?.[1] ?? dir);
        const label = /^\s+label\s*=\s*["'](\w+)["']/m.exec(apps)?.[1] ??
            /^\s+name\s*=\s*["'](?:[\w.]+\.)?(\w+)["']/m.exec(apps)?.[1] ??
            (external_node_path_.posix.basename(appDir) === "." || appDir === "" ? "app" : external_node_path_.posix.basename(appDir));
        const autoField = AUTO_FIELD.exec(apps)?.[1] ??
            /(?:[\w.]+\.)?(\w+)$/.exec((await this.settings()).get("DEFAULT_AUTO_FIELD") ?? "")?.[1] ??
            "AutoField";
        return { label, autoField };
    }
    /** The file a module name imported from `from` is: `a.b` as a/b.py or a/b/__init__.py under a root. */
    async moduleFile(from, dotted, absoluteOnly = false) {
        if (DJANGO_AUTH_MODULES.has(dotted))
            return DJANGO_AUTH_PATH;
        if (dotted.startsWith("django."))
            return undefined;
        const dots = /^\.*/.exec(dotted)?.[0].length ?? 0;
        const parts = dotted.slice(dots).split(".").filter(Boolean);
        let bases;
        if (dots > 0 && !absoluteOnly) {
            let base = external_node_path_.posix.dirname(from);
            for (let i = 1; i < dots; i++)
                base = external_node_path_.posix.dirname(base);
            bases = [base];
        }
        else {
            const { root } = await this.root();
            bases = [...new Set([root, ...ancestors(external_node_path_.posix.dirname(from))])];
        }
        for (const base of bases) {
            const stem = external_node_path_.posix.join(base, ...parts);
            for (const file of parts.length === 0 ? [`${stem}/__init__.py`] : [`${stem}.py`, `${stem}/__init__.py`])
                if ((await this.read(file)) !== undefined)
                    return file;
        }
        return undefined;
    }
    /** A class a module names (its own, imported, re-exported or star-imported), or undefined. */
    async resolveClass(module, name, depth = 0) {
        if (depth > MAX_DEPTH)
            return undefined;
        const own = module.classes.get(name);
        if (own)
            return own;
        const [head = "", ...rest] = name.split(".");
        const imported = module.imports.get(head);
        if (imported) {
            if (imported.name !== undefined) {
                // `from pkg import mod` then `mod.Class`: a submodule first, else a name of the package.
                if (rest.length > 0) {
                    const sub = await this.load(module.path, `${joinModule(imported.module, imported.name)}`);
                    if (sub)
                        return this.resolveClass(sub, rest.join("."), depth + 1);
                }
                const from = await this.load(module.path, imported.module);
                return from ? this.resolveClass(from, [imported.name, ...rest].join("."), depth + 1) : undefined;
            }
            // `import a.b as x` / `import a`: the longest module prefix of the dotted name.
            const dotted = [imported.module, ...rest];
            for (let cut = dotted.length - 1; cut >= 1; cut--) {
                const target = await this.load(module.path, dotted.slice(0, cut).join("."));
                if (target)
                    return this.resolveClass(target, dotted.slice(cut).join("."), depth + 1);
            }
            return undefined;
        }
        for (const star of module.starImports) {
            const target = await this.load(module.path, star);
            const found = target ? await this.resolveClass(target, name, depth + 1) : undefined;
            if (found)
                return found;
        }
        return undefined;
    }
    /** A constant a class or module names (its own or imported), as a literal value, or undefined. */
    async resolveConstant(module, name, cls, depth = 0) {
        if (depth > MAX_DEPTH)
            return undefined;
        const own = cls?.body.findLast((a) => a.name === name && a.value.call === undefined)?.value ??
            module.constants.get(name);
        if (own)
            return own.literal !== undefined || !own.name
                ? own
                : this.resolveConstant(module, own.name, undefined, depth + 1);
        const imported = module.imports.get(name);
        if (imported?.name !== undefined) {
            const from = await this.load(module.path, imported.module);
            return from ? this.resolveConstant(from, imported.name, undefined, depth + 1) : undefined;
        }
        for (const star of module.starImports) {
            const target = await this.load(module.path, star);
            const found = target ? await this.resolveConstant(target, name, undefined, depth + 1) : undefined;
            if (found)
                return found;
        }
        return undefined;
    }
    /** The model `app_label.Model` names: in `<label>/models.py` or `<label>/models/` under the root. */
    async modelByLabel(reference) {
        const [label, model] = reference.split(".");
        if (!label || !model)
            return undefined;
        if (label === "auth") {
            const auth = await this.module(DJANGO_AUTH_PATH);
            return auth ? this.resolveClass(auth, model) : undefined;
        }
        for (const file of [`${label}.models`, `apps.${label}.models`]) {
            const path = await this.moduleFile(this.path, file, true);
            const module = path ? await this.module(path) : undefined;
            const found = module ? await this.resolveClass(module, model) : undefined;
            if (found)
                return found;
        }
        return undefined;
    }
    async load(from, dotted) {
        const file = await this.moduleFile(from, dotted);
        return file ? this.module(file) : undefined;
    }
}
function joinModule(module, name) {
    return /\.$/.test(module) || module === "" ? `${module}${name}` : `${module}.${name}`;
}
/** A folder and those above it, nearest first, ending with ".". */
function ancestors(dir) {
    const out = [];
    let current = dir === "" ? "." : dir;
    for (;;) {
        out.push(current);
        if (current === "." || current === "/")
            return out;
        current = external_node_path_.posix.dirname(current);
    }
}
function within(dir, root) {
    return root === "." || dir === root || dir.startsWith(`${root}/`);
}

;// CONCATENATED MODULE: ./src/schema/readers/described/django.ts





/**
 * Django models as the tables `migrate` creates, per backend (Django's own `data_types` of the
 * postgresql, mysql and mssql-django backends): each field a column named by the field or
 * `db_column`, a relation (`ForeignKey`, `OneToOneField`) the column `<name>_id` of its target's
 * key type, NOT NULL unless `null=True`, `db_default=` a database default (Python `default=` is the
 * ORM's: none); `blank=` and `choices=` are validation only (no DDL). The table is `Meta.db_table`,
 * else `<app label>_<model>` (the label from `Meta.app_label`, the app's AppConfig `label`, else its
 * folder); an implicit `id` of the app's `default_auto_field` (apps.py), else the settings'
 * DEFAULT_AUTO_FIELD, else AutoField. Abstract bases lend their fields, from this file or imported
 * (django-project.ts resolves imports; Django's AbstractUser/AbstractBaseUser/PermissionsMixin are
 * known, django-auth.ts); a base that cannot be resolved makes the model a read problem at its
 * class line. A concrete base makes `<base>_ptr_id` the key; proxies and abstract models are no
 * tables; a many-to-many field without `through=` is its join table (django-m2m.ts). Module-level
 * and class-level literal constants in field arguments are read.
 */
const django = {
    name: "Django models",
    // A module importing Django's models (or its auth models) and declaring a class: its bases may be imported.
    claims: (path, text) => /\.py$/.test(path) && /\bdjango\.(?:db|contrib\.auth)\b/.test(text) && /^class\s+\w+\s*\(/m.test(text),
    database: djangoDatabase,
    async describe({ path, text, dialect, files }) {
        const project = new DjangoProject(files, path);
        const module = await project.module(path, text);
        const diagnostics = [...(module?.diagnostics ?? [])];
        const reader = new ModelReader(project, dialect, path, diagnostics);
        const tables = [];
        for (const cls of module?.classes.values() ?? []) {
            const model = await reader.model(cls);
            if (!model || model.abstract || model.proxy)
                continue;
            tables.push(...(await reader.tablesOf(model)));
        }
        return { tables, enums: [], diagnostics };
    },
};
/** Meta keys only a model's Meta has (a form's or serializer's names `model`). */
const MODEL_META = /^(db_table|abstract|app_label|proxy|managed|ordering|verbose_name|unique_together|indexes|constraints)$/;
const FIELD_CALL = /(?:^|\.)(?:\w*Field|ForeignKey|ParentalKey)$/;
class ModelReader {
    project;
    dialect;
    path;
    diagnostics;
    models = new Map();
    constructor(project, dialect, path, diagnostics) {
        this.project = project;
        this.dialect = dialect;
        this.path = path;
        this.diagnostics = diagnostics;
    }
    model(cls, depth = 0) {
        let model = this.models.get(cls);
        if (!model) {
            model = this.resolveModel(cls, depth);
            this.models.set(cls, model);
        }
        return model;
    }
    async resolveModel(cls, depth) {
        const bases = [];
        const unresolved = [];
        let rooted = false;
        for (const base of cls.bases) {
            const found = depth < 16 ? await this.project.resolveClass(cls.module, base) : undefined;
            const model = found && found !== cls ? await this.model(found, depth + 1) : undefined;
            if (model)
                bases.push(model);
            else if (/(?:^|\.)Model$/.test(base))
                rooted = true;
            else if (!found && !this.fromDjango(cls, base))
                unresolved.push(base);
        }
        if (unresolved.length > 0 && this.looksLikeModel(cls, unresolved)) {
            if (cls.module.path === this.path)
                this.diagnostics.push({
                    file: this.path,
                    line: cls.line,
                    severity: "error",
                    message: `Django models: ${cls.name}: its base ${unresolved.join(", ")} is not found in the repository (imported from a package, or a module that cannot be resolved): the model's table cannot be read`,
                });
            return undefined;
        }
        if (bases.length === 0 && !rooted)
            return undefined;
        const app = await this.project.appOf(cls.module.path);
        const label = literalString(cls.meta.get("app_label")) ?? app.label;
        return {
            cls,
            abstract: cls.meta.get("abstract")?.literal === true,
            proxy: cls.meta.get("proxy")?.literal === true,
            table: literalString(cls.meta.get("db_table")) ?? `${label}_${cls.name.toLowerCase()}`,
            app: { ...app, label },
            bases,
        };
    }
    /** A base from Django itself (`models.TextChoices`, a form): no model table's, unless it is `Model`. */
    fromDjango(cls, base) {
        const head = base.split(".")[0] ?? base;
        const imported = cls.module.imports.get(head);
        return imported !== undefined && /^django(\.|$)/.test(imported.module);
    }
    looksLikeModel(cls, unresolved) {
        if (cls.body.some((a) => a.value.call &&
            FIELD_CALL.test(a.value.call.callee) &&
            !/^(forms|serializers)\./.test(a.value.call.callee)))
            return true;
        if (cls.meta.has("model"))
            return false;
        if ([...cls.meta.keys()].some((k) => MODEL_META.test(k)))
            return true;
        return unresolved.some((b) => /(?:Model|^Abstract\w*)$/.test(b.split(".").at(-1) ?? b));
    }
    /** The fields a model declares, its abstract bases' first, a later one replacing (or `= None` removing) an earlier. */
    fieldsOf(model) {
        const fields = new Map();
        const visit = (m) => {
            for (const base of m.bases)
                if (base.abstract)
                    visit(base);
            const local = m.cls.module.path === this.path;
            for (const a of m.cls.body) {
                if (a.value.literal === null && fields.has(a.name)) {
                    fields.delete(a.name);
                    continue;
                }
                const call = a.value.call;
                if (!call || !FIELD_CALL.test(call.name))
                    continue;
                // A field class of a package (`CountryField` of django_countries) is a column all the same:
                // columnOf reports the class it does not read, never a column silently left out.
                fields.delete(a.name);
                fields.set(a.name, { name: a.name, line: local ? a.line : model.cls.line, call, owner: m.cls });
            }
        };
        visit(model);
        return [...fields.values()];
    }
    /** A call's arguments with names of literal constants (module, class, imported) replaced by their values. */
    async resolved(call, owner) {
        const value = async (v) => {
            if (v.literal !== undefined || !v.name || v.call)
                return v;
            const constant = await this.project.resolveConstant(owner.module, v.name, owner);
            return constant && constant.literal !== undefined ? { ...v, literal: constant.literal } : v;
        };
        const keywords = new Map();
        for (const [k, v] of call.keywords)
            keywords.set(k, await value(v));
        const positional = [];
        for (const p of call.positional)
            positional.push(await value(p));
        return { ...call, keywords, positional, owner };
    }
    /** The model a relation names: "self", a class (local or imported), "app.Model", the user model. */
    async target(call, from) {
        const target = call.positional[0] ?? call.keywords.get("to");
        if (!target)
            return undefined;
        let reference = typeof target.literal === "string" ? target.literal : undefined;
        if (target.name === "settings.AUTH_USER_MODEL" || target.call?.name === "get_user_model")
            reference = (await this.project.settings()).get("AUTH_USER_MODEL") ?? "auth.User";
        if (reference === "self")
            return from;
        let cls;
        if (reference?.includes(".")) {
            const [label, name = ""] = reference.split(".");
            cls =
                label === from.app.label
                    ? await this.project.resolveClass(call.owner.module, name)
                    : await this.project.modelByLabel(reference);
        }
        else
            cls = await this.project.resolveClass(call.owner.module, reference ?? target.name ?? "");
        return cls ? this.model(cls) : undefined;
    }
    /** The column type of a key pointing at `model` (its primary key's, its parent's, its auto field's integer). */
    async keyType(model, fallback, depth = 0) {
        if (!model)
            return keyColumnType(undefined, fallback.autoField, this.dialect);
        const key = this.fieldsOf(model).find((f) => f.call.keywords.get("primary_key")?.literal === true);
        if (key && depth < 8) {
            const call = await this.resolved(key.call, key.owner);
            if (RELATIONS.has(call.name))
                return this.keyType(await this.target(call, model), model.app, depth + 1);
            return keyColumnType(call, model.app.autoField, this.dialect);
        }
        const parent = model.bases.find((b) => !b.abstract);
        if (parent && depth < 8)
            return this.keyType(parent, parent.app, depth + 1);
        return keyColumnType(undefined, model.app.autoField, this.dialect);
    }
    async tablesOf(model) {
        const table = { name: model.table, line: model.cls.line, columns: [], primaryKey: [] };
        const joins = [];
        for (const field of this.fieldsOf(model)) {
            const call = await this.resolved(field.call, field.owner);
            if (MANY_TO_MANY.has(call.name)) {
                if (call.keywords.has("through"))
                    continue; // the through model is a table of its own
                const target = await this.target(call, model);
                joins.push(manyToManyTable(model, field, target, {
                    dialect: this.dialect,
                    from: (await this.keyType(model, model.app)) ?? "integer",
                    to: (await this.keyType(target, model.app)) ?? "integer",
                    autoField: model.app.autoField,
                }));
                continue;
            }
            if (NOT_COLUMNS.has(call.name))
                continue;
            const keyType = RELATIONS.has(call.name)
                ? await this.keyType(await this.target(call, model), model.app)
                : undefined;
            const column = columnOf(field, call, keyType, this);
            if (!column) {
                // Declared, not read: a problem at its line, and no "missing field" (ReadAsset.unread).
                const dbColumn = call.keywords.get("db_column")?.literal;
                const name = typeof dbColumn === "string"
                    ? dbColumn
                    : RELATIONS.has(call.name)
                        ? `${field.name}_id`
                        : field.name;
                table.unread = [...(table.unread ?? []), { name, line: field.line }];
                continue;
            }
            table.columns.push(column);
            if (call.keywords.get("primary_key")?.literal === true)
                table.primaryKey.push(column.name);
        }
        if (table.primaryKey.length === 0) {
            const parent = model.bases.find((b) => !b.abstract);
            const name = parent ? `${parent.cls.name.toLowerCase()}_ptr_id` : "id";
            const auto = FIELD_TYPES[model.app.autoField] ?? FIELD_TYPES.AutoField;
            const identity = this.dialect === "postgres" ? " GENERATED BY DEFAULT AS IDENTITY" : "";
            const sqlType = parent
                ? ((await this.keyType(parent, parent.app)) ?? "integer")
                : `${auto[this.dialect]}${identity}`;
            table.columns.unshift({ name, sqlType, notNull: true, line: model.cls.line });
            table.primaryKey.push(name);
        }
        return [table, ...joins];
    }
}
function literalString(value) {
    return typeof value?.literal === "string" ? value.literal : undefined;
}


/***/ }),

/***/ 5373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TT: () => (/* binding */ assignments),
/* harmony export */   by: () => (/* binding */ pyString),
/* harmony export */   iN: () => (/* binding */ pyCall),
/* harmony export */   ot: () => (/* binding */ topClasses),
/* harmony export */   t4: () => (/* binding */ pyLiteral),
/* harmony export */   tC: () => (/* binding */ innerClass)
/* harmony export */ });
/* harmony import */ var _code_reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39640);

function pyCall(node) {
    if (node?.type !== "call")
        return undefined;
    const callee = node.childForFieldName("function")?.text ?? "";
    const positional = [];
    const keywords = new Map();
    for (const argument of node.childForFieldName("arguments")?.namedChildren ?? []) {
        if (!argument || argument.type === "comment")
            continue;
        if (argument.type !== "keyword_argument")
            positional.push(argument);
        const key = argument.childForFieldName("name")?.text;
        const value = argument.childForFieldName("value");
        if (key && value)
            keywords.set(key, value);
    }
    return { callee, name: callee.slice(callee.lastIndexOf(".") + 1), positional, keywords, node };
}
/** A Python literal: str, int/float (as written), True/False/None; else undefined. */
function pyLiteral(node) {
    if (!node)
        return undefined;
    if (node.type === "string")
        return node.namedChildren.some((c) => c?.type === "interpolation") ? undefined : (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(node.text);
    if (node.type === "integer" || node.type === "float")
        return Number(node.text.replace(/_/g, ""));
    if (node.type === "unary_operator" && node.text.startsWith("-")) {
        const inner = pyLiteral(node.namedChildren[0]);
        return typeof inner === "number" ? -inner : undefined;
    }
    if (node.type === "true")
        return true;
    if (node.type === "false")
        return false;
    if (node.type === "none")
        return null;
    return undefined;
}
function pyString(node) {
    const value = pyLiteral(node);
    return typeof value === "string" ? value : undefined;
}
/** The classes at the top of a module (and inside `if TYPE_CHECKING:`-free blocks: only the top). */
function topClasses(root) {
    const out = [];
    for (const child of root.namedChildren) {
        const node = child?.type === "decorated_definition" ? child.childForFieldName("definition") : child;
        if (node?.type !== "class_definition")
            continue;
        const bases = [];
        const keywords = new Map();
        for (const argument of node.childForFieldName("superclasses")?.namedChildren ?? []) {
            if (!argument)
                continue;
            if (argument.type === "keyword_argument") {
                const key = argument.childForFieldName("name")?.text;
                const value = argument.childForFieldName("value");
                if (key && value)
                    keywords.set(key, value);
            }
            else
                bases.push(argument.text);
        }
        out.push({
            name: node.childForFieldName("name")?.text ?? "",
            bases,
            keywords,
            body: node.childForFieldName("body"),
            line: (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(node),
        });
    }
    return out;
}
/** `name = value` and `name: T = value` statements directly in a class body. */
function assignments(body) {
    const out = [];
    for (const statement of body?.namedChildren ?? []) {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            continue;
        const left = assignment.childForFieldName("left");
        if (left?.type !== "identifier")
            continue;
        out.push({
            name: left.text,
            annotation: assignment.childForFieldName("type"),
            value: assignment.childForFieldName("right"),
            line: (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(assignment),
        });
    }
    return out;
}
/** The nested `class Meta:` (Django) of a class body. */
function innerClass(body, name) {
    for (const statement of body?.namedChildren ?? [])
        if (statement?.type === "class_definition" && statement.childForFieldName("name")?.text === name)
            return statement.childForFieldName("body");
    return null;
}


/***/ }),

/***/ 39165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ quoteName),
/* harmony export */   Ov: () => (/* binding */ quoteString),
/* harmony export */   Z0: () => (/* binding */ AlignedSql)
/* harmony export */ });
/**
 * SQL written so that each statement, and each column of it, stands on the line of the
 * framework's description that says it (a Rails `t.string` line, a Liquibase `<column>`): the SQL
 * readers then give each table and column the description's own line, as they do for SQL files.
 * Fragments are placed in order; one whose line is already passed goes on the current line.
 */
class AlignedSql {
    lines = [""];
    /** Appends `sql` (it may span lines) starting on 1-based `line`. */
    put(line, sql) {
        while (this.lines.length < line)
            this.lines.push("");
        const [first = "", ...rest] = sql.split("\n");
        const at = this.lines.length - 1;
        this.lines[at] = this.lines[at] === "" ? first : `${this.lines[at]} ${first}`;
        this.lines.push(...rest);
    }
    get empty() {
        return this.lines.every((line) => line === "");
    }
    text() {
        return `${this.lines.join("\n")}\n`;
    }
}
/** A SQL identifier quoted for the dialect (a schema-qualified name `a.b` quoted part by part). */
function quoteName(name, dialect, qualified = false) {
    const parts = qualified ? name.split(".") : [name];
    return parts
        .map((part) => dialect === "mysql"
        ? `\`${part.replace(/`/g, "``")}\``
        : dialect === "mssql"
            ? `[${part.replace(/]/g, "]]")}]`
            : `"${part.replace(/"/g, '""')}"`)
        .join(".");
}
/** A SQL string literal. */
function quoteString(value) {
    return `'${value.replace(/'/g, "''")}'`;
}


/***/ })

};
