import { json, organizationItemParams, organizationParams, standardProblems } from "../schemas/common";
import { heldSheet, sheetDraft, sheetUpload } from "../schemas/sheet-readings";
import { defineOperation, inOrganization } from "./operation";

/** Reading a supplier's safety data sheet into a draft of a chemical, for a person to check. */
export const sheetReadingsApi = {
  read: defineOperation(inOrganization("EDIT", "chemicals"), {
    method: "post",
    path: "/organizations/{org}/safety-data-sheet-readings",
    tags: ["My chemicals"],
    summary:
      "Read a safety data sheet (multipart: file, a PDF of at most 10 MB) into a draft of a chemical, each value " +
      "with the section it was read from; a sheet with a revision date is held a day for the caller, to be filed " +
      "with the chemical kept (held_sheet_id of POST /organizations/{org}/chemical-associations)",
    request: {
      params: organizationParams,
      body: { required: true, content: { "multipart/form-data": { schema: sheetUpload } } },
    },
    responses: {
      200: json(sheetDraft, "The draft"),
      ...standardProblems,
      413: { description: "The file is larger than 10 MB (or the configured maximum, if smaller)" },
      415: { description: "The file is not a PDF" },
    },
  }),
  held: defineOperation(inOrganization("EDIT", "chemicals"), {
    method: "get",
    path: "/organizations/{org}/held-safety-data-sheets/{id}",
    tags: ["My chemicals"],
    summary: "A sheet the caller read and holds, to be filed with a chemical kept; 404 once past its day",
    request: { params: organizationItemParams },
    responses: { 200: json(heldSheet, "The held sheet"), ...standardProblems },
  }),
};
