import type { Db } from "../client";
import { settleReportDeadlines } from "../../services/events";
import { seedDemoData } from "./demo";
import { seedEmissionFactors } from "./emission-factors";
import { seedLegislationCatalogue } from "./catalogue";
import { seedProcedureTemplates } from "./procedure-templates";
import { seedReferenceData } from "./reference";
import { seedStakeholderCatalogue } from "./stakeholder-catalogue";
export { DEMO_PASSWORD, DEMO_USERS } from "./demo";

/** Reference data always; the demo holding only when asked and only into an empty database. */
export async function seed(
  db: Db,
  options: { demo: boolean; sessionSecret?: string },
): Promise<{ demoCreated: boolean }> {
  await seedReferenceData(db);
  await seedLegislationCatalogue(db);
  await seedStakeholderCatalogue(db);
  await seedProcedureTemplates(db);
  await seedEmissionFactors(db);
  const demoCreated = options.demo ? await seedDemoData(db, options.sessionSecret) : false;
  // Accidents saved before their report deadline was kept, and the demo's, get it from their facts.
  await settleReportDeadlines(db);
  return { demoCreated };
}
