import { pgEnum } from "drizzle-orm/pg-core";

export const stockState = pgEnum("stock_state", ["in_stock", "reserved", "gone"]);
