import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { eventAttachments, eventsApi } from "../../../server/api/contracts/events";
import { isRecordId } from "../../../server/domain/record-ids";
import { EVENT_CATEGORIES, EVENT_IMPORTANCES } from "../../../server/domain/events";
import { exceedsUploadLimit } from "../../../server/domain/file-policy";
import type { ApiClient } from "~/api/client.server";
import { filesPath } from "~/api/files.server";
import { SUBMISSION_FIELD } from "~/components/form/submission-key";
import { discardBody, readMultipartForm } from "~/files/multipart.server";
import { streamFileToApi } from "~/files/stream-upload.server";
import { failureOf, megabytes, requestTooLargeToast, uploadToast, type UploadOutcome } from "~/files/upload-feedback";
import { departmentOptions } from "~/lib/department-options.server";
import { businessMomentOf, nowInBusinessZone } from "./business-clock.server";
import { keptFile, keptFiles, type KeptFile } from "./kept-files.server";
import { replyToRefusal } from "~/lib/form-errors.server";
import {
  checkbox,
  optionalDate,
  optionalId,
  optionalNumber,
  optionalText,
  requiredDate,
  requiredText,
} from "~/lib/form-schema";
import { flashToast, successToast } from "~/toast/toast.server";

/** The most photos and files one report takes; the request may declare no more than this many at the limit. */
export const MAX_REPORT_FILES = 10;

const yesNo = z
  .enum(["yes", "no"], "validation.required")
  .optional()
  .transform((value) => value === "yes");

/** The report's fields as typed: the investigation's form takes them too. */
export const reportShape = {
  title: requiredText(200),
  description: optionalText(5000),
  occurredDate: requiredDate("happened"),
  occurredTime: z.string("validation.required").regex(/^([01]\d|2[0-3]):[0-5]\d$/, "events.report.errors.time"),
  departmentId: optionalId(),
  location: optionalText(200),
  importance: z.enum(EVENT_IMPORTANCES, "validation.required"),
  category: z.enum(EVENT_CATEGORIES, "validation.required"),
  accident: yesNo,
  nearMiss: checkbox(),
  injuredRole: optionalText(200),
  injury: optionalText(1000),
  daysOfAbsence: optionalNumber().refine(
    (value) => value === null || (Number.isInteger(value) && value >= 0 && value <= 3650),
    "events.report.errors.days",
  ),
  firstDayOfAbsence: optionalDate("happened"),
  immediateAction: optionalText(2000),
};

/** The typed day and time as the moment it was: the API's `occurredAt`. */
export const withMoment = <T extends { occurredDate: string; occurredTime: string }>({
  occurredDate,
  occurredTime,
  ...report
}: T) => ({ ...report, occurredAt: businessMomentOf(occurredDate, occurredTime) });

/**
 * The report as typed: what, when (a day and a time on a Danish clock), where, how bad, who was hurt.
 * Its output is the API's body; a moment in the future and an accident that is also a near miss are
 * the API's to refuse, and its answer lands under the field.
 */
export const eventReportSchema = z.object(reportShape).transform(withMoment);

/** What the form offers: the organization and the departments below it, and the time it is now. */
/**
 * The form's choices; a department named in the address (`?department=12`, as a poster on the wall
 * links it) is chosen when it is one of them.
 */
export async function eventReportOptions(api: ApiClient, organizationId: number, url: URL) {
  const asked = Number(url.searchParams.get("department"));
  const chosen = isRecordId(asked) ? asked : undefined;
  const departments = await departmentOptions(api, organizationId, chosen);
  const department = departments.find((one) => one.id === chosen)?.id ?? departments[0]?.id ?? null;
  return { departments, department, now: nowInBusinessZone() };
}

const eventPath = (id: number) => `/evaluation/event-handling/${id}`;

async function withToast(context: AppLoadContext, to: string, toast: Parameters<typeof flashToast>[1]) {
  return redirect(to, { headers: { "Set-Cookie": await flashToast(context, toast) } });
}

/**
 * Reports the event from the form (multipart, its photos last), then streams each photo or file on to
 * the API and attaches it to the event. The event is reported when the first file arrives (the fields
 * come before it), so a file is only stored for a report the API took. The API answers a repeated report
 * with the event reported first, so a double submit neither makes a second event nor attaches the same
 * file twice.
 */
export async function reportEvent(request: Request, context: AppLoadContext, api: ApiClient, organizationId: number) {
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  if (
    multipart &&
    exceedsUploadLimit(request.headers.get("content-length"), context.maxUploadBytes * MAX_REPORT_FILES)
  ) {
    void discardBody(request);
    return withToast(context, new URL(request.url).pathname, requestTooLargeToast(megabytes(context.maxUploadBytes)));
  }

  let reported: { id: number; fileNames: Set<string> } | null = null;
  let refusal: Awaited<ReturnType<typeof replyToRefusal>> | null = null;
  const outcomes: UploadOutcome[] = [];
  const stored: number[] = [];
  // Files received with a refused report wait for the next try; the form sends back their references.
  let earlier: KeptFile[] = [];
  const kept: KeptFile[] = [];

  const report = async (fields: Record<string, string> | FormData) => {
    if (reported || refusal) return;
    const formData = fields instanceof FormData ? fields : new FormData();
    if (!(fields instanceof FormData)) for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    earlier = keptFiles(context, organizationId, formData.getAll("keptFile"));
    const submission = parseWithZod(formData, { schema: eventReportSchema });
    if (submission.status !== "success") {
      refusal = data(submission.reply(), { status: 400 });
      return;
    }
    api.keyPostsWith(formData.get(SUBMISSION_FIELD));
    try {
      const event = await api.call(eventsApi.create, { params: { org: organizationId }, body: submission.value });
      reported = { id: event.id, fileNames: new Set(event.files.map((file) => file.name)) };
    } catch (error) {
      refusal = await replyToRefusal(error, submission.reply, request, context);
    }
  };

  if (!multipart) {
    await report(await request.formData());
  } else {
    const fields = await readMultipartForm(request, async (part, before) => {
      await report(before);
      const event = reported as { id: number; fileNames: Set<string> } | null;
      if (
        !event &&
        refusal &&
        part.field === "files" &&
        part.fileName &&
        earlier.length + kept.length < MAX_REPORT_FILES
      ) {
        const result = await streamFileToApi(api, { method: "POST", path: filesPath(organizationId) }, part, {
          standalone: "false",
        });
        if (result.ok) kept.push(keptFile(context, organizationId, result.file.id, part.fileName));
        return;
      }
      // Not reported (the form is shown again), too many, or already on the event (a repeated post).
      if (!event || part.field !== "files" || outcomes.length >= MAX_REPORT_FILES) return;
      // With script the file input still holds a file the last try kept: it is attached once, as kept.
      if (event.fileNames.has(part.fileName) || earlier.some((file) => file.name === part.fileName)) return;
      const result = await streamFileToApi(api, { method: "POST", path: filesPath(organizationId) }, part, {
        standalone: "false",
      });
      if (result.ok) stored.push(result.file.id);
      outcomes.push(
        result.ok
          ? { fileName: part.fileName, ok: true }
          : { fileName: part.fileName, ok: false, ...failureOf(result.problem) },
      );
    });
    await report(fields);
  }
  if (refusal) {
    const { data: reply, init } = refusal as { data: object; init: ResponseInit | null };
    const files = [...earlier, ...kept].map(({ name, token }) => ({ name, token }));
    return data({ ...reply, kept: files }, init ?? undefined);
  }
  const { id, fileNames } = reported as unknown as { id: number; fileNames: Set<string> };
  const waiting = earlier.filter((file) => !fileNames.has(file.name)).map((file) => file.id);
  for (const fileId of [...waiting, ...stored]) {
    await api.call(eventAttachments.attachFile, { params: { org: organizationId, id, fileId } });
  }
  const failed = outcomes.some((outcome) => !outcome.ok);
  return withToast(
    context,
    eventPath(id),
    failed ? uploadToast(outcomes) : successToast("toast.success.title", "events.report.reported"),
  );
}
