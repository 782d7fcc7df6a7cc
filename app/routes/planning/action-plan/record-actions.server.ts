import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { actionsApi } from "../../../../server/api/contracts/actions";
import { ACTION_KINDS } from "../../../../server/domain/actions";
import type { ApiClient } from "~/api/client.server";
import { optionalDate, optionalId, requiredText } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";

const actionSchema = z.object({
  kind: z.enum(ACTION_KINDS, "validation.required"),
  title: requiredText(200),
  ownerId: optionalId(),
  dueDate: optionalDate("planned"),
});

type Source =
  | { eventId: number }
  | { riskId: number }
  | { aspectId: number }
  | { evaluationId: number }
  | { auditFindingId: number }
  | { objectiveId: number }
  | { reviewId: number };

/**
 * Plans an action answering a record from the record's page (`RecordActions`' form): kept in the
 * record's department, back on the record's page when it is planned.
 */
export function planRecordAction(
  request: Request,
  context: AppLoadContext,
  {
    api,
    organizationId,
    formData,
    source,
    departmentId,
    path,
  }: {
    api: ApiClient;
    organizationId: number;
    formData: FormData;
    /** The record answered, or how to find it when the action is sent. */
    source: Source | (() => Promise<Source>);
    departmentId: () => Promise<number | null>;
    path: string;
  },
) {
  return submitForm(request, context, {
    schema: actionSchema,
    formData,
    message: "actionPlan.ofRecord.added",
    send: async (body) => {
      await api.call(actionsApi.create, {
        params: { org: organizationId },
        body: {
          ...body,
          ...(typeof source === "function" ? await source() : source),
          departmentId: await departmentId(),
        },
      });
      return path;
    },
  });
}
