import { isNaceCode } from "../../domain/nace";
import { ISO_STANDARDS } from "../../domain/standards";
import { FEATURE_ACCESSIBILITIES } from "../../domain/features";
import { id, idQuery, pagingQuery, text, timestamp, z } from "./common";
import { MAX_SDS_REVIEW_YEARS } from "../../domain/chemical-enumerations";
import { ESCALATION_DAYS_RANGE, REMINDER_DAYS_RANGE } from "../../domain/notifications";

const optionalText = (max: number) => text(max).nullish();

export const organizationType = z.enum(["COMPANY", "DEPARTMENT"]);

type Node = {
  id: number;
  parent_id: number | null;
  type: "COMPANY" | "DEPARTMENT";
  name: string;
  nace_code: string | null;
  feature_accessibility: "FULL" | "LIMITED";
  logo_file_id: number | null;
  subsidiaries: Node[];
  departments: Node[];
};

export const organizationNode: z.ZodType<Node> = z
  .object({
    id,
    parent_id: id.nullable(),
    type: organizationType,
    name: z.string(),
    nace_code: z.string().nullable(),
    feature_accessibility: z.enum(FEATURE_ACCESSIBILITIES),
    logo_file_id: id.nullable().openapi({ description: "Its own logo, else the closest one above it" }),
    get subsidiaries() {
      return z.array(organizationNode);
    },
    get departments() {
      return z.array(organizationNode);
    },
  })
  .openapi("OrganizationNode");

export const organization = z
  .object({
    id,
    parent_id: id.nullable(),
    type: organizationType,
    name: z.string(),
    nace_code: z.string().nullable(),
    registration_number: z.string().nullable(),
    feature_accessibility: z.enum(FEATURE_ACCESSIBILITIES),
    address: z.string().nullable(),
    zip_code: z.string().nullable(),
    city: z.string().nullable(),
    country_alpha2: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    iso_standards: z.array(z.enum(ISO_STANDARDS)),
    sds_review_years: z
      .number()
      .int()
      .openapi({ description: "Years after its revision a chemical's safety data sheet is due for review" }),
    members_report_events: z.boolean().openapi({
      description: "A company's choice that members who only read may report events; its departments follow it",
    }),
    require_two_factor: z.boolean().openapi({
      description: "Its members must log in with a second factor; every organization below it follows",
    }),
    reminder_days: z.array(z.number().int()).openapi({
      description:
        "A company's days before a deadline its members are reminded, furthest first; its departments follow it",
    }),
    escalation_days: z.number().int().nullable().openapi({
      description: "A company's days overdue after which the record's managers are told too; null: never",
    }),
    logo_file_id: id.nullable().openapi({ description: "Its own logo (GET …/logo answers the one it shows)" }),
    // Counted, not embedded: a holding may have thousands (the children: GET /accessible-organizations?parent_id=).
    department_count: z.number().int().nonnegative(),
    subsidiary_count: z.number().int().nonnegative(),
    created_date: timestamp,
    last_modified_date: timestamp,
  })
  .openapi("Organization");

/** What a manager may change on an organization, a subsidiary or a department. */
export const organizationInput = z.strictObject({
  name: text(200).min(1),
  nace_code: z
    .string()
    .trim()
    .regex(/^[A-U](\d{2}(\.\d{1,2})?)?$/, "NACE code like C20.1")
    .refine(isNaceCode, "not an activity of NACE Rev. 2 (GET /nace-activities lists them)")
    .nullish(),
  registration_number: optionalText(50),
  address: optionalText(200),
  zip_code: optionalText(20),
  city: optionalText(100),
  country_alpha2: z
    .string()
    .regex(/^[A-Z]{2}$/, "two capital letters, e.g. DK")
    .nullish(),
  email: z.email().max(200).nullish(),
  phone: optionalText(50),
  iso_standards: z.array(z.enum(ISO_STANDARDS)).max(ISO_STANDARDS.length).optional(),
  sds_review_years: z
    .number()
    .int()
    .min(1)
    .max(MAX_SDS_REVIEW_YEARS)
    .optional()
    .openapi({ description: "A company's review period of safety data sheets, in years; absent keeps it" }),
  members_report_events: z
    .boolean()
    .optional()
    .openapi({ description: "A company's: every member may report events, not only EDIT; absent keeps it" }),
  require_two_factor: z.boolean().optional().openapi({
    description:
      "Its members, and those of every organization below it, must log in with a second factor; absent keeps it",
  }),
  reminder_days: z
    .array(z.number().int().min(REMINDER_DAYS_RANGE.min).max(REMINDER_DAYS_RANGE.max))
    .max(REMINDER_DAYS_RANGE.stages)
    .refine((days) => new Set(days).size === days.length, "each day once")
    .optional()
    .openapi({
      description: "A company's reminder stages in days before a deadline (none: only when overdue); absent keeps them",
    }),
  escalation_days: z
    .number()
    .int()
    .min(ESCALATION_DAYS_RANGE.min)
    .max(ESCALATION_DAYS_RANGE.max)
    .nullish()
    .openapi({ description: "A company's days overdue before managers are told; null never, absent keeps it" }),
  logo_file_id: id.nullish().openapi({
    description: "A PNG, JPEG or WebP file of the organization (at most 1 MB); null removes the logo, absent keeps it",
  }),
});

export const organizationUpdate = organizationInput.extend({ last_modified_date: timestamp });

/** A department or subsidiary may also move to another parent inside the organization managed. */
export const childOrganizationUpdate = organizationUpdate.extend({
  parent_id: id
    .optional()
    .openapi({ description: "A new parent in the subtree of {org}; refused while it holds records" }),
});

export const role = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullable(),
    assigned_members: z.array(z.object({ id, name: z.string() })),
    competences: z.array(z.object({ id, name: z.string() })),
    last_modified_date: timestamp,
  })
  .openapi("Role");

export const roleInput = z.strictObject({
  name: text(200).min(1),
  description: text(4000).nullable().default(null),
  competence_ids: z.array(id).max(500).default([]),
});
export const roleUpdate = roleInput.extend({ last_modified_date: timestamp });

export const area = z
  .object({ id, name: z.string(), description: z.string().nullable(), last_modified_date: timestamp })
  .openapi("Area");

export const permissions = z.object({
  total_elements: z.number().int(),
  content: z.array(z.enum(["READ", "EDIT", "MANAGE", "REPORT_EVENT", "SYSTEM_MAINTAIN", "SYSTEM_MANAGE"])),
});

export const organizationEntry = z
  .object({
    id,
    parent_id: id.nullable(),
    type: organizationType,
    name: z.string(),
    feature_accessibility: z.enum(FEATURE_ACCESSIBILITIES),
    logo_file_id: id.nullable().openapi({ description: "Its own logo, else the closest one above it" }),
    depth: z.number().int().nonnegative(),
    ancestors: z.array(z.object({ id, name: z.string() })),
    department_count: z.number().int().nonnegative(),
    subsidiary_count: z.number().int().nonnegative(),
  })
  .openapi("OrganizationEntry");

/** Narrows the flat listing; every given criterion must match. */
export const organizationEntryQuery = pagingQuery.pick({ page: true, size: true }).extend({
  q: text(200).optional().openapi({ description: "Part of the name, in any case" }),
  type: organizationType.optional(),
  parent_id: idQuery.optional(),
  id: idQuery.optional(),
  within: idQuery.optional().openapi({ description: "This organization and everything below it" }),
});

export const departmentChoice = z
  .object({
    id,
    name: z.string(),
    depth: z.number().int().nonnegative().openapi({ description: "Levels below the organization asked for" }),
  })
  .openapi("DepartmentChoice");

export const departmentChoiceQuery = z.object({
  chosen: idQuery.optional().openapi({ description: "The one already chosen: listed even in a large holding" }),
});
