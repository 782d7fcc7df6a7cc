import { count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { areas, auditLog, memberships, organizations, roleAssignments, roles, users } from "../schema";
import { hashPassword } from "../../services/passwords";
import { seedDemoCompetences } from "./demo-competences";
import { seedDemoScope } from "./demo-scope";
import { seedDemoStakeholders } from "./demo-stakeholders";
import { seedDemoDocuments } from "./demo-documents";
import { seedDemoLogo } from "./demo-logo";
import { seedDemoMachines } from "./demo-machines";
import { seedDemoMeters } from "./demo-meters";
import { seedDemoPolicies } from "./demo-policies";
import { seedDemoProcedures } from "./demo-procedures";
import { seedDemoSignOff } from "./demo-sign-off";
import { seedDemoControlBook } from "./demo-control-book";
import { seedDemoSubstances } from "./demo-substances";
import { seedDemoChemicals } from "./demo-chemicals";
import { registerDemoWebhook, settleDemoWebhook } from "./demo-webhooks";
import { seedDemoWaste } from "./demo-waste";
import { seedDemoActions } from "./demo-actions";
import { businessToday } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";
import { scanReminders } from "../../services/reminder-scan";
import { seedDemoEvents } from "./demo-events";
import { seedDemoRisks } from "./demo-risks";
import { seedDemoAspects } from "./demo-aspects";
import { seedDemoEvaluations } from "./demo-evaluations";
import { seedDemoObjectives } from "./demo-objectives";
import { seedDemoInternalAudits } from "./demo-internal-audits";
import { seedDemoManagementReviews } from "./demo-management-reviews";
import { seedDemoWorkProcesses } from "./demo-work-processes";

export const DEMO_PASSWORD = "compliance-demo";

/** The demo log-ins, one per role; printed by the README and at the first start. */
export const DEMO_USERS = [
  { email: "maintainer@demo.example", name: "Sofie Lund", role: "system MAINTAIN and MANAGE; MANAGE on the holding" },
  { email: "manager@demo.example", name: "Anders Holm", role: "MANAGE on the holding" },
  { email: "editor@demo.example", name: "Camilla Berg", role: "EDIT on the holding" },
  { email: "reader@demo.example", name: "Jonas Friis", role: "READ on the holding" },
  { email: "limited@demo.example", name: "Line Mortensen", role: "EDIT on Nordvik Logistics (LIMITED) only" },
] as const;

type OrgSeed = {
  name: string;
  type?: "COMPANY" | "DEPARTMENT";
  naceCode?: string;
  registrationNumber?: string;
  featureAccessibility?: "FULL" | "LIMITED";
  address?: string;
  zipCode?: string;
  city?: string;
  isoStandards?: ("ISO_14001" | "ISO_27001" | "ISO_45001")[];
  children?: OrgSeed[];
  areas?: string[];
};

const HOLDING: OrgSeed = {
  name: "Nordvik Group A/S",
  naceCode: "M70.1",
  registrationNumber: "DK31245678",
  address: "Skovvejen 12",
  zipCode: "8000",
  city: "Aarhus C",
  isoStandards: ["ISO_14001", "ISO_45001", "ISO_27001"],
  children: [
    { name: "Group HSE", type: "DEPARTMENT" },
    { name: "Group IT", type: "DEPARTMENT" },
    {
      name: "Nordvik Chemicals A/S",
      naceCode: "C20.1",
      registrationNumber: "DK29876543",
      address: "Havnevej 40",
      zipCode: "6700",
      city: "Esbjerg",
      isoStandards: ["ISO_14001", "ISO_45001"],
      areas: ["Production hall", "Chemical store", "Laboratory", "Tank farm"],
      children: [
        { name: "Production", type: "DEPARTMENT", areas: ["Mixing line 1", "Filling line"] },
        { name: "Warehouse", type: "DEPARTMENT" },
        { name: "Laboratory", type: "DEPARTMENT" },
      ],
    },
    {
      name: "Nordvik Logistics ApS",
      naceCode: "H49.4",
      registrationNumber: "DK38123456",
      featureAccessibility: "LIMITED",
      address: "Transportvej 7",
      zipCode: "6000",
      city: "Kolding",
      isoStandards: ["ISO_14001"],
      areas: ["Terminal", "Workshop"],
      children: [
        { name: "Fleet", type: "DEPARTMENT" },
        { name: "Terminal operations", type: "DEPARTMENT" },
      ],
    },
  ],
};

async function insertOrganization(db: Db, seed: OrgSeed, parentId: number | null, ids: Map<string, number>) {
  const [row] = await db
    .insert(organizations)
    .values({
      parentId,
      type: seed.type ?? "COMPANY",
      name: seed.name,
      naceCode: seed.naceCode ?? null,
      registrationNumber: seed.registrationNumber ?? null,
      featureAccessibility: seed.featureAccessibility ?? "FULL",
      address: seed.address ?? null,
      zipCode: seed.zipCode ?? null,
      city: seed.city ?? null,
      countryAlpha2: "DK",
      isoStandards: seed.isoStandards ?? [],
    })
    .returning({ id: organizations.id });
  ids.set(seed.name, row!.id);
  if (seed.areas?.length) {
    await db.insert(areas).values(seed.areas.map((name) => ({ organizationId: row!.id, name })));
  }
  for (const child of seed.children ?? []) await insertOrganization(db, child, row!.id, ids);
}

/** The demo holding and its users; only into an empty database, so a restart keeps what users changed. */
export async function seedDemoData(db: Db, sessionSecret?: string): Promise<boolean> {
  const [existing] = await db.select({ count: count() }).from(organizations);
  if ((existing?.count ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    await insertOrganization(tx, HOLDING, null, ids);
    const holding = ids.get("Nordvik Group A/S")!;
    const logistics = ids.get("Nordvik Logistics ApS")!;

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user) => ({
          email: user.email,
          name: user.name,
          passwordHash,
          systemPermissions: user.email.startsWith("maintainer") ? (["MAINTAIN", "MANAGE"] as const).slice() : [],
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = (email: string) => userRows.find((u) => u.email === email)!.id;

    const memberRows = await tx
      .insert(memberships)
      .values([
        {
          userId: userId("maintainer@demo.example"),
          organizationId: holding,
          scope: "MANAGE",
          jobTitle: "System administrator",
        },
        { userId: userId("manager@demo.example"), organizationId: holding, scope: "MANAGE", jobTitle: "HSE manager" },
        {
          userId: userId("editor@demo.example"),
          organizationId: holding,
          scope: "EDIT",
          jobTitle: "Environmental coordinator",
        },
        { userId: userId("reader@demo.example"), organizationId: holding, scope: "READ", jobTitle: "Internal auditor" },
        {
          userId: userId("limited@demo.example"),
          organizationId: logistics,
          scope: "EDIT",
          jobTitle: "Terminal manager",
        },
      ])
      .returning({ id: memberships.id, userId: memberships.userId });
    const membershipOf = (email: string) => memberRows.find((m) => m.userId === userId(email))!.id;

    const roleRows = await tx
      .insert(roles)
      .values([
        {
          organizationId: holding,
          name: "Environmental coordinator",
          description: "Keeps the environmental management system (ISO 14001) running.",
        },
        {
          organizationId: holding,
          name: "Health and safety representative",
          description: "Represents employees in the working environment organisation (ISO 45001).",
        },
        {
          organizationId: holding,
          name: "Information security officer",
          description: "Owns the information security management system (ISO 27001).",
        },
      ])
      .returning({ id: roles.id, name: roles.name });
    const roleId = (name: string) => roleRows.find((r) => r.name === name)!.id;
    await tx.insert(roleAssignments).values([
      { roleId: roleId("Environmental coordinator"), membershipId: membershipOf("editor@demo.example") },
      { roleId: roleId("Health and safety representative"), membershipId: membershipOf("manager@demo.example") },
      { roleId: roleId("Information security officer"), membershipId: membershipOf("maintainer@demo.example") },
    ]);
  });
  await seedDemoDocuments(db, ids);
  await seedDemoCompetences(db, ids);
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, "editor@demo.example"));
  await seedDemoScope(db, ids, author!.id);
  await seedDemoLogo(db, ids.get("Nordvik Group A/S")!, author!.id);
  await seedDemoPolicies(db, ids.get("Nordvik Group A/S")!);
  await seedDemoProcedures(db, ids);
  await seedDemoSignOff(db, ids);
  await seedDemoStakeholders(db, ids);
  await seedDemoMachines(db, ids);
  await seedDemoControlBook(db, ids);
  await seedDemoMeters(db, ids);
  await seedDemoSubstances(db);
  await seedDemoChemicals(db, ids);
  await seedDemoWaste(db, ids);
  // Without the application's secret (a benchmark's seed) the ERP's endpoint is left out: it could not sign.
  const webhook = sessionSecret ? await registerDemoWebhook(db, ids.get("Nordvik Group A/S")!, sessionSecret) : null;
  await seedDemoEvents(db, ids);
  await seedDemoActions(db, ids);
  if (webhook) await settleDemoWebhook(db, webhook);
  await seedDemoRisks(db, ids);
  await seedDemoAspects(db, ids);
  await seedDemoInternalAudits(db, ids);
  await seedDemoWorkProcesses(db, ids);
  await seedDemoEvaluations(db, ids);
  await seedDemoObjectives(db, ids);
  await seedDemoManagementReviews(db, ids);
  await creditDemoHistory(db);
  // The members start with the reminders their deadlines call for today, as if the scan ran each morning.
  await scanReminders(db, businessToday() as DateOnly);
  return true;
}

// The units, members and roles are the manager's work; the records the coordinator's.
const MANAGERS_RECORDS = ["organization", "area", "member", "role", "competence", "competence_record"];

/**
 * The seed writes without a user, so its history would read "System" throughout: the demo's story is
 * that the manager set up the holding and the coordinator keeps its records.
 */
async function creditDemoHistory(db: Db) {
  const manager = sql`(select id from ${users} where email = 'manager@demo.example')`;
  const editor = sql`(select id from ${users} where email = 'editor@demo.example')`;
  await db
    .update(auditLog)
    .set({ userId: sql`case when ${inArray(auditLog.entity, MANAGERS_RECORDS)} then ${manager} else ${editor} end` })
    .where(isNull(auditLog.userId));
}
