// JPA's nullability defaults (issue 47): a `@Column` is nullable unless it says `nullable = false`, so a
// new `@Column(name = "iban") String iban` is an optional field (adding it breaks no reader); the key,
// Bean Validation and primitives keep a field required. Every form enumerated, both ways.
import { describe, expect, it } from "vitest";
import { assetNamed, fieldAt, readSource } from "./helpers.js";

/** [the field's declaration, whether it is optional]. */
const FORMS: readonly [string, boolean][] = [
  ['@Column(name = "iban") private String iban;', true],
  ["@Column private String iban;", true],
  ["@jakarta.persistence.Column(length = 34) private String iban;", true],
  ['@Column(name = "iban", nullable = true) private String iban;', true],
  ['@Column(name = "iban", nullable = false) private String iban;', false],
  ['@NotNull @Column(name = "iban") private String iban;', false],
  ['@NotBlank @Column(name = "iban") private String iban;', false],
  ['@Id @Column(name = "iban") private String iban;', false],
  ['@Column(name = "iban") private long iban;', false],
  ['@Column(name = "iban") private Long iban;', true],
  // No JPA column: Java's convention (a plain reference is never null) stays.
  ["private String iban;", false],
  ['@JoinColumn(name = "iban") private String iban;', false],
  ["@Nullable private String iban;", true],
];

describe("JPA: a column's nullability by JPA's defaults", () => {
  it("enumerates @Column with and without nullable, the key, Bean Validation, primitives and no column", async () => {
    for (const [declaration, optional] of FORMS) {
      const result = await readSource(
        "java",
        "src/main/java/acme/Account.java",
        `package acme;\n@Entity\npublic class Account {\n  ${declaration}\n}\n`,
      );
      expect(fieldAt(assetNamed(result, "Account"), "iban").optional === true, declaration).toBe(optional);
    }
  });
});
