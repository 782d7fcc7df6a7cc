import { ISO_STANDARDS } from "../../domain/standards";
import { json, listOf, pagingQuery, standardProblems, text, z } from "../schemas/common";
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

const naceActivity = z
  .object({
    code: z.string().openapi({ example: "C20.14" }),
    level: z.enum(["SECTION", "DIVISION", "GROUP", "CLASS"]),
    parent_code: z.string().nullable(),
    title_en: z.string(),
    title_da: z.string().nullable().openapi({ description: "Only where Danmarks Statistik has one (divisions)" }),
  })
  .openapi("NaceActivity");

const naceQuery = pagingQuery.omit({ sort: true }).extend({
  search: text(100).optional().openapi({ description: "A code (C20.14, 20.14, 2014) or words of a title" }),
});

/** Reference data that is not organization-scoped and public (spec §6). */
export const referenceApi = {
  isoStandards: defineOperation(publicAccess, {
    method: "get",
    path: "/iso-standards",
    tags,
    responses: { 200: json(listOf(isoStandard)) },
  }),
  naceActivities: defineOperation(publicAccess, {
    method: "get",
    path: "/nace-activities",
    tags,
    summary: "NACE Rev. 2 activities in tree order; search by code or by words of the English or Danish title",
    request: { query: naceQuery },
    responses: { 200: json(listOf(naceActivity)), 422: standardProblems[422] },
  }),
  systemDetails: defineOperation(publicAccess, {
    method: "get",
    path: "/system-details",
    tags,
    summary: "The operator's contact information",
    responses: { 200: json(systemDetails), 404: { description: "Not configured" } },
  }),
};
