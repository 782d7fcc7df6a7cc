import { dateOnly, id, z } from "./common";

const total = z.number().int().min(0).openapi({ description: "How many there are; the first few are listed" });
const listed = <T extends z.ZodType>(item: T) => z.object({ total, content: z.array(item) });

export const myTasks = z
  .object({
    inspections: listed(
      z.object({ id, agreement_name: z.string(), due_date: dateOnly, organization_name: z.string() }),
    ).openapi({
      description: "Pending inspections of agreements the member is responsible for, due within 30 days or overdue",
    }),
    actions: listed(
      z.object({
        id,
        title: z.string(),
        event_id: id.nullable(),
        event_title: z.string().nullable().openapi({ description: "The source event's title, if it has one" }),
        due_date: dateOnly.nullable(),
        done_date: dateOnly.nullable().openapi({ description: "Set when only the effectiveness check is left" }),
      }),
    ).openapi({
      description: "Actions the member owns (but those of closed events): not done, or done and not yet checked",
    }),
    binding_obligations: listed(
      z.object({
        legislation_id: id,
        title_en: z.string(),
        title_da: z.string(),
        short_name: z.string().nullable(),
        next_review_date: dateOnly,
      }),
    ).openapi({ description: "The organization's own obligations whose review is due within 30 days or past" }),
  })
  .openapi("MyTasks");
