import { json, organizationParams, standardProblems } from "../schemas/common";
import { sheetDraft, sheetUpload } from "../schemas/sheet-readings";
import { defineOperation, inOrganization } from "./operation";

/** Reading a supplier's safety data sheet into a draft of a chemical, for a person to check. */
export const sheetReadingsApi = {
  read: defineOperation(inOrganization("EDIT", "chemicals"), {
    method: "post",
    path: "/organizations/{org}/safety-data-sheet-readings",
    tags: ["My chemicals"],
    summary:
      "Read a safety data sheet (multipart: file, a PDF of at most 10 MB) into a draft of a chemical, each value " +
      "with the section it was read from; nothing is saved",
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
};
