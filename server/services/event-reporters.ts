import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";

/**
 * Whether the nearest company at or above the organization lets every member report events: a
 * department follows its company, as it does for the review period of safety data sheets.
 */
export async function membersReportEvents(db: Db, organizationId: number): Promise<boolean> {
  const rows = await queryRows<{ allowed: boolean }>(
    db,
    sql`select o.members_report_events as allowed
        from organizations held join organizations o on o.id = any(held.lineage)
        where held.id = ${organizationId} and o.type = 'COMPANY'
        order by array_position(held.lineage, o.id) desc limit 1`,
  );
  return rows[0]?.allowed === true;
}
