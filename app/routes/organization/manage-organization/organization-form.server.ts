import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { z } from "zod";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import { referenceApi } from "../../../../server/api/contracts/reference";
import { naceActivity } from "../../../../server/domain/nace";
import { MAX_SDS_REVIEW_YEARS } from "../../../../server/domain/chemical-enumerations";
import { ESCALATION_DAYS_RANGE, parseReminderDays } from "../../../../server/domain/notifications";
import { ISO_STANDARDS } from "../../../../server/domain/standards";
import type { ApiClient } from "~/api/client.server";
import type { Language } from "~/i18n/config";
import { checkbox, optionalId, optionalText, requiredText, version } from "~/lib/form-schema";
import { contactFields, locationFields } from "~/lib/location-schema";
import type { NaceOption, ParentChoice } from "./organization-form";
import type { ChildKind } from "./paths";

const departmentFields = { name: requiredText(200), ...contactFields, ...locationFields };
const companyFields = {
  ...departmentFields,
  registrationNumber: optionalText(50),
  // The API checks the code is one of the classification's; a radio button sends nothing when none is chosen.
  naceCode: z
    .string()
    .regex(/^[A-U](\d{2}(\.\d{1,2})?)?$/, "validation.nace")
    .optional()
    .or(z.literal("").transform(() => undefined))
    .transform((value) => value ?? null),
  isoStandards: z.array(z.enum(ISO_STANDARDS, "validation.invalid")).default([]),
  sdsReviewYears: z.coerce
    .number("validation.sdsReviewYears")
    .int("validation.sdsReviewYears")
    .min(1, "validation.sdsReviewYears")
    .max(MAX_SDS_REVIEW_YEARS, "validation.sdsReviewYears")
    .optional(),
  membersReportEvents: checkbox(),
  // A company's form always sends both: an empty field is no advance reminder, or no escalation.
  reminderDays: z
    .string()
    .optional()
    .transform((typed, context) => {
      const days = parseReminderDays(typed ?? "");
      if (days === null) context.addIssue({ code: "custom", message: "validation.reminderDays" });
      return days ?? [];
    }),
  escalationDays: z.coerce
    .number("validation.escalationDays")
    .int("validation.escalationDays")
    .min(ESCALATION_DAYS_RANGE.min, "validation.escalationDays")
    .max(ESCALATION_DAYS_RANGE.max, "validation.escalationDays")
    .optional()
    .transform((days) => days ?? null),
};

export const companySchema = z.object(companyFields);
export const departmentSchema = z.object(departmentFields);
/** An organization's own details, as a company or a department. */
export const updateSchemas = {
  // Only on an existing company: its manager is the one who must already have a second factor.
  company: companySchema.extend({ lastModifiedDate: version, requireTwoFactor: checkbox() }),
  department: departmentSchema.extend({ lastModifiedDate: version }),
};
/** A department or subsidiary keeps or changes its parent on the same form. */
export const childUpdateSchemas = {
  department: departmentSchema.extend({ lastModifiedDate: version, parentId: optionalId() }),
  subsidiary: companySchema.extend({ lastModifiedDate: version, parentId: optionalId() }),
} satisfies Record<ChildKind, z.ZodType>;
export const childCreateSchemas = { department: departmentSchema, subsidiary: companySchema } satisfies Record<
  ChildKind,
  z.ZodType
>;

const titleOf = (activity: { titleEn: string; titleDa: string | null }, language: Language) =>
  (language === "da" ? activity.titleDa : null) ?? activity.titleEn;

/** The activity an organization has now, named in the user's language where the data has that. */
export function currentNace(code: string | null, language: Language): NaceOption | null {
  const activity = code ? naceActivity(code) : undefined;
  return activity ? { code: activity.code, title: titleOf(activity, language) } : null;
}

const NACE_RESULTS = 25;

/**
 * The activity search of a form, without script: the button posts the whole form, which comes back with
 * what was typed and the activities found, and nothing is saved.
 */
export async function searchNace(api: ApiClient, formData: FormData, schema: z.ZodType, language: Language) {
  const search = String(formData.get("naceSearch") ?? "")
    .trim()
    .slice(0, 100);
  const found = search
    ? await api.call(referenceApi.naceActivities, { query: { search, size: NACE_RESULTS } })
    : { content: [], totalElements: 0 };
  const { initialValue } = parseWithZod(formData, { schema }).reply();
  return data({
    initialValue,
    nace: {
      search,
      total: found.totalElements,
      results: found.content.map((activity) => ({ code: activity.code, title: titleOf(activity, language) })),
      chosen: currentNace(String(formData.get("naceCode") ?? ""), language),
    },
  });
}

export const childOperations = {
  department: {
    create: organizationsApi.createDepartment,
    update: organizationsApi.updateDepartment,
    remove: organizationsApi.removeDepartment,
  },
  subsidiary: {
    create: organizationsApi.createSubsidiary,
    update: organizationsApi.updateSubsidiary,
    remove: organizationsApi.removeSubsidiary,
  },
} as const;

/** The choices of where a department or subsidiary may move: companies only for a subsidiary. */
export function parentChoices(
  entries: { id: number; name: string; type: "COMPANY" | "DEPARTMENT"; depth: number }[],
  kind: ChildKind,
  self: number,
): ParentChoice[] {
  const top = entries[0]?.depth ?? 0;
  return entries
    .filter((entry) => entry.id !== self && (kind === "department" || entry.type === "COMPANY"))
    .map(({ id, name, depth }) => ({ id, name, depth: depth - top }));
}

export const isKind = (value: string | undefined): value is ChildKind =>
  value === "department" || value === "subsidiary";
