import { id, timestamp, z } from "./common";

export const member = z
  .object({
    id,
    user_id: id,
    name: z.string(),
    email: z.string(),
    scope: z.enum(["READ", "EDIT", "MANAGE"]),
    job_title: z.string().nullable(),
    organization_id: id,
    organization_name: z.string(),
    last_modified_date: timestamp,
  })
  .openapi("Member");
