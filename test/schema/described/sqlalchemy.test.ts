// The SQLAlchemy / SQLModel reader (issue 55): 2.0 Mapped columns, legacy Column, SQLModel tables, and
// agreement with the CREATE TABLE SQLAlchemy's PostgreSQL compiler writes for the same models.
import { afterAll, describe, expect, it } from "vitest";
import { diffSchemas } from "../../../src/compliance/diff.js";
import { memorySource } from "../../../src/schema/fs-source.js";
import { closeReaders, readAssets, toWireNode } from "../../../src/schema/index.js";
import { sqlalchemy } from "../../../src/schema/readers/described/sqlalchemy.js";

afterAll(() => closeReaders());

const MODELS = `from datetime import datetime
from decimal import Decimal
from typing import Optional

from sqlalchemy import Column, ForeignKey, Integer, Numeric, String, DateTime
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship
from sqlmodel import Field, SQLModel


class Base(DeclarativeBase):
    pass


class Account(Base):
    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(320), unique=True)
    nickname: Mapped[Optional[str]] = mapped_column(String(40))
    balance: Mapped[Decimal] = mapped_column(Numeric(12, 2), nullable=True)
    joined: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    note: Mapped[str | None]
    invoices = relationship("Invoice")


class Invoice(Base):
    __tablename__ = "invoices"
    id = Column(Integer, primary_key=True)
    account_id = Column("account", Integer, ForeignKey("accounts.id"), nullable=False)
    memo = Column(String)


class Hero(SQLModel, table=True):
    id: Optional[int] = Field(default=None, primary_key=True)
    name: str = Field(max_length=50)
    age: Optional[int] = None
`;

const COMPILED = `CREATE TABLE accounts (
\tid SERIAL NOT NULL,
\temail VARCHAR(320) NOT NULL,
\tnickname VARCHAR(40),
\tbalance NUMERIC(12, 2),
\tjoined TIMESTAMP WITH TIME ZONE NOT NULL,
\tnote VARCHAR,
\tPRIMARY KEY (id),
\tUNIQUE (email)
);
CREATE TABLE invoices (
\tid SERIAL NOT NULL,
\taccount INTEGER NOT NULL,
\tmemo VARCHAR,
\tPRIMARY KEY (id),
\tFOREIGN KEY(account) REFERENCES accounts (id)
);
CREATE TABLE hero (
\tid SERIAL NOT NULL,
\tname VARCHAR(50) NOT NULL,
\tage INTEGER,
\tPRIMARY KEY (id)
);
`;

describe("SQLAlchemy and SQLModel models", () => {
  it("reads Mapped, Column and SQLModel columns; a type it cannot read is a problem at its line", async () => {
    const files = memorySource({ "app/models.py": MODELS });
    const { tables, diagnostics } = await sqlalchemy.describe({
      path: "app/models.py",
      text: MODELS,
      dialect: "postgres",
      files,
    });
    expect(diagnostics).toEqual([]);
    expect(
      tables.map((t) => [
        t.name,
        t.columns.map((c) => `${c.name} ${c.sqlType}${c.notNull ? " NOT NULL" : ""} @${c.line}`),
      ]),
    ).toEqual([
      [
        "accounts",
        [
          "id SERIAL NOT NULL @17",
          "email VARCHAR(320) NOT NULL @18",
          "nickname VARCHAR(40) @19",
          "balance NUMERIC(12, 2) @20",
          "joined TIMESTAMP WITH TIME ZONE NOT NULL @21",
          "note VARCHAR @22",
        ],
      ],
      ["invoices", ["id SERIAL NOT NULL @28", "account INTEGER NOT NULL @29", "memo VARCHAR @30"]],
      ["hero", ["id SERIAL NOT NULL @34", "name VARCHAR(50) NOT NULL @35", "age INTEGER @36"]],
    ]);
    const bad =
      "from sqlalchemy.orm import Mapped, mapped_column\nclass T(Base):\n    __tablename__ = 't'\n    id: Mapped[int] = mapped_column(primary_key=True)\n    tags: Mapped[list[str]]\n";
    const problems = await sqlalchemy.describe({ path: "m.py", text: bad, dialect: "postgres", files });
    expect(problems.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [5, "SQLAlchemy: tags: the column type list[str] is not read"],
    ]);
  });

  it("agrees with SQLAlchemy's compiled CREATE TABLE for the same models", async () => {
    const files = memorySource({ "app/models.py": MODELS, "compiled.sql": COMPILED });
    const options = { files, dataSourceOf: () => "db" };
    const described = await readAssets([{ path: "app/models.py", sourceType: "postgres" }], options);
    const compiled = await readAssets([{ path: "compiled.sql", sourceType: "postgres" }], options);
    expect(described.diagnostics).toEqual([]);
    expect(described.assets.map((a) => a.path).sort()).toEqual(compiled.assets.map((a) => a.path).sort());
    for (const asset of compiled.assets) {
      const twin = described.assets.find((a) => a.path === asset.path)!;
      expect(diffSchemas(toWireNode(asset.schema), toWireNode(twin.schema), "postgres"), asset.path).toEqual(
        [],
      );
    }
  });
});
