// Policies name the shared helper after themselves; screens beyond policies use `documentTitle`.
export { documentTitle as policyTitle } from "~/lib/document-texts";
