// Every key a JSON Schema lets a file hold, as the governed-keys table names them: `a.b` a key
// under a key, `a[]` a list's items, and a definition reached by `$ref` named once as `Def.key`
// (a recursive or shared part is listed once, where it is defined).

type Node = Record<string, unknown>;

const COMBINATORS = ["allOf", "anyOf", "oneOf", "if", "then", "else"] as const;

export function schemaKeys(schema: Node): string[] {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const resolve = (ref: string): unknown =>
    ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((node, part) => (node as Node | undefined)?.[part], schema);
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, path);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    const n = node as Node;
    if (typeof n.$ref === "string") {
      const name = n.$ref.replace(/^#\/(\$defs|definitions)\//, "");
      if (!seen.has(name)) {
        seen.add(name);
        walk(resolve(n.$ref), name);
      }
    }
    for (const key of COMBINATORS) if (key in n) walk(n[key], path);
    if ("items" in n) walk(n.items, `${path}[]`);
    if (typeof n.properties === "object" && n.properties !== null) {
      for (const [key, value] of Object.entries(n.properties as Node)) {
        const at = path === "" ? key : `${path}.${key}`;
        keys.add(at);
        walk(value, at);
      }
    }
    if (typeof n.additionalProperties === "object") walk(n.additionalProperties, `${path}.*`);
  };
  walk(schema, "");
  return [...keys].sort();
}
