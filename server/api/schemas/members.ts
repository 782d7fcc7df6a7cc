import { competenceRequirement } from "./competences";
import { id, idQuery, pagingSortedBy, text, timestamp, z } from "./common";

const scope = z.enum(["READ", "EDIT", "MANAGE"]);

export const member = z
  .object({
    id,
    user_id: id,
    name: z.string(),
    email: z.string(),
    scope,
    job_title: z.string().nullable(),
    organization_id: id,
    organization_name: z.string(),
    /** When the member was removed; null while they are a member. */
    ended_date: timestamp.nullable(),
    last_modified_date: timestamp,
  })
  .openapi("Member");

export const MEMBER_SORT_FIELDS = ["name", "email", "job_title", "organization_name", "scope"] as const;
export const memberListQuery = pagingSortedBy(MEMBER_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the name, e-mail or job title" }),
  department_id: idQuery.optional().openapi({ description: "Members of this organization and those below it" }),
  role_id: idQuery.optional(),
  former: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional()
    .openapi({ description: "true: the members removed, instead of the current ones" }),
});

export const memberDetail = member
  .extend({
    roles: z.array(z.object({ id, name: z.string() })),
    competence_requirements: z.array(competenceRequirement),
  })
  .openapi("MemberDetail");

const memberFields = {
  job_title: text(200).nullable().default(null),
  scope,
  role_ids: z.array(id).max(100).default([]),
};

export const memberUpdate = z.strictObject({
  ...memberFields,
  /** Competences required of this member beyond those of their roles. */
  competence_ids: z.array(id).max(500).default([]),
  last_modified_date: timestamp,
});

/** A new member: a user with that e-mail is made (or found), and mailed a link to set a password. */
export const memberInvite = z.strictObject({
  name: text(200).min(1),
  email: z.email().max(254).openapi({ example: "mette@example.com" }),
  ...memberFields,
  /** The department (or the organization itself, when null) the member belongs to. */
  organization_id: id.nullable().default(null),
});
