import { SEARCH_KINDS, SEARCH_QUERY_MAX_LENGTH } from "../../domain/search";
import { id, json, organizationParams, standardProblems, z } from "../schemas/common";
import { defineOperation, inOrganization } from "./operation";

/** Search pages no further than this: past a thousand hits the query wants another word. */
export const SEARCH_MAX_PAGE = 49;
export const SEARCH_PAGE_SIZE = 20;

export const searchHit = z
  .object({
    kind: z.enum(SEARCH_KINDS),
    record_id: id,
    link_id: id.openapi({ description: "The id in the record's address; for an obligation the act's" }),
    title: z.string(),
    title_da: z
      .string()
      .nullable()
      .openapi({ description: "The title in Danish, where the record keeps one of its own (an act, a document)" }),
    detail: z
      .string()
      .nullable()
      .openapi({ description: "A number or code: CAS numbers, EWC codes, a meter's number" }),
    organization: z.object({ id, name: z.string() }).openapi({ description: "The organization that keeps it" }),
  })
  .openapi("SearchHit");

export const searchQuery = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH),
  kind: z.enum(SEARCH_KINDS).optional(),
  page: z.coerce.number().int().min(0).max(SEARCH_MAX_PAGE).default(0),
  size: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
});

export const searchApi = {
  search: defineOperation(inOrganization("READ"), {
    method: "get",
    path: "/organizations/{org}/search",
    tags: ["Search"],
    summary:
      "Records of every module the caller may read here whose title, number, code, CAS number, EWC code or person's name matches, best first",
    request: { params: organizationParams, query: searchQuery },
    responses: {
      200: json(z.object({ content: z.array(searchHit), more: z.boolean() })),
      ...standardProblems,
    },
  }),
};
