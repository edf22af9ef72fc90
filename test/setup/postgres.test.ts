import pg from "pg";
import { describe, expect, inject, it } from "vitest";

const url = inject("databaseUrl");

describe.skipIf(!url)("the PostgreSQL test server", () => {
  it("answers queries", async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    await client.end();
    expect(rows[0]?.v).toMatch(/^\d+/);
  });
});
