import { ISO_STANDARDS } from "../../domain/standards";
import { json, listOf, z } from "../schemas/common";
import { defineOperation, publicAccess } from "./operation";

const tags = ["Reference"];

const isoStandard = z.object({ code: z.enum(ISO_STANDARDS), name: z.string() }).openapi("IsoStandard");

const systemDetails = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    website: z.string().nullable(),
    version: z.string(),
  })
  .openapi("SystemDetails");

/** Reference data that is not organization-scoped and public (spec §6). */
export const referenceApi = {
  isoStandards: defineOperation(publicAccess, {
    method: "get",
    path: "/iso-standards",
    tags,
    responses: { 200: json(listOf(isoStandard)) },
  }),
  systemDetails: defineOperation(publicAccess, {
    method: "get",
    path: "/system-details",
    tags,
    summary: "The operator's contact information",
    responses: { 200: json(systemDetails), 404: { description: "Not configured" } },
  }),
};
