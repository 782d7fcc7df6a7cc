import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizations } from "../db/schema";
import type { IsoStandard } from "../domain/standards";
import { audit } from "./audit";
import { updateVersioned } from "./versioned";

export type OrganizationDetails = {
  name: string;
  naceCode?: string | null;
  registrationNumber?: string | null;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
  countryAlpha2?: string | null;
  email?: string | null;
  phone?: string | null;
  isoStandards?: IsoStandard[];
};

type Actor = { userId: number };

export async function updateOrganization(
  db: Db,
  actor: Actor,
  organizationId: number,
  details: OrganizationDetails,
  lastModifiedDate: string,
) {
  return db.transaction(async (tx) => {
    const row = await updateVersioned(
      tx,
      organizations,
      eq(organizations.id, organizationId),
      lastModifiedDate,
      details,
    );
    await audit(tx, { ...actor, organizationId, action: "update", entity: "organization", entityId: organizationId });
    return row;
  });
}

/** Adds a department or a subsidiary company under `parentId`. */
export async function createChildOrganization(
  db: Db,
  actor: Actor,
  parentId: number,
  type: "COMPANY" | "DEPARTMENT",
  details: OrganizationDetails,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values({ ...details, parentId, type })
      .returning();
    await audit(tx, {
      ...actor,
      organizationId: parentId,
      action: "create",
      entity: type === "DEPARTMENT" ? "department" : "subsidiary",
      entityId: row!.id,
    });
    return row!;
  });
}
