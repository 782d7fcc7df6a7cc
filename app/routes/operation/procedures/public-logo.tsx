import { PROCEDURES } from "~/controlled-documents/kinds";
import { publicLogoLoader } from "~/controlled-documents/public.server";

/** The logo on a public procedure's page. */
export const loader = publicLogoLoader(PROCEDURES);
