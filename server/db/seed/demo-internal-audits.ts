import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  actions,
  auditChecklistAnswers,
  controlledDocuments,
  auditFindings,
  internalAuditAuditors,
  internalAuditObligations,
  internalAuditProcedures,
  internalAudits,
  legislationAssociations,
  legislations,
  memberships,
  users,
} from "../schema";
import { businessToday, daysBefore } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";

const PLANT = "Nordvik Chemicals A/S";

/**
 * The plant's warehouse audited against ISO 14001 and 45001 two months ago, with the group's procedure for a
 * chemical spill and CLP (the labels of what it stores) in its scope: a minor nonconformity and an observation, each
 * answered by an action now done, so the audit is closed. A second audit of the laboratory is planned for
 * next month.
 */
export async function seedDemoInternalAudits(db: Db, organizationIds: Map<string, number>) {
  const plant = organizationIds.get(PLANT)!;
  const today = businessToday() as DateOnly;
  const day = (ago: number) => daysBefore(today, ago) as DateOnly;
  const people = await db
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId));
  const membershipOf = (email: string) => people.find((member) => member.email === email)!.id;
  const [audit] = await db
    .insert(internalAudits)
    .values({
      organizationId: plant,
      departmentId: organizationIds.get("Warehouse")!,
      subject: "Storage and handling of chemicals in the warehouse",
      coversEnvironment: true,
      coversSafety: true,
      clauses: "6.1, 7.2, 8.1, 8.2",
      processes: "Receiving and storing drums; spill response",
      leadAuditorId: membershipOf("manager@demo.example"),
      startDate: day(62),
      endDate: day(61),
      status: "CLOSED",
      conclusion:
        "Storage is well kept and known by the staff; two points on spill drills and labels were followed up.",
    })
    .returning({ id: internalAudits.id });
  await db
    .insert(internalAuditAuditors)
    .values({ auditId: audit!.id, membershipId: membershipOf("editor@demo.example") });
  const [labelling] = await db
    .select({ id: legislationAssociations.id })
    .from(legislationAssociations)
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .where(and(eq(legislationAssociations.organizationId, plant), eq(legislations.shortName, "CLP")));
  await db.insert(internalAuditObligations).values({ auditId: audit!.id, associationId: labelling!.id });
  const [spill] = await db.select({ id: controlledDocuments.id }).from(controlledDocuments)
    .where(sql`${controlledDocuments.kind} = 'PROCEDURE' and ${controlledDocuments.id} in
      (select document_id from controlled_document_revisions where texts->'en'->>'title' = 'Chemical spill at the warehouse')`);
  await db.insert(internalAuditProcedures).values({ auditId: audit!.id, documentId: spill!.id });
  await db.insert(auditChecklistAnswers).values([
    {
      auditId: audit!.id,
      lineKey: "ISO_14001:6.1",
      answer: "CONFORMING",
      evidence: "Aspect register, reviewed in March",
    },
    { auditId: audit!.id, lineKey: "ISO_14001:7.2", answer: "FINDING", evidence: "Training records of the warehouse" },
    { auditId: audit!.id, lineKey: "ISO_14001:8.2", answer: "FINDING", evidence: "Drill log of the ramp" },
    { auditId: audit!.id, lineKey: "ISO_45001:8.1", answer: "CONFORMING", evidence: "Storage procedure, rev. 4" },
    {
      auditId: audit!.id,
      lineKey: `PROCEDURE:${spill!.id}`,
      answer: "FINDING",
      evidence: "Spill kit at the ramp complete and known; the yearly drill the procedure asks for was not held",
    },
    {
      auditId: audit!.id,
      lineKey: `OBLIGATION:${labelling!.id}`,
      answer: "CONFORMING",
      evidence: "Labels of ten drums on the racks checked against their safety data sheets",
    },
  ]);
  const findings = await db
    .insert(auditFindings)
    .values([
      {
        auditId: audit!.id,
        type: "MINOR" as const,
        clause: "8.2",
        description: "The yearly spill drill at the ramp was not held last year.",
        cause: "The drill had no owner after the warehouse manager changed.",
      },
      {
        auditId: audit!.id,
        type: "OBSERVATION" as const,
        clause: "7.2",
        description: "Two new warehouse workers had not yet signed the storage instruction.",
      },
    ])
    .returning({ id: auditFindings.id });
  const done = [
    { title: "Spill drill at the ramp, with the drill's owner named in the procedure", kind: "CORRECTIVE" as const },
    { title: "Storage instruction signed by the new warehouse workers", kind: "IMPROVEMENT" as const },
  ];
  await db.insert(actions).values(
    done.map((action, index) => ({
      organizationId: plant,
      departmentId: organizationIds.get("Warehouse")!,
      source: "AUDIT_FINDING" as const,
      auditFindingId: findings[index]!.id,
      ...action,
      ownerId: membershipOf("editor@demo.example"),
      dueDate: day(30),
      status: "DONE" as const,
      doneDate: day(35 - index * 10),
    })),
  );
  await db.insert(internalAudits).values({
    organizationId: plant,
    departmentId: organizationIds.get("Laboratory")!,
    subject: "Laboratory: chemical risk and information security of test records",
    coversSafety: true,
    coversSecurity: true,
    processes: "Handling CMR substances; access to the test record system",
    leadAuditorId: membershipOf("editor@demo.example"),
    startDate: daysBefore(today, -30) as DateOnly,
  });
}
