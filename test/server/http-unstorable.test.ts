// Text PostgreSQL cannot hold (U+0000, an unpaired surrogate) is refused in the API's words, with a pointer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract, ORDER_FIELDS } from "../service/fixtures.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

/** Words of PostgreSQL's own messages, which name its types and encodings rather than the request. */
const DATABASE_WORDS = /UTF8|escape sequence|byte sequence|type json|0x00/i;

describe.each(BACKENDS)("unstorable text over HTTP (%s)", (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_unstorable");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a NUL in a contract's name is a 400 naming the field, not the database's message", async () => {
    const body = contract("orders", ORDER_FIELDS);
    body.contractSpec.name = "ord\u0000ers";
    const answer = await t.raw("POST", "/v0/contract", { key: t.key, body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      errors: [{ pointer: "/body/contractSpec/name", message: expect.stringContaining("U+0000 (NUL)") }],
    });
    expect(answer.text).not.toMatch(DATABASE_WORDS);
  });

  it("an unpaired surrogate in a field name (valid JSON) is a 400 naming the field", async () => {
    const body = contract("orders_s", [{ type: "int64", name: "id" }]);
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse accepts.
    const text = JSON.stringify(body).replace('"name":"id"', '"name":"i\\ud800d"');
    const answer = await t.raw("POST", "/v0/contract", { key: t.key, body: text });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      errors: [
        {
          pointer: "/body/contractSpec/schema/0/name",
          message: expect.stringContaining("unpaired UTF-16 surrogate"),
        },
      ],
    });
    expect(answer.text).not.toMatch(DATABASE_WORDS);
  });

  // A body whose JSON text has no \u escape is not walked for such text (the server's fast path):
  // these are the only other ways to send it, and neither reaches the database as such.
  it("without a \\u escape there is no unstorable text: a raw NUL is not JSON, surrogate bytes decode to U+FFFD", async () => {
    const text = JSON.stringify(contract("orders_raw", [{ type: "int64", name: "id" }]));
    // A NUL character itself in the text, not the escape.
    const nul = await t.raw("POST", "/v0/contract", {
      key: t.key,
      body: text.replace('"name":"id"', '"name":"i\u0000d"'),
    });
    expect(nul.status).toBe(400);
    expect(nul.text).not.toMatch(DATABASE_WORDS);
    // U+D800 written as UTF-8 would be (ED A0 80: not UTF-8, which has no surrogates).
    const [before, after] = text.split('"name":"id"') as [string, string];
    const bytes = Buffer.concat([
      Buffer.from(`${before}"name":"i`),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(`d"${after}`),
    ]);
    const stored = await t.raw("POST", "/v0/contract", { key: t.key, body: bytes });
    expect(stored.status).toBe(200);
    const listed = await t.raw("GET", "/v0/contracts?limit=500", { key: t.key });
    const names = (listed.json as Array<{ contractSpec: { name: string; schema: Array<{ name: string }> } }>)
      .filter((c) => c.contractSpec.name === "orders_raw")
      .map((c) => c.contractSpec.schema[0]?.name);
    expect(names).toEqual(["i\ufffd\ufffd\ufffdd"]);
  });
});
