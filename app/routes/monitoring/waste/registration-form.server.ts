import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { MAX_ID } from "../../../../server/domain/record-ids";
import type { DateOnly } from "../../../../server/domain/wire-casing";
import type { ApiClient } from "~/api/client.server";
import { upstreamProblem } from "~/api/problem";
import { errorKey } from "~/lib/error-message";
import { replyToRefusal } from "~/lib/form-errors.server";
import { filledRows, onFormRows } from "~/lib/form-rows.server";
import { checkbox, optionalNumber, optionalText, version } from "~/lib/form-schema";
import { redirectWithToast } from "~/lib/route.server";
import { MONTH_TAKEN, type LineValues, type StatementRow } from "./registration-rows";
import { handlerPath } from "./paths";

type Handler = ResultOf<typeof wasteHandlersApi.get>;
type Statement = ResultOf<typeof wasteHandlersApi.getBulkRegistration>;

// What a month input sends ("2026-03"), and what people type where the browser offers a plain text
// field instead: "2026-3", "03/2026", "3.2026".
const MONTH_FORMS = [/^(?<year>\d{4})\s*[-/.]\s*(?<month>\d{1,2})$/, /^(?<month>\d{1,2})\s*[-/.]\s*(?<year>\d{4})$/];

/** The first day of the month typed, or null for anything that is not a month. */
export function parseMonth(typed: string): DateOnly | null {
  for (const form of MONTH_FORMS) {
    const groups = form.exec(typed.trim())?.groups;
    if (!groups) continue;
    const [year, month] = [Number(groups.year), Number(groups.month)];
    if (year < 1000 || month < 1 || month > 12) return null;
    return `${year}-${String(month).padStart(2, "0")}-01` as DateOnly;
  }
  return null;
}

const month = z
  .string("validation.required")
  .trim()
  .min(1, "validation.required")
  .transform((typed, context) => {
    const first = parseMonth(typed);
    if (first === null) context.addIssue({ code: "custom", message: "waste.registrations.monthInvalid" });
    return first ?? z.NEVER;
  });

// The API's own bound: more than this is a typing slip, whatever the unit.
const MAX_QUANTITY = 1e9;

/** One arrangement's quantity; left empty, the handler took none of it that month (the row is left out). */
const line = z
  .object({
    arrangementId: z.coerce.number().int().positive().max(MAX_ID),
    quantity: optionalNumber().refine(
      (value) => value === null || (value >= 0 && value <= MAX_QUANTITY),
      "waste.registrations.quantityInvalid",
    ),
    estimated: checkbox(),
  })
  .transform(({ quantity, ...rest }) => (quantity === null ? null : { ...rest, quantity }));

const fields = { month, note: optionalText(2000), lines: z.array(line).max(500).default([]) };
export const registrationCreateSchema = z.object(fields);
export const registrationUpdateSchema = z.object({ ...fields, lastModifiedDate: version });

type Body = {
  performedAt: DateOnly;
  note: string | null;
  lines: { arrangementId: number; quantity: number; estimated: boolean }[];
};

// A refusal of any field of a line shows under that line's quantity.
const ROW_FIELDS = new Set(["quantity", "estimated", "arrangementId"]);
// The form's names of the API's fields outside the lines.
const TOP: Record<string, string> = { performedAt: "month", note: "note" };

const sameLines = (a: Body["lines"], b: Body["lines"]) => {
  const key = (lines: Body["lines"]) =>
    lines
      .map((one) => `${one.arrangementId}:${one.quantity}:${one.estimated}`)
      .sort()
      .join();
  return key(a) === key(b);
};

/** Whether the month's statement already says exactly this: the same form sent twice. */
async function repeats(api: ApiClient, params: { org: number; id: number; bulkId: number }, body: Body) {
  try {
    const first = await api.call(wasteHandlersApi.getBulkRegistration, { params });
    return (first.note ?? null) === body.note && sameLines(first.lines, body.lines);
  } catch {
    return false;
  }
}

/**
 * Registers the month's statement (no id) or saves it, then shows the handler. A second statement
 * for a month is refused with a link to the first; the same form sent twice (a double click without
 * script) is the first, so it answers as the first did.
 */
export async function saveRegistration(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  handlerId: number,
  statementId?: number,
) {
  const formData = await request.formData();
  const params = { org: organizationId, id: handlerId };
  const submission =
    statementId === undefined
      ? parseWithZod(formData, { schema: registrationCreateSchema })
      : parseWithZod(formData, { schema: registrationUpdateSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { month: performedAt, note, lines } = submission.value;
  const rows = filledRows(lines);
  const body: Body = { performedAt, note, lines: rows.map(({ row }) => row) };
  try {
    if (statementId === undefined) {
      await api.call(wasteHandlersApi.addBulkRegistration, { params, body });
    } else {
      const { lastModifiedDate } = submission.value as z.output<typeof registrationUpdateSchema>;
      await api.call(wasteHandlersApi.updateBulkRegistration, {
        params: { ...params, bulkId: statementId },
        body: { ...body, lastModifiedDate },
      });
    }
  } catch (error) {
    const existingId = upstreamProblem(error)?.existingId;
    if (existingId !== undefined && existingId !== statementId) {
      if (statementId === undefined && (await repeats(api, { ...params, bulkId: existingId }, body))) {
        return redirectWithToast(context, handlerPath(handlerId), "waste.registrations.created");
      }
      return data(submission.reply({ formErrors: [errorKey(MONTH_TAKEN, { id: existingId })] }), { status: 409 });
    }
    const places = { lines: { places: rows.map((row) => row.index), fields: ROW_FIELDS } };
    const refusal = onFormRows(error, places, (path) => TOP[path] ?? null);
    return replyToRefusal(refusal, submission.reply, request, context);
  }
  const message = statementId === undefined ? "waste.registrations.created" : "waste.registrations.saved";
  return redirectWithToast(context, handlerPath(handlerId), message);
}

/**
 * The rows of a statement: every active arrangement of the handler, and an ended one the statement
 * has a quantity of, in the handler's order. Only what the form shows goes to the page.
 */
export function statementRows(handler: Handler, statement?: Statement): StatementRow[] {
  const counted = new Set(statement?.lines.map((one) => one.arrangementId));
  return handler.arrangements
    .filter((arrangement) => arrangement.active || counted.has(arrangement.id))
    .map((arrangement) => ({
      arrangementId: arrangement.id,
      fractionName: arrangement.fractionName,
      code: arrangement.wasteType.codeDisplay,
      typeName: arrangement.wasteType.name,
      typeLanguage: arrangement.wasteType.nameLanguage,
      unit: arrangement.registrationUnit,
      convertsToTonnes: arrangement.convertsToTonnes,
      ended: !arrangement.active,
    }));
}

// As the reader writes a decimal: "1234,5" in Danish. Ungrouped, so it reads back unchanged.
const typed = (value: number, language: string) =>
  language === "da" ? String(value).replace(".", ",") : String(value);

const monthAfter = (month: string) => {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
};

/** The newest month that is over (`yyyy-mm`): the latest a statement can be for. */
export function lastMonthOf(today: string) {
  const lastMonth = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  return lastMonth.toISOString().slice(0, 7);
}

/**
 * The month a new statement is most likely for: the one asked for in the address (`?month=2026-03`),
 * else the month after the handler's newest statement if it is over, else last month.
 */
export function suggestedMonth(handler: Handler, today: string, asked: string | null) {
  const wanted = asked ? parseMonth(asked) : null;
  if (wanted) return wanted.slice(0, 7);
  const lastMonth = lastMonthOf(today);
  const newest = handler.bulkRegistrations[0]?.performedAt.toISOString().slice(0, 7);
  if (newest && monthAfter(newest) <= lastMonth) return monthAfter(newest);
  return lastMonth;
}

/** The form's first values: the statement's, or the month suggested and every row empty. */
export function statementDefaults(rows: StatementRow[], language: string, from: { month: string } | Statement) {
  const lines = new Map("lines" in from ? from.lines.map((one) => [one.arrangementId, one]) : []);
  return {
    month: "lines" in from ? from.performedAt.toISOString().slice(0, 7) : from.month,
    note: "lines" in from ? (from.note ?? "") : "",
    lines: rows.map((row): LineValues => {
      const counted = lines.get(row.arrangementId);
      return {
        arrangementId: String(row.arrangementId),
        quantity: counted ? typed(counted.quantity, language) : "",
        ...(counted?.estimated ? { estimated: "on" } : {}),
      };
    }),
  };
}
