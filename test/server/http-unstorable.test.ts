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
});
