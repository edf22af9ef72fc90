// Remakes the binary sample files of the s3 reader's fixtures (fixtures/schemas/s3/samples/):
//   node scripts/make-s3-samples.mjs
// The output is deterministic (fixed sync marker, fixed data), so a rerun changes nothing.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import avro from "avsc";
import { parquetWriteBuffer } from "hyparquet-writer";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "schemas", "s3", "samples");

/** An Avro object container file (codec deflate, as writers commonly use) with two records. */
async function writeAvro() {
  const schema = {
    type: "record",
    name: "Event",
    namespace: "com.acme.events",
    doc: "A page event",
    fields: [
      { name: "event_id", type: "long" },
      { name: "user", type: ["null", "string"], default: null },
      { name: "amount", type: { type: "bytes", logicalType: "decimal", precision: 10, scale: 2 } },
      { name: "at", type: { type: "long", logicalType: "timestamp-millis" } },
      { name: "tags", type: { type: "array", items: "string" } },
      { name: "props", type: { type: "map", values: "int" } },
      {
        name: "device",
        type: {
          type: "record",
          name: "Device",
          fields: [
            { name: "os", type: { type: "enum", name: "Os", symbols: ["IOS", "ANDROID", "WEB"] } },
            { name: "version", type: "int" },
          ],
        },
      },
    ],
  };
  const records = [
    {
      event_id: 1,
      user: "ada",
      amount: Buffer.from([0x30, 0x39]),
      at: 1700000000000,
      tags: ["a"],
      props: { x: 1 },
      device: { os: "WEB", version: 3 },
    },
    {
      event_id: 2,
      user: null,
      amount: Buffer.from([0x01]),
      at: 1700000001000,
      tags: [],
      props: {},
      device: { os: "IOS", version: 17 },
    },
  ];
  // Given the schema itself (not a Type), avsc writes it to the header verbatim, logical types included.
  const encoder = new avro.streams.BlockEncoder(schema, {
    codec: "deflate",
    syncMarker: Buffer.alloc(16, 7),
  });
  const chunks = [];
  encoder.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    encoder.on("end", resolve);
    encoder.on("error", reject);
  });
  for (const record of records) encoder.write(record);
  encoder.end();
  await done;
  writeFileSync(join(out, "events.avro"), Buffer.concat(chunks));
}

/** A Parquet file covering the mapped physical, logical and converted types, lists, maps and groups. */
function writeParquet() {
  const schema = [
    { name: "schema", num_children: 13 },
    { name: "order_id", type: "INT64", repetition_type: "REQUIRED" },
    { name: "quantity", type: "INT32", repetition_type: "REQUIRED" },
    { name: "customer", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" },
    { name: "note", type: "BYTE_ARRAY", logical_type: { type: "STRING" }, repetition_type: "OPTIONAL" },
    {
      name: "total",
      type: "FIXED_LEN_BYTE_ARRAY",
      type_length: 5,
      converted_type: "DECIMAL",
      precision: 12,
      scale: 2,
      logical_type: { type: "DECIMAL", precision: 12, scale: 2 },
      repetition_type: "REQUIRED",
    },
    {
      name: "placed_at",
      type: "INT64",
      converted_type: "TIMESTAMP_MICROS",
      logical_type: { type: "TIMESTAMP", isAdjustedToUTC: true, unit: "MICROS" },
      repetition_type: "REQUIRED",
    },
    { name: "ship_date", type: "INT32", converted_type: "DATE", repetition_type: "OPTIONAL" },
    { name: "paid", type: "BOOLEAN", repetition_type: "REQUIRED" },
    { name: "weight", type: "FLOAT", repetition_type: "OPTIONAL" },
    { name: "score", type: "DOUBLE", repetition_type: "REQUIRED" },
    {
      name: "tags",
      converted_type: "LIST",
      logical_type: { type: "LIST" },
      repetition_type: "OPTIONAL",
      num_children: 1,
    },
    { name: "list", repetition_type: "REPEATED", num_children: 1 },
    { name: "element", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" },
    {
      name: "attributes",
      converted_type: "MAP",
      logical_type: { type: "MAP" },
      repetition_type: "OPTIONAL",
      num_children: 1,
    },
    { name: "key_value", repetition_type: "REPEATED", num_children: 2 },
    { name: "key", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" },
    { name: "value", type: "INT32", repetition_type: "OPTIONAL" },
    { name: "shipping", repetition_type: "REQUIRED", num_children: 2 },
    { name: "city", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" },
    { name: "zip", type: "INT32", repetition_type: "OPTIONAL" },
  ];
  const columnData = [
    { name: "order_id", data: [1n, 2n] },
    { name: "quantity", data: [3, 1] },
    { name: "customer", data: ["ada", "bob"] },
    { name: "note", data: ["gift", null] },
    { name: "total", data: [12.5, 3] },
    { name: "placed_at", data: [1700000000000000n, 1700000001000000n] },
    { name: "ship_date", data: [new Date(Date.UTC(2024, 0, 2)), null] },
    { name: "paid", data: [true, false] },
    { name: "weight", data: [1.5, null] },
    { name: "score", data: [0.25, 0.75] },
    { name: "tags", data: [["new"], ["sale", "vip"]] },
    { name: "attributes", data: [{ size: 42 }, null] },
    {
      name: "shipping",
      data: [
        { city: "Oslo", zip: 150 },
        { city: "Bergen", zip: null },
      ],
    },
  ];
  writeFileSync(join(out, "orders.parquet"), new Uint8Array(parquetWriteBuffer({ columnData, schema })));
}

/** Unreadable samples: a Parquet footer whose metadata length points past the file, an Avro header cut short. */
function writeCorrupt() {
  writeFileSync(
    join(out, "corrupt.parquet"),
    Buffer.from("PAR1 not a parquet file \xff\xff\xff\x7fPAR1", "latin1"),
  );
  writeFileSync(join(out, "corrupt.avro"), Buffer.from("Obj\x01\x04\x16avro.schema", "latin1"));
}

await writeAvro();
writeParquet();
writeCorrupt();
