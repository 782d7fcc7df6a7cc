import { controlledDocumentOperations } from "./controlled-documents";

/** Operation procedures (`/organizations/{org}/procedures`), in English and Danish; the same life as policies. */
export const { attachments: procedureAttachments, ...proceduresApi } = controlledDocumentOperations({
  path: "/organizations/{org}/procedures",
  publicPath: "/procedures/{publicId}",
  tags: ["Procedures"],
  feature: "procedures",
  noun: "procedure",
});
