import { POLICIES } from "~/controlled-documents/kinds";
import { publicLogoLoader } from "~/controlled-documents/public.server";

/** The logo on a public policy's page. */
export const loader = publicLogoLoader(POLICIES);
