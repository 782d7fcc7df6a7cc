import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { areas } from "../db/schema";

export async function listAreas(db: Db, organizationId: number) {
  return db
    .select({
      id: areas.id,
      name: areas.name,
      description: areas.description,
      lastModifiedDate: areas.lastModifiedDate,
    })
    .from(areas)
    .where(eq(areas.organizationId, organizationId))
    .orderBy(asc(areas.name));
}
