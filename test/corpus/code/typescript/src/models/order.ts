import type { Money, Resource } from "./common.js";
import { Role as MemberRole } from "./user.js";
import type * as users from "./user.js";

export type OrderStatus = "draft" | "placed" | "paid" | "shipped" | "cancelled";

export interface LineItem {
  sku: string;
  quantity: number;
  unitPrice: Money;
  /** Discount applied to this line, if any. */
  discount?: Money;
}

/** An order as the orders service returns it. */
export type Order = Resource & {
  status: OrderStatus;
  buyer: users.User;
  approverRole?: MemberRole;
  lines: LineItem[];
  total: Money;
  shipping: {
    address: string;
    city: string;
    postalCode?: string;
  } | null;
  tags?: Array<string>;
};
