import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { competenceRecords, competences, memberships, roleAssignments, roleCompetences, roles, users } from "../schema";
import { addPeriod, businessToday, type RecurrencePeriod } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";
import { hashPassword } from "../../services/passwords";

// On the holding, so every company of the group requires them from the same list.
const COMPETENCES = [
  { name: "Forklift certificate", frequency: "P5Y", description: "Counterbalance and reach trucks." },
  { name: "First aid", frequency: "P2Y", description: "First aid with CPR and defibrillator." },
  { name: "Chemical handling", frequency: "P0D", description: "Labels, safety data sheets, protection." },
  { name: "ADR driver certificate", frequency: "P5Y", description: "Dangerous goods by road." },
  { name: "Fire warden", frequency: "P1Y", description: "Leads the evacuation of an area." },
  { name: "Working at height", frequency: "P3Y", description: "Ladders, lifts and fall protection." },
  { name: "Confined space entry", frequency: "P3Y", description: "Tanks and pits: gas testing, rescue." },
  { name: "Hazardous waste handling", frequency: "P1Y", description: "Sorting, labelling, registering." },
  { name: "Internal auditor ISO 14001", frequency: "P3Y", description: "Audits of the environmental system." },
  { name: "Emergency response drill", frequency: "P1Y", description: "Drill of the emergency plan." },
  { name: "Lock-out/tag-out", frequency: "P2Y", description: "Isolating energy before maintenance." },
  { name: "GDPR and information security awareness", frequency: "P1Y", description: "Phishing, personal data." },
] as const satisfies readonly { name: string; frequency: RecurrencePeriod; description: string }[];
type Competence = (typeof COMPETENCES)[number]["name"];

// The first three are created by demo.ts on the holding; only their competences are added here.
const ROLES = [
  {
    name: "Environmental coordinator",
    competences: ["Internal auditor ISO 14001", "Hazardous waste handling", "Emergency response drill"],
  },
  { name: "Health and safety representative", competences: ["First aid", "Fire warden", "Emergency response drill"] },
  {
    name: "Information security officer",
    competences: ["GDPR and information security awareness", "Emergency response drill"],
  },
  {
    name: "Forklift operator",
    organization: "Nordvik Chemicals A/S",
    description: "Moves raw materials and finished goods in the warehouse and the chemical store.",
    competences: ["Forklift certificate", "Chemical handling"],
  },
  {
    name: "Chemical operator",
    organization: "Nordvik Chemicals A/S",
    description: "Runs the mixing and filling lines and cleans tanks between batches.",
    competences: ["Chemical handling", "Lock-out/tag-out", "Confined space entry", "Hazardous waste handling"],
  },
  {
    name: "Driver",
    organization: "Nordvik Logistics ApS",
    description: "Drives the group's trucks, dangerous goods included.",
    competences: ["ADR driver certificate", "First aid"],
  },
] as const satisfies readonly {
  name: string;
  organization?: string;
  description?: string;
  competences: Competence[];
}[];
type Role = (typeof ROLES)[number]["name"];

// Employees of the group who never logged in; with the demo log-ins about 25 members.
const MEMBERS: [name: string, at: string, jobTitle: string, roles: Role[], direct?: Competence[]][] = [
  ["Mads Sørensen", "Production", "Process operator", ["Chemical operator"]],
  ["Freja Kjær", "Production", "Process operator", ["Chemical operator"]],
  ["Rasmus Bøgh", "Production", "Process operator", ["Chemical operator"]],
  ["Søren Højgaard", "Production", "Shift supervisor", ["Chemical operator", "Health and safety representative"]],
  ["Bjørn Madsen", "Production", "Maintenance technician", ["Chemical operator"], ["Working at height"]],
  ["Ida Nørgaard", "Production", "Production planner", [], ["Fire warden"]],
  ["Kasper Østergaard", "Warehouse", "Warehouse operative", ["Forklift operator"]],
  ["Mette Bødker", "Warehouse", "Warehouse operative", ["Forklift operator"]],
  ["Jens Brøndum", "Warehouse", "Warehouse supervisor", ["Forklift operator"], ["Fire warden"]],
  ["Louise Dalgård", "Warehouse", "Shipping coordinator", [], ["Chemical handling", "Hazardous waste handling"]],
  ["Astrid Grønbæk", "Laboratory", "Laboratory technician", [], ["Chemical handling", "Hazardous waste handling"]],
  ["Peter Skovgård", "Laboratory", "Laboratory manager", ["Environmental coordinator"], ["Chemical handling"]],
  ["Thomas Kjærgaard", "Fleet", "Truck driver", ["Driver"]],
  ["Morten Bækgaard", "Fleet", "Truck driver", ["Driver"]],
  ["Lars Ødegaard", "Terminal operations", "Terminal operator", [], ["Forklift certificate"]],
  ["Signe Jørgensen", "Terminal operations", "Terminal operator", [], ["Forklift certificate"]],
  ["Karen Åberg", "Group HSE", "HSE specialist", ["Health and safety representative"], ["Internal auditor ISO 14001"]],
  ["Niels Frølund", "Group HSE", "Fire safety coordinator", [], ["Fire warden", "Emergency response drill"]],
  ["Emil Lindbæk", "Group IT", "IT security specialist", ["Information security officer"]],
  ["Julie Møller", "Group IT", "IT supporter", [], ["GDPR and information security awareness"]],
];

// demo.ts made the log-ins members and gave them their roles; some also answer for a competence themselves.
const LOG_IN_DIRECT: [name: string, direct: Competence[]][] = [
  ["Jonas Friis", ["Internal auditor ISO 14001"]],
  ["Line Mortensen", ["First aid", "Fire warden"]],
];

/** Acquired some days ago; next due some days from today; never acquired, with or without a deadline. */
type Standing = { acquired: number } | { due: number } | { deadline: number } | "none";

// Every other requirement is valid: these are the stories the matrix and the dashboards tell.
const STANDINGS: [member: string, competence: Competence, standing: Standing][] = [
  ["Anders Holm", "First aid", { due: 12 }],
  ["Mads Sørensen", "Lock-out/tag-out", { due: 21 }],
  ["Thomas Kjærgaard", "ADR driver certificate", { due: 9 }],
  ["Jens Brøndum", "Fire warden", { due: 26 }],
  ["Emil Lindbæk", "GDPR and information security awareness", { due: 17 }],
  ["Camilla Berg", "Hazardous waste handling", { due: -18 }],
  ["Bjørn Madsen", "Working at height", { due: -45 }],
  ["Morten Bækgaard", "First aid", { due: -64 }],
  ["Kasper Østergaard", "Forklift certificate", { due: -7 }],
  // A recent hire: the course deadline passed before anyone booked it.
  ["Rasmus Bøgh", "Confined space entry", { deadline: -10 }],
  // New starters, still to be trained.
  ["Freja Kjær", "Confined space entry", { deadline: 40 }],
  ["Freja Kjær", "Lock-out/tag-out", "none"],
  ["Signe Jørgensen", "Forklift certificate", { deadline: 25 }],
  ["Julie Møller", "GDPR and information security awareness", "none"],
  ["Karen Åberg", "Internal auditor ISO 14001", { deadline: 60 }],
];

const PERIOD = /^P(\d+)([DWMY])$/;

/** `date` minus a period, as addPeriod only goes forward; from a month's end it may land a few days later. */
function back(date: string, period: string): string {
  const [, amount, unit] = PERIOD.exec(period)!;
  const n = Number(amount);
  const day = new Date(`${date}T00:00:00Z`);
  if (unit === "Y") day.setUTCFullYear(day.getUTCFullYear() - n);
  else if (unit === "M") day.setUTCMonth(day.getUTCMonth() - n);
  else day.setUTCDate(day.getUTCDate() - n * (unit === "W" ? 7 : 1));
  return day.toISOString().slice(0, 10);
}

const shift = (date: string, days: number) => (days >= 0 ? addPeriod(date, `P${days}D`) : back(date, `P${-days}D`));

/** A period's length in days, at least; one held once (P0D) may have been acquired years ago. */
function minimumDays(period: string) {
  const [, amount, unit] = PERIOD.exec(period)!;
  return Number(amount) * { D: 1, W: 7, M: 28, Y: 365 }[unit as "D" | "W" | "M" | "Y"] || 1500;
}

function datesOf(standing: Standing, frequency: string, today: string) {
  let acquired: string | null = null;
  let deadline: string | null = null;
  if (standing === "none") return { lastAcquisitionDate: null, acquisitionDeadline: null };
  if ("deadline" in standing) deadline = shift(today, standing.deadline);
  else if ("due" in standing) acquired = back(shift(today, standing.due), frequency);
  else acquired = shift(today, -standing.acquired);
  return { lastAcquisitionDate: acquired as DateOnly | null, acquisitionDeadline: deadline as DateOnly | null };
}

/** firstname.lastname@nordvik.example, folded to ASCII the Danish way (ø → oe, æ → ae, å → aa). */
const emailOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "oe")
    .replace(/å/g, "aa")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, ".") + "@nordvik.example";

/** The competence matrix of the demo holding: competences, the roles requiring them, members and their dates. */
export async function seedDemoCompetences(db: Db, organizationIds: Map<string, number>) {
  const today = businessToday();
  // Employees who have not set a password: a hash of a secret nobody knows, so nobody logs in as them.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const org = (name: string) => organizationIds.get(name)!;

  await db.transaction(async (tx) => {
    const competenceRows = await tx
      .insert(competences)
      .values(COMPETENCES.map((c) => ({ ...c, organizationId: org("Nordvik Group A/S") })))
      .returning({ id: competences.id, name: competences.name, frequency: competences.frequency });
    const competenceId = (name: Competence) => competenceRows.find((c) => c.name === name)!.id;

    const created = ROLES.flatMap((role) => ("organization" in role ? [role] : []));
    await tx
      .insert(roles)
      .values(created.map((r) => ({ name: r.name, description: r.description, organizationId: org(r.organization) })));
    const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
    const roleId = (name: Role) => roleRows.find((r) => r.name === name)!.id;
    await tx
      .insert(roleCompetences)
      .values(
        ROLES.flatMap((r) => r.competences.map((c) => ({ roleId: roleId(r.name), competenceId: competenceId(c) }))),
      );

    const userRows = await tx
      .insert(users)
      .values(MEMBERS.map(([name]) => ({ name, email: emailOf(name), passwordHash })))
      .returning({ id: users.id, name: users.name });
    await tx.insert(memberships).values(
      MEMBERS.map(([name, at, jobTitle]) => ({
        userId: userRows.find((u) => u.name === name)!.id,
        organizationId: org(at),
        scope: "READ" as const,
        jobTitle,
      })),
    );
    const memberRows = await tx
      .select({ id: memberships.id, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId));
    const membershipId = (name: string) => memberRows.find((m) => m.name === name)!.id;
    await tx
      .insert(roleAssignments)
      .values(
        MEMBERS.flatMap(([name, , , held]) =>
          held.map((r) => ({ roleId: roleId(r), membershipId: membershipId(name) })),
        ),
      );

    // Each requirement once, whether through a role (demo.ts's assignments too) or direct.
    const requirements = new Map<string, { membershipId: number; competenceId: number; required: boolean }>();
    const add = (r: { membershipId: number; competenceId: number }, required: boolean) =>
      requirements.set(`${r.membershipId}:${r.competenceId}`, { ...r, required });
    const viaRoles = await tx
      .select({ membershipId: roleAssignments.membershipId, competenceId: roleCompetences.competenceId })
      .from(roleAssignments)
      .innerJoin(roleCompetences, eq(roleCompetences.roleId, roleAssignments.roleId));
    for (const r of viaRoles) add(r, false);
    for (const [name, direct] of [
      ...MEMBERS.map(([name, , , , direct]) => [name, direct ?? []] as const),
      ...LOG_IN_DIRECT,
    ]) {
      for (const c of direct) add({ membershipId: membershipId(name), competenceId: competenceId(c) }, true);
    }

    const records = [...requirements.values()].flatMap((requirement, index) => {
      const { name, frequency } = competenceRows.find((c) => c.id === requirement.competenceId)!;
      const listed = STANDINGS.find(([who, what]) => membershipId(who) === requirement.membershipId && what === name);
      // Valid: acquired on spread-out days that leave two months or more to the next due date.
      const standing = listed?.[2] ?? { acquired: 20 + ((index * 89) % Math.max(minimumDays(frequency) - 80, 1)) };
      const dates = datesOf(standing, frequency, today);
      const anything = requirement.required || dates.lastAcquisitionDate || dates.acquisitionDeadline;
      return anything ? [{ ...requirement, ...dates }] : [];
    });
    await tx.insert(competenceRecords).values(records);
  });
}
