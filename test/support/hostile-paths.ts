// Paths that would take a link out of the repository in some reading (a browser's `..`, one or
// more rounds of percent-decoding, Unicode folding, a scheme, a host), and ordinary ones that stay.

/** Each would, read some way, leave `{repo}/blob/{sha}/`: none may become a link or a location. */
export const HOSTILE_PATHS = [
  // The case: a fork's relay report aiming at another repository's page.
  "../../../../other/repo/blob/main/x.yaml",
  "../x.yaml",
  "contracts/../../x.yaml",
  "contracts/..",
  "..",
  // Absolute, a host, an empty segment, a scheme, a drive.
  "/etc/passwd",
  "//evil.example/x.yaml",
  "contracts//x.yaml",
  "https://evil.example/x.yaml",
  "javascript:alert(1)",
  "C:/x.yaml",
  "contracts/x.yaml:evil",
  // Percent-encoded dots and slashes, either case, mixed, and encoded again (and again).
  "%2e%2e/%2e%2e/other/repo/blob/main/x.yaml",
  "%2E%2E/x.yaml",
  ".%2e/x.yaml",
  "%2e./x.yaml",
  "..%2fx.yaml",
  "contracts%2f..%2f..%2fx.yaml",
  "%252e%252e/%252e%252e/x.yaml",
  "%25252e%25252e/x.yaml",
  "a/%2F%2Fevil.example/x",
  "%2fetc/passwd",
  "contracts/%2e/x.yaml",
  // Backslashes (a browser's `/` in http URLs), plain and encoded.
  "..\\x.yaml",
  "contracts\\..\\..\\x.yaml",
  "..%5cx.yaml",
  "%5c%5cevil.example/x",
  // Unicode that folds (NFKC) to dots and slashes, as written and percent-encoded.
  "\uff0e\uff0e/x.yaml",
  "\u2025/x.yaml",
  "\ufe52\ufe52/x.yaml",
  "..\uff0fx.yaml",
  "%EF%BC%8E%EF%BC%8E/x.yaml",
  // An overlong UTF-8 dot (some decoders read it as `.`) and broken encodings.
  "%c0%ae%c0%ae/x.yaml",
  "%e0%80%ae/x.yaml",
  // Control characters a URL parser strips (`.\t.` is `..` to it), line breaks.
  ".\t./x.yaml",
  "contracts/x.yaml\n../../y",
  "\u0000/x.yaml",
  // Empty, or only the repository's root.
  "",
  " ",
  ".",
  "./",
] as const;

/** Paths inside the repository: each still becomes a link or a location (normalised where shown). */
export const ORDINARY_PATHS = [
  ["contracts/orders.yaml", "contracts/orders.yaml"],
  ["./contracts/orders.yaml", "contracts/orders.yaml"],
  ["contracts/./orders.yaml", "contracts/orders.yaml"],
  ["db/my orders.sql", "db/my orders.sql"],
  ["schemas/a..b.avsc", "schemas/a..b.avsc"],
  ["schemas/.hidden/x.avsc", "schemas/.hidden/x.avsc"],
  ["schemas/...avsc", "schemas/...avsc"],
  ["schemas/100%.avsc", "schemas/100%.avsc"],
  ["schemas/ünïcode/Straße.avsc", "schemas/ünïcode/Straße.avsc"],
  ["schemas/#1 [draft] (old).avsc", "schemas/#1 [draft] (old).avsc"],
] as const;
