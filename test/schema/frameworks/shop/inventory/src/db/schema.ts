import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { stockState } from "./enums";

export const warehouses = pgTable("warehouses", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 12 }).notNull().unique(),
  name: text("name").notNull(),
  active: boolean("active").default(true).notNull(),
  address: jsonb("address").default({}),
  openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }).defaultNow().notNull(),
});

export const stockItems = pgTable("stock_items", {
  id: uuid("id").primaryKey().defaultRandom(),
  warehouseId: integer("warehouse_id")
    .notNull()
    .references(() => warehouses.id, { onDelete: "cascade" }),
  sku: varchar("sku", { length: 64 }).notNull(),
  state: stockState("state").default("in_stock").notNull(),
  unitCost: numeric("unit_cost", { precision: 10, scale: 2 }),
  labels: text("labels").array(),
  countedAt: timestamp("counted_at", { precision: 3 }).default(sql`now()`),
});

export const binAssignments = pgTable(
  "bin_assignments",
  {
    warehouseId: integer("warehouse_id").notNull(),
    bin: varchar("bin", { length: 16 }).notNull(),
    note: text(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.bin] })],
);
