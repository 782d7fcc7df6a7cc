import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { stakeholderAssociations, stakeholders } from "../schema";

const CHEMICALS = [
  {
    name: "Miljøstyrelsen",
    needsAndExpectations: "Compliance with the environmental permit for the site: emission limits, annual reporting.",
    complianceObligation: true,
    howAddressed: "Annual environmental report; permit conditions in the legal register; meters for emissions.",
  },
  {
    name: "Esbjerg Kommune",
    needsAndExpectations: "Wastewater discharge within the connection permit; waste sorted as the regulations say.",
    complianceObligation: true,
    howAddressed: "Monthly wastewater samples; waste handled through approved collectors.",
  },
  {
    name: "Neighbours",
    needsAndExpectations: "No odour or noise from the tank farm at night; being told before larger works.",
    complianceObligation: false,
    howAddressed: "Night loading stopped after 22:00; a letter before maintenance stops.",
  },
  {
    name: "Marius Pedersen A/S",
    needsAndExpectations: "Waste declared and labelled correctly before collection.",
    complianceObligation: false,
    howAddressed: "Waste declarations reviewed by the HSE coordinator.",
  },
  {
    name: "Employees and their representatives",
    needsAndExpectations: "A safe workplace; training before handling chemicals; a say in the work environment.",
    complianceObligation: true,
    howAddressed: "Competence matrix, safety data sheets at the workplace, the work environment committee.",
  },
];

/** The chemicals company's stakeholders, so its page tells the story of ISO 14001 4.2. */
export async function seedDemoStakeholders(db: Db, organizationIds: Map<string, number>) {
  const organizationId = organizationIds.get("Nordvik Chemicals A/S")!;
  const found = await db
    .select({ id: stakeholders.id, name: stakeholders.name })
    .from(stakeholders)
    .where(
      inArray(
        stakeholders.name,
        CHEMICALS.map((entry) => entry.name),
      ),
    );
  const idOf = new Map(found.map((row) => [row.name, row.id]));
  await db
    .insert(stakeholderAssociations)
    .values(
      CHEMICALS.flatMap(({ name, ...entry }) =>
        idOf.has(name) ? [{ ...entry, organizationId, stakeholderId: idOf.get(name)! }] : [],
      ),
    );
}
