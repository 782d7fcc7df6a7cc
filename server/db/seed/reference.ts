import type { Db } from "../client";
import { systemDetails } from "../schema";
import { seedWasteTypes } from "./waste-types";

/** Data every installation needs, demo or not; safe to run at every start. */
export async function seedReferenceData(db: Db) {
  await db
    .insert(systemDetails)
    .values({
      id: 1,
      name: "Compliance Workbench support",
      email: "support@example.com",
      phone: null,
      address: null,
      website: null,
    })
    .onConflictDoNothing();
  await seedWasteTypes(db);
}
