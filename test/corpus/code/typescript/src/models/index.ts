export * from "./common";
export { type User, Role } from "./user";
export type { Order, LineItem, OrderStatus } from "./order";
