import { controlledDocumentOperations } from "./controlled-documents";

/** Leadership policies (`/organizations/{org}/policies`): a draft, published revisions, reviews, a public page. */
export const { attachments: policyAttachments, ...policiesApi } = controlledDocumentOperations({
  path: "/organizations/{org}/policies",
  publicPath: "/policies/{publicId}",
  tags: ["Policies"],
  feature: "policies",
  noun: "policy",
});
