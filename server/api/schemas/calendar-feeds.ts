import { timestamp, z } from "./common";

/** Whether the caller subscribes; the secret itself cannot be shown again. */
export const calendarFeedState = z
  .object({ subscribed: z.boolean(), created_date: timestamp.nullable() })
  .openapi("CalendarFeedState");

/** The secret, answered once: only its hash is kept. */
export const calendarFeedCreated = z
  .object({
    token: z.string(),
    url: z.string().openapi({ description: "The address to subscribe to: the feed operation with the token" }),
    created_date: timestamp,
  })
  .openapi("CalendarFeedCreated");

// Tokens are 32 random bytes in base64url; anything longer is not one, whatever it holds.
export const calendarFeedParams = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: "token", in: "path" } }),
});
