import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { readingsApi } from "../../../../server/api/contracts/meters";
import type { ApiClient } from "~/api/client.server";
import { checkbox, optionalNumber, optionalText, requiredDate, requiredNumber, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { COUNTER_EVENTS } from "./counter-events";
import { meterPath } from "./paths";

/**
 * The reading form; its value is the API's body. Whether a value fits the readings around it is the
 * API's to judge: its refusal lands on the field.
 */
const readingFields = z.object({
  performedAt: requiredDate("happened"),
  value: requiredNumber(),
  unit: z.string("validation.required").trim().min(1, "validation.required"),
  estimated: checkbox(),
  comment: optionalText(1000),
  counterEvent: z.enum(COUNTER_EVENTS).default("none"),
  replacedCounterFinal: optionalNumber(),
  newCounterStart: optionalNumber(),
  confirmUnusual: checkbox(),
});

const toBody = <T extends z.output<typeof readingFields>>({ counterEvent, ...reading }: T) => ({
  ...reading,
  rollover: counterEvent === "rollover",
  newCounter: counterEvent === "newCounter",
});

export const readingCreateSchema = readingFields.transform(toBody);
export const readingUpdateSchema = readingFields.extend({ lastModifiedDate: version }).transform(toBody);

/** Enters the reading (no id) or saves it, then shows the meter, where the reading's consumption is. */
export function saveReading(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  meterId: number,
  readingId?: number,
) {
  if (readingId === undefined) {
    return submitForm(request, context, {
      schema: readingCreateSchema,
      message: "meterReadings.created",
      send: async (body) => {
        await api.call(readingsApi.create, { params: { org: organizationId, id: meterId }, body });
        return meterPath(meterId);
      },
    });
  }
  return submitForm(request, context, {
    schema: readingUpdateSchema,
    message: "meterReadings.saved",
    send: async (body) => {
      await api.call(readingsApi.update, { params: { org: organizationId, id: meterId, readingId }, body });
      return meterPath(meterId);
    },
  });
}
