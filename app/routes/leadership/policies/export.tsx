import { POLICIES } from "~/controlled-documents/kinds";
import { exportLoader } from "~/controlled-documents/list.server";

/** The register as CSV. */
export const loader = exportLoader(POLICIES);
