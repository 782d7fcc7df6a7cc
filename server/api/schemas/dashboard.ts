import { dateOnly, id, z } from "./common";

const MAX_UNITS = 100;

const count = z.number().int().min(0);
const kilograms = z.number().openapi({ description: "kg CO2" });
const tonnes = z.number().openapi({ description: "Tonnes" });
const unavailable = "null when the organization's subscription lacks the feature";

/** One set of tile numbers: for the active organization rolled up, or for one unit below it. */
const figures = z.object({
  inspections: z
    .object({ overdue: count, due_soon: count })
    .nullable()
    .openapi({ description: `Pending inspections by standing (control-book); ${unavailable}` }),
  competences: z
    .object({ overdue: count, due_soon: count, missing: count })
    .nullable()
    .openapi({ description: `People with a requirement of that status (competences); ${unavailable}` }),
  events: z
    .object({ open_high: count, open_medium: count, open_low: count, open_accidents: count, overdue_actions: count })
    .nullable()
    .openapi({
      description: `Events not closed by importance, accidents not closed, and events with an action past due (event-handling); ${unavailable}`,
    }),
  policies: z.object({ review_due: count }).nullable().openapi({ description: unavailable }),
  procedures: z.object({ review_due: count }).nullable().openapi({ description: unavailable }),
  chemicals: z
    .object({ red: count, sds_attention: count })
    .nullable()
    .openapi({
      description: `Kept chemicals with danger code RED, and with a sheet missing or outdated; ${unavailable}`,
    }),
  binding_obligations: z
    .object({ review_due: count })
    .nullable()
    .openapi({ description: `The organization's own register (each keeps its own); ${unavailable}` }),
  co2_kg: kilograms.nullable().openapi({ description: `This year's CO2 of the meters (meters); ${unavailable}` }),
  waste: z
    .object({ hazardous_tonnes: tonnes, non_hazardous_tonnes: tonnes })
    .nullable()
    .openapi({ description: `This year's waste (waste); ${unavailable}` }),
});

export const dashboard = z
  .object({
    today: dateOnly,
    year: z.number().int(),
    totals: figures.openapi({
      description: "The organization and all below it; each number is the total of the list the tile links to",
    }),
    co2: z
      .object({
        kg: kilograms,
        previous_kg: kilograms,
        months: z.array(
          z.object({
            month: z.number().int().min(1).max(12),
            kg: kilograms,
            previous_kg: kilograms,
            comparable: z
              .boolean()
              .openapi({ description: "Read through in both years by every meter read in either: compared" }),
            previous_covered: z.boolean().openapi({ description: "Some meter has readings through the month" }),
          }),
        ),
      })
      .nullable()
      .openapi({ description: `This year's CO2 against last year's, per month; ${unavailable}` }),
    unit_count: count.openapi({ description: "How many subsidiaries and departments are directly below" }),
    units: z.array(z.object({ organization: z.object({ id, name: z.string() }), figures })).openapi({
      description:
        "The subsidiaries and departments directly below, each with all below it: those with the most overdue (inspections, competences, actions, obligation reviews) first, then by name; as many as `units` asks",
    }),
  })
  .openapi("Dashboard");

export const dashboardQuery = z.object({
  units: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_UNITS)
    .default(MAX_UNITS)
    .openapi({ description: `How many units below to answer with (at most ${MAX_UNITS})` }),
});
