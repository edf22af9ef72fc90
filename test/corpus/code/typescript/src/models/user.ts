import type { Resource, Timestamp } from "./common";

export enum Role {
  Owner = "owner",
  Admin = "admin",
  Member = "member",
  /** @deprecated use Member */
  Guest = "guest",
}

/**
 * A person with an account.
 *
 * @example { id: "u_1", email: "a@b.c" }
 */
export interface User extends Resource {
  email: string;
  displayName?: string;
  role: Role;
  lastLoginAt: Timestamp | null;
  /** Feature flags enabled for this user. */
  flags: Record<string, boolean>;
  readonly teams: readonly string[];
}
