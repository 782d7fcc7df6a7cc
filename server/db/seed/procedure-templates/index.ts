import type { Db } from "../../client";
import { procedureTemplates } from "../../schema";
import { accessControl } from "./access-control";
import { chemicalSpill } from "./chemical-spill";
import { documentControl } from "./document-control";
import { emergencyPreparedness } from "./emergency-preparedness";
import { incidentReporting } from "./incident-reporting";
import { internalAudit } from "./internal-audit";
import { managementReview } from "./management-review";
import type { TemplateSeed } from "./template";
import { wasteHandling } from "./waste-handling";

export const PROCEDURE_TEMPLATES: TemplateSeed[] = [
  chemicalSpill,
  wasteHandling,
  incidentReporting,
  managementReview,
  internalAudit,
  documentControl,
  emergencyPreparedness,
  accessControl,
];

/**
 * The procedure templates every installation starts with. A template is added while no template has
 * its title (the unique title indexes), and never overwritten: maintainers own it from then on.
 */
export async function seedProcedureTemplates(db: Db) {
  await db.insert(procedureTemplates).values(PROCEDURE_TEMPLATES).onConflictDoNothing();
}
