import { controlledDocumentRoutes } from "./controlled-documents";
import { policiesApi, policyAttachments } from "./contracts/policies";

export const policyRoutes = controlledDocumentRoutes(policiesApi, policyAttachments, "POLICY");
