import { describe, expect, it } from "vitest";
import { assetNamed, readSource } from "./helpers.js";

const names = (tree: { fields?: { name?: string; constraints?: Record<string, unknown> }[] | undefined }) =>
  tree.fields?.map((f) => [f.name, f.constraints?.codeName]);

// Issue 14: the names data has on the wire, not the names in code.
describe("wire names and TypedDict Required", () => {
  it("Java: @JsonProperty, @SerializedName on fields and record components", async () => {
    const result = await readSource(
      "java",
      "Order.java",
      [
        "import com.fasterxml.jackson.annotation.JsonProperty;",
        "public class Order {",
        '  @JsonProperty("order_id") private String orderId;',
        '  @com.google.gson.annotations.SerializedName(value = "total_cents") private long totalCents;',
        "  private String note;",
        "}",
        'public record Line(@JsonProperty("sku_code") String sku, int qty) {}',
      ].join("\n"),
    );
    expect(names(assetNamed(result, "Order"))).toEqual([
      ["order_id", "orderId"],
      ["total_cents", "totalCents"],
      ["note", undefined],
    ]);
    expect(names(assetNamed(result, "Line"))).toEqual([
      ["sku_code", "sku"],
      ["qty", undefined],
    ]);
  });

  it("Kotlin: Room @ColumnInfo(name = ...), @SerialName and @field:JsonProperty", async () => {
    const result = await readSource(
      "kotlin",
      "User.kt",
      [
        '@Entity(tableName = "users")',
        "data class User(",
        "  @PrimaryKey val id: Long,",
        '  @ColumnInfo(name = "first_name") val firstName: String?,',
        '  @SerialName("last_name") val lastName: String,',
        '  @field:JsonProperty("e_mail") val email: String,',
        "  @ColumnInfo(index = true) val city: String",
        ")",
      ].join("\n"),
    );
    expect(names(assetNamed(result, "User"))).toEqual([
      ["id", undefined],
      ["first_name", "firstName"],
      ["last_name", "lastName"],
      ["e_mail", "email"],
      ["city", undefined],
    ]);
  });

  it("Python: pydantic Field(alias=...) and serialization_alias; Required[...] in a total=False TypedDict", async () => {
    const result = await readSource(
      "python",
      "m.py",
      [
        "from typing import TypedDict, Required",
        "from pydantic import BaseModel, Field",
        "class Event(BaseModel):",
        "    event_id: str = Field(alias='eventId')",
        "    kind: str = Field(alias='k', serialization_alias='type')",
        "    at: int",
        "class Movie(TypedDict, total=False):",
        "    title: Required[str]",
        "    year: int",
      ].join("\n"),
    );
    expect(names(assetNamed(result, "Event"))).toEqual([
      ["eventId", "event_id"],
      ["type", "kind"],
      ["at", undefined],
    ]);
    const movie = assetNamed(result, "Movie");
    expect(movie.fields?.map((f) => [f.name, f.optional === true])).toEqual([
      ["title", false],
      ["year", true],
    ]);
  });
});

describe("Swift CodingKeys", () => {
  it("names fields by their CodingKeys raw values and drops properties CodingKeys leaves out", async () => {
    const result = await readSource(
      "swift",
      "User.swift",
      [
        "struct User: Codable {",
        "  let id: Int",
        "  let firstName: String",
        "  var cache: String?",
        "  enum CodingKeys: String, CodingKey {",
        '    case id, firstName = "first_name"',
        "  }",
        "}",
        "struct Plain: Codable { let a: Int }",
        "",
      ].join("\n"),
    );
    expect(names(assetNamed(result, "User"))).toEqual([
      ["id", undefined],
      ["first_name", "firstName"],
    ]);
    expect(names(assetNamed(result, "Plain"))).toEqual([["a", undefined]]);
  });
});
