/** A field's dotted path: its parent's path (none at the root) and its name, as findings and diffs name fields. */
export function joinPath(prefix: string, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}
