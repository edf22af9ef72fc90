import type { Order, Page, User } from "../models";
import { EventContext } from "../schemas/event";

/** What GET /v1/me returns. */
export interface MeResponse {
  user: User;
  recentOrders: Order[];
  context?: EventContext;
}

export namespace Admin {
  /** A user as administrators see it. */
  export interface UserRow {
    user: User;
    suspended: boolean;
    suspendedReason?: string;
  }

  export interface UserListResponse {
    rows: UserRow[];
    total: number;
  }
}

// Not exported: a helper shape, not an asset.
interface CacheEntry {
  key: string;
  expiresAt: number;
}

export type OrdersPage = Page<Order>;
