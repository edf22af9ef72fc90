/**
 * Field names that look like personal data (what `restrictPii` guards). A name is
 * split into lower-case words at `_`, `-`, `.`, spaces and camelCase humps; it
 * looks like PII when its words contain one of these phrases. Phrases are
 * matched as whole words so `emailed_at` or `phoneme` do not match.
 */
export const PII_PHRASES: readonly string[] = [
  "email",
  "e mail",
  "mail address",
  "phone",
  "phone number",
  "mobile",
  "msisdn",
  "ssn",
  "social security",
  "passport",
  "driver license",
  "drivers license",
  "national id",
  "tax id",
  "tin",
  "credit card",
  "card number",
  "cvv",
  "iban",
  "date of birth",
  "dob",
  "birth date",
  "birthdate",
  "birthday",
  "first name",
  "last name",
  "full name",
  "surname",
  "given name",
  "street",
  "street address",
  "home address",
  "postal code",
  "zip",
  "zipcode",
  "ip address",
  "ip",
  "geolocation",
  "latitude",
  "longitude",
  "password",
];

export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const phraseWords = PII_PHRASES.map((phrase) => phrase.split(" "));

/** The PII phrase a field name matches, or undefined. */
export function piiPhraseOf(name: string): string | undefined {
  const words = nameWords(name);
  for (const phrase of phraseWords) {
    for (let start = 0; start + phrase.length <= words.length; start++) {
      if (phrase.every((word, offset) => words[start + offset] === word)) return phrase.join(" ");
    }
  }
  return undefined;
}
