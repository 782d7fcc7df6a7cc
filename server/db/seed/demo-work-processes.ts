import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { chemicalAssociations, chemicals, workProcesses, workProcessProducts } from "../schema";
import { addPeriod, businessToday } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";

/**
 * The demo's chemical risk per work process: degreasing at the chemical plant's wash bay, where hand
 * brushing in diesel fuel (a CMR product: H351) gave way to a water-based cleaner and isopropanol, diesel kept only for soaking
 * seized parts in a closed tank. The products and their statements are the demo's my chemicals'.
 */
export async function seedDemoWorkProcesses(db: Db, organizationIds: Map<string, number>) {
  const companyId = organizationIds.get("Nordvik Chemicals A/S")!;
  const kept = await db
    .select({ id: chemicalAssociations.id, name: chemicals.name })
    .from(chemicalAssociations)
    .innerJoin(chemicals, eq(chemicals.id, chemicalAssociations.chemicalId))
    .where(
      and(
        eq(chemicalAssociations.organizationId, companyId),
        inArray(chemicals.name, ["Diesel fuel B7", "Isopropanol 99.9 %"]),
      ),
    );
  const keptId = (name: string) => kept.find((row) => row.name === name)!.id;
  const [process] = await db
    .insert(workProcesses)
    .values({
      organizationId: companyId,
      departmentId: organizationIds.get("Production")!,
      name: "Degreasing parts at the wash bay",
      description:
        "Pump and valve parts from the workshop are degreased before inspection: washed in the alkaline cleaner, wiped with isopropanol and blown dry.",
      ventilation: "LOCAL_EXHAUST",
      exposed: "Production operators at the wash bay (3 on the day shift)",
      nextReviewDate: addPeriod(businessToday() as DateOnly, "P1Y") as DateOnly,
    })
    .returning({ id: workProcesses.id });
  await db.insert(workProcessProducts).values([
    {
      workProcessId: process!.id,
      associationId: keptId("Isopropanol 99.9 %"),
      exposureInhalation: true,
      exposureSkin: true,
      exposureEyes: true,
      quantity: 2,
      unit: "LITRE",
      frequency: "DAILY",
      durationMinutes: 20,
      protectiveEquipment: "Nitrile gloves and tight-fitting goggles.",
      likelihood: 3,
      severity: 2,
    },
    {
      workProcessId: process!.id,
      associationId: keptId("Diesel fuel B7"),
      exposureInhalation: true,
      exposureSkin: true,
      quantity: 20,
      unit: "LITRE",
      frequency: "MONTHLY",
      durationMinutes: 15,
      protectiveEquipment: "Nitrile gloves with long cuffs and an apron when lifting parts out of the soak tank.",
      likelihood: 2,
      severity: 4,
      substitutionConsidered:
        "Hand brushing in diesel was replaced for everyday degreasing: the water-based alkaline cleaner at the wash bay, isopropanol for the final wipe. The alkaline cleaner does not loosen old grease on seized parts, so diesel is kept only for soaking them in the closed soak tank, lid down. Reconsidered at each review.",
    },
  ]);
}
