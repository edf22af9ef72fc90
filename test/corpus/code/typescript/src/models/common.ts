/** ISO 8601 timestamp as sent over the wire. */
export type Timestamp = string;

/** Money in minor units, with its currency. */
export interface Money {
  /** Minor units (cents). */
  amount: number;
  currency: CurrencyCode;
}

export type CurrencyCode = "EUR" | "USD" | "GBP" | "JPY";

/** Fields every stored resource has. */
export interface Resource {
  id: string;
  createdAt: Timestamp;
  updatedAt?: Timestamp;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
