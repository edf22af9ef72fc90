import { z } from "zod";

export const EventSource = z.enum(["web", "ios", "android", "backend"]);

/** Context sent with every analytics event. */
export const EventContext = z.object({
  sessionId: z.string().uuid(),
  source: EventSource,
  locale: z.string().optional(),
  screen: z
    .object({
      width: z.number().int(),
      height: z.number().int(),
    })
    .nullable(),
});

/** One tracked event. */
export const TrackedEvent = z.object({
  name: z.string().min(1).max(64).describe("Event name, snake_case"),
  occurredAt: z.string().datetime(),
  context: EventContext,
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  userId: z.string().nullish(),
});

export type TrackedEvent = z.infer<typeof TrackedEvent>;
