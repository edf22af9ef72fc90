import { describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { protobufReader } from "../../src/schema/readers/protobuf.js";
import { fieldAt } from "./golden.js";

/* Field and message lines come from one scan of the text (protobufjs keeps no positions). */

const TEXT = `syntax = "proto3";
package shop;

// Order: id = 1 in a comment before any message is not a field of it.
message Order {
  string id = 1;
  Line line = 2;
  message Line {
    string id = 1;
    int64 qty  =  2;
  }
}

enum Status {
  UNKNOWN = 0;
  id = 1;
}

message Customer {
  string id = 1;
  Status status = 2;
  oneof contact {
    string email = 3;
    string phone = 4;
  }
}
`;

describe("protobuf reader lines", () => {
  it("puts each field at its own message's declaration, where names and numbers repeat", async () => {
    const { assets, diagnostics } = await protobufReader.read({
      path: "shop.proto",
      sourceType: "protobuf",
      dataSource: "local",
      files: memorySource({ "shop.proto": TEXT }),
    });
    expect(diagnostics).toEqual([]);
    const order = assets.find((a) => a.path.endsWith(":shop.Order"));
    const customer = assets.find((a) => a.path.endsWith(":shop.Customer"));
    expect(order?.line).toBe(5);
    expect(customer?.line).toBe(19);
    expect(fieldAt(order, "id").line).toBe(6);
    expect(fieldAt(order, "line").line).toBe(7);
    expect(fieldAt(order, "line.id").line).toBe(9);
    expect(fieldAt(order, "line.qty").line).toBe(10);
    expect(fieldAt(customer, "id").line).toBe(20);
    expect(fieldAt(customer, "status").line).toBe(21);
    expect(fieldAt(customer, "contact").line).toBe(23);
    expect(fieldAt(customer, "contact.phone").line).toBe(24);
  });
});
