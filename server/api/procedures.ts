import { controlledDocumentRoutes } from "./controlled-documents";
import { procedureAttachments, proceduresApi } from "./contracts/procedures";

export const procedureRoutes = controlledDocumentRoutes(proceduresApi, procedureAttachments, "PROCEDURE");
