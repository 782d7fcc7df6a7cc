import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizations } from "../db/schema";
import type { OrganizationDirectory } from "./organization-directory";

/** A department or subsidiary somewhere below `parentId`, or null. */
export async function findChild(
  db: Db,
  directory: OrganizationDirectory,
  parentId: number,
  childId: number,
  type: "COMPANY" | "DEPARTMENT",
) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, childId), eq(organizations.type, type)));
  if (!row || row.id === parentId || !(await directory.isInSubtree(parentId, childId))) return null;
  return row;
}
