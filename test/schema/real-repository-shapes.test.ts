import { describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { readAssets } from "../../src/schema/index.js";
import { assetNamed, fieldAt } from "./code/helpers.js";

// Constructs of public repositories that lost a field (issue 32), each in a small fixture of the same shape.

async function read(path: string, files: Record<string, string>) {
  return readAssets([path], { files: memorySource(files), dataSourceOf: () => "d" });
}

describe("shapes of real repositories", () => {
  it("Go (Kubernetes types): an embedded struct of another package named by its JSON tag is that field", async () => {
    const result = await read("core/v1/types.go", {
      "core/v1/types.go": [
        "package v1",
        "",
        'import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
        "",
        "type ConfigMap struct {",
        '  metav1.TypeMeta `json:",inline"`',
        '  metav1.ObjectMeta `json:"metadata,omitempty"`',
        '  Data map[string]string `json:"data,omitempty"`',
        "}",
        "",
      ].join("\n"),
    });
    const configMap = assetNamed(result, "ConfigMap");
    expect(configMap.fields?.map((f) => f.name)).toEqual(["metadata", "data"]);
    expect(fieldAt(configMap, "metadata")).toMatchObject({
      optional: true,
      line: 7,
      constraints: { goName: "ObjectMeta" },
    });
  });

  it("Java (Spring petclinic): a class inherits the fields of an imported superclass and of its superclass", async () => {
    const root = "src/main/java/org/springframework/samples/petclinic";
    const result = await read(`${root}/owner/Owner.java`, {
      [`${root}/model/BaseEntity.java`]: [
        "package org.springframework.samples.petclinic.model;",
        "import jakarta.persistence.*;",
        "@MappedSuperclass",
        "public class BaseEntity implements Serializable {",
        "\t@Id",
        "\t@GeneratedValue(strategy = GenerationType.IDENTITY)",
        "\tprivate Integer id;",
        "}",
      ].join("\n"),
      [`${root}/model/Person.java`]: [
        "package org.springframework.samples.petclinic.model;",
        "@MappedSuperclass",
        "public class Person extends BaseEntity {",
        '\t@Column(name = "first_name")',
        "\t@NotBlank",
        "\tprivate String firstName;",
        '\t@Column(name = "last_name")',
        "\tprivate String lastName;",
        "}",
      ].join("\n"),
      [`${root}/owner/Owner.java`]: [
        "package org.springframework.samples.petclinic.owner;",
        "import java.util.Set;",
        "import org.springframework.samples.petclinic.model.Person;",
        "@Entity",
        '@Table(name = "owners")',
        "public class Owner extends Person {",
        '\t@Column(name = "address")',
        "\tprivate String address;",
        "}",
      ].join("\n"),
    });
    const owner = assetNamed(result, "Owner");
    expect(owner.fields?.map((f) => [f.name, f.type, f.file])).toEqual([
      ["id", "int32", `${root}/model/BaseEntity.java`],
      ["first_name", "string", `${root}/model/Person.java`],
      ["last_name", "string", `${root}/model/Person.java`],
      ["address", "string", undefined],
    ]);
  });

  it("Kotlin (nowinandroid): a data class's field types come from other packages' files through imports", async () => {
    const root = "core/model/src/main/kotlin/com/acme/shop";
    const result = await read(`${root}/orders/Order.kt`, {
      [`${root}/common/Address.kt`]: [
        "package com.acme.shop.common",
        "",
        "data class Address(val street: String, val city: String, val postcode: String?)",
      ].join("\n"),
      // Not named after its class: found in the package's folder.
      [`${root}/common/Values.kt`]: [
        "package com.acme.shop.common",
        "",
        "data class Money(val currency: String, val units: Long)",
      ].join("\n"),
      [`${root}/orders/Order.kt`]: [
        "package com.acme.shop.orders",
        "",
        "import com.acme.shop.common.Address",
        "import com.acme.shop.common.Money as Cash",
        "import kotlinx.serialization.Serializable",
        "",
        "@Serializable",
        "data class Order(",
        "    val id: String,",
        "    val shipTo: Address,",
        "    val total: Cash?,",
        ")",
      ].join("\n"),
    });
    const order = assetNamed(result, "Order");
    expect(order.fields?.map((f) => [f.name, f.type, f.optional ?? false])).toEqual([
      ["id", "string", false],
      ["shipTo", "struct", false],
      ["total", "struct", true],
    ]);
    expect(
      fieldAt(order, "shipTo")?.fields?.map((f) => [f.name, f.type, f.optional ?? false, f.file]),
    ).toEqual([
      ["street", "string", false, `${root}/common/Address.kt`],
      ["city", "string", false, `${root}/common/Address.kt`],
      ["postcode", "string", true, `${root}/common/Address.kt`],
    ]);
    expect(fieldAt(order, "total")?.fields?.map((f) => [f.name, f.type])).toEqual([
      ["currency", "string"],
      ["units", "int64"],
    ]);
    expect(result.assets.map((a) => a.path)).toEqual([`${root}/orders/Order.kt:Order`]);
  });

  it("JSON Schema (SchemaStore): `type: string` beside an anyOf of enums, consts and $refs is a string", async () => {
    const schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      definitions: { semver: { type: "string", pattern: "^\\d+\\.\\d+" } },
      properties: {
        target: {
          type: "string",
          description: "Output target",
          anyOf: [{ enum: ["es5", "es2015"] }, { const: "esnext" }, { pattern: "^[Ee][Ss]\\d+$" }],
        },
        version: { type: "string", oneOf: [{ $ref: "#/definitions/semver" }, { enum: ["latest"] }] },
        either: { anyOf: [{ type: "string" }, { type: "integer" }] },
      },
    };
    const result = await read("config.schema.json", { "config.schema.json": JSON.stringify(schema) });
    const root = result.assets[0]?.schema;
    expect(root?.fields?.map((f) => [f.name, f.type, f.doc])).toEqual([
      ["target", "string", "Output target"],
      ["version", "string", undefined],
      ["either", "union", undefined],
    ]);
  });
});
