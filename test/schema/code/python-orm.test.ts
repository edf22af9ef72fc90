import { describe, expect, it } from "vitest";
import { DJANGO_FIELDS, SQLALCHEMY_TYPES } from "../../../src/schema/readers/code/orm-fields.js";
import { assetNamed, fieldAt, readSource } from "./helpers.js";

// Django and SQLAlchemy models, met by the onboarding sweep of issue 47 (Django apps, an SQLAlchemy +
// Alembic service): each ORM's columns with its own nullability default.

/** The type a Python type name reads as (the python reader's primitives). */
const READ_AS: Record<string, string> = {
  str: "string",
  int: "int64",
  float: "float64",
  Decimal: "decimal128",
  bool: "bool",
  datetime: "timestamp64",
  date: "date32",
  time: "time64",
  timedelta: "int64",
  bytes: "bytes",
  UUID: "uuid",
};

describe("python reader: Django models", () => {
  it("reads every Django field class as its column type, required unless null=True", async () => {
    const kinds = Object.keys(DJANGO_FIELDS);
    const lines = kinds.flatMap((kind, i) => [
      `    f${i} = models.${kind}(max_length=10)`,
      `    n${i} = models.${kind}(null=True, blank=True)`,
    ]);
    const result = await readSource(
      "python",
      "shop/models.py",
      ["from django.db import models", "", "class Everything(models.Model):", ...lines].join("\n"),
    );
    const tree = assetNamed(result, "Everything");
    kinds.forEach((kind, i) => {
      const type = READ_AS[DJANGO_FIELDS[kind] ?? ""];
      expect(fieldAt(tree, `f${i}`), kind).toMatchObject({ type, line: 4 + 2 * i });
      expect(fieldAt(tree, `f${i}`).optional, kind).toBeUndefined();
      expect(fieldAt(tree, `n${i}`), kind).toMatchObject({ type, optional: true });
    });
  });

  it("stores relations as <name>_id, honours db_column, leaves many-to-many out, and reads a model whose base is elsewhere", async () => {
    const result = await readSource(
      "python",
      "shop/models.py",
      [
        "from django.db import models",
        "from wagtail.models import Page",
        "",
        "class Order(models.Model):",
        "    ref = models.CharField(max_length=32, db_column='reference')",
        "    customer = models.ForeignKey('Customer', on_delete=models.CASCADE)",
        "    coupon = models.OneToOneField('Coupon', null=True, on_delete=models.SET_NULL)",
        "    tags = models.ManyToManyField('Tag')",
        "    objects = OrderManager()",
        "",
        "    class Meta:",
        "        ordering = ['ref']",
        "",
        "class ShopPage(Page):",
        "    intro = models.TextField(blank=True)",
      ].join("\n"),
    );
    const order = assetNamed(result, "Order");
    expect(order.fields?.map((f) => [f.name, f.type, f.optional ?? false])).toEqual([
      ["reference", "string", false],
      ["customer_id", "int64", false],
      ["coupon_id", "int64", true],
    ]);
    expect(fieldAt(assetNamed(result, "ShopPage"), "intro")).toMatchObject({ type: "string", line: 15 });
  });
});

describe("python reader: SQLAlchemy models", () => {
  it("reads every SQLAlchemy column type, nullable unless nullable=False or primary_key", async () => {
    const kinds = Object.keys(SQLALCHEMY_TYPES);
    const lines = kinds.flatMap((kind, i) => [
      `    f${i} = Column(${kind}, nullable=False)`,
      `    n${i} = Column(${kind}())`,
    ]);
    const result = await readSource(
      "python",
      "app/models.py",
      [
        "from sqlalchemy import Column",
        "",
        "class Everything(Base):",
        "    __tablename__ = 'everything'",
        "    id = Column(Integer, primary_key=True)",
        ...lines,
      ].join("\n"),
    );
    const tree = assetNamed(result, "Everything");
    expect(fieldAt(tree, "id")).toMatchObject({ type: "int64" });
    expect(fieldAt(tree, "id").optional).toBeUndefined();
    kinds.forEach((kind, i) => {
      const type = READ_AS[SQLALCHEMY_TYPES[kind] ?? ""];
      expect(fieldAt(tree, `f${i}`), kind).toMatchObject({ type, line: 6 + 2 * i });
      expect(fieldAt(tree, `f${i}`).optional, kind).toBeUndefined();
      expect(fieldAt(tree, `n${i}`), kind).toMatchObject({ type, optional: true });
    });
  });

  it("reads Column('name', ...) renames and Mapped[...] = mapped_column(...) by the annotation", async () => {
    const result = await readSource(
      "python",
      "app/models.py",
      [
        "from typing import Optional",
        "from sqlalchemy.orm import Mapped, mapped_column",
        "",
        "class Case(Base):",
        "    __tablename__ = 'case'",
        "    title = Column('case_title', String(200), nullable=False)",
        "    name: Mapped[str] = mapped_column(String(50))",
        "    note: Mapped[Optional[str]] = mapped_column()",
        "    other: Mapped[str | None]",
        "    forced: Mapped[Optional[str]] = mapped_column(nullable=False)",
      ].join("\n"),
    );
    const tree = assetNamed(result, "Case");
    expect(tree.fields?.map((f) => [f.name, f.type, f.optional ?? false])).toEqual([
      ["case_title", "string", false],
      ["name", "string", false],
      ["note", "string", true],
      ["other", "string", true],
      ["forced", "string", false],
    ]);
  });
});
