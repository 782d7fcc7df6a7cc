import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { DateBound } from "../../server/domain/date-bounds";
import type { DateOnly } from "../../server/domain/wire-casing";
import { chosenRows, requiredDate } from "./form-schema";
import { submitChosen } from "./route.server";

/**
 * A register's bulk action giving the chosen rows one date (`ChosenDateForm`): the rows and the date,
 * within its bound, handed to `send`, all or none, and back to the same list.
 */
export function submitChosenDate(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  options: {
    name: string;
    bound: DateBound;
    max: number;
    message: string;
    send: (ids: number[], date: DateOnly) => Promise<unknown>;
  },
) {
  const schema = z.object({ id: chosenRows(options.max), [options.name]: requiredDate(options.bound) });
  return submitChosen(request, context, form, {
    schema,
    message: options.message,
    send: (value) => options.send(value.id as number[], value[options.name] as DateOnly),
  });
}
