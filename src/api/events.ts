import { z } from "zod";
import { IdText, LIMITS, LocationText, NameText, ResourceNameText } from "./limits.js";
import { DateTime, GitHash, named, Uri, Uuid } from "./resource-base.js";
import { ContractConsumer } from "./resources.js";

/**
 * Webhook event data the service sends (docs/service-interface.md "Accepted break event"), as zod
 * schemas: the service types the data it sends by them, a receiver can check what it got.
 */

/** One change of a contract's schema that breaks its previous version (a field removed, narrowed, made required). */
export const ContractBreakingChange = named(
  "ContractBreakingChange",
  z.object({
    /** The kind of change (FIELD_REMOVED, TYPE_CHANGED, NULLABILITY_CHANGED, …). */
    kind: IdText,
    /** The field's dotted path; empty for the root. */
    field: z.string(),
    /** Why it breaks a reader, in the terms of the asset's format. */
    reason: z.string(),
    before: z.string().optional(),
    after: z.string().optional(),
  }),
);
export type ContractBreakingChange = z.infer<typeof ContractBreakingChange>;

/**
 * `contract.break_accepted` with `occasion: "contract"`: a contract write whose schema breaks the
 * contract's previous version, accepted by its merge: the breaking changes, the two versions,
 * who approved the merged pull request (`reviewers`, empty when the publish knew none) and the
 * merge's provenance.
 */
export const ContractBreakAccepted = named(
  "ContractBreakAccepted",
  z.object({
    changeLogEventId: Uuid,
    occasion: z.literal("contract"),
    contractId: Uuid,
    contractName: NameText.optional(),
    previousVersion: IdText.optional(),
    contractVersion: IdText.optional(),
    dataAssetResourceNames: z.array(ResourceNameText).max(LIMITS.listItems),
    changes: z.array(ContractBreakingChange).min(1),
    consumers: z.array(ContractConsumer).max(LIMITS.listItems).optional(),
    reviewers: z.array(NameText).max(LIMITS.listItems),
    gitRepo: Uri.optional(),
    gitHash: GitHash.optional(),
    gitUser: NameText.optional(),
    filePath: LocationText.optional(),
    mergedAt: DateTime.optional(),
  }),
);
export type ContractBreakAccepted = z.infer<typeof ContractBreakAccepted>;

/**
 * `contract.sunset_approaching`: a contract in force holds a deprecated field, or is deprecated as a
 * whole, with a sunset (the first day it may be removed) within the warning window; told by the
 * write that brings it there or by the daily sweep, once per contract, field and sunset.
 */
export const ContractSunsetApproaching = named(
  "ContractSunsetApproaching",
  z.object({
    changeLogEventId: Uuid,
    contractId: Uuid,
    contractName: NameText.optional(),
    contractVersion: IdText.optional(),
    dataAssetResourceNames: z.array(ResourceNameText).max(LIMITS.listItems),
    /** The deprecated field's dotted path; absent when the whole contract (its object) is deprecated. */
    field: z.string().optional(),
    /** The first day it may be removed (YYYY-MM-DD, UTC). */
    sunset: z.string(),
    /** Days from the day it is told (UTC) to the sunset: 0 on the day. */
    daysLeft: z.number().int().nonnegative(),
    /** The window the event is sent within, in days. */
    warningDays: z.number().int().positive(),
    since: z.string().optional(),
    replacement: z.string().optional(),
    consumers: z.array(ContractConsumer).max(LIMITS.listItems).optional(),
    filePath: LocationText.optional(),
  }),
);
export type ContractSunsetApproaching = z.infer<typeof ContractSunsetApproaching>;
