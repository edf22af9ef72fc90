import { describe, expect, it } from "vitest";
import { nameWords, piiPhraseOf } from "../../src/compliance/pii.js";

describe("nameWords", () => {
  it("splits an acronym from the word after it", () => {
    expect(nameWords("IPAddress")).toEqual(["ip", "address"]);
    expect(nameWords("clientIPAddress")).toEqual(["client", "ip", "address"]);
  });

  it("drops the empty words of leading, trailing and repeated separators", () => {
    expect(nameWords("_email__address_")).toEqual(["email", "address"]);
    expect(nameWords("--")).toEqual([]);
  });
});

describe("piiPhraseOf", () => {
  it("matches a phrase that spans an acronym and a word", () => {
    expect(piiPhraseOf("clientIPAddress")).toBe("ip address");
  });

  it("needs every word of a phrase, not just one of them", () => {
    expect(piiPhraseOf("mail_server")).toBeUndefined();
    expect(piiPhraseOf("first_order_at")).toBeUndefined();
    expect(piiPhraseOf("card_type")).toBeUndefined();
  });
});
