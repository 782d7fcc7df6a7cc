import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import {
  stakeholders,
  wasteArrangements,
  wasteBulkRegistrations,
  wasteHandlerAssociations,
  wasteRegistrations,
  wasteTypes,
} from "../schema";
import { businessToday } from "../../domain/recurrence";
import type { RecurrencePeriod } from "../../domain/recurrence";
import { tonnesOf, type RegistrationUnit } from "../../domain/waste-units";
import type { DateOnly } from "../../domain/wire-casing";
import { membershipsByEmail } from "./demo-members";

type ArrangementSeed = {
  code: string;
  fractionName: string;
  unit: RegistrationUnit;
  container?: string;
  containerVolumeM3?: number;
  densityKgPerM3?: number;
  pieceWeightKg?: number;
  frequency?: RecurrencePeriod;
  treatment: string;
  department?: string;
  active?: boolean;
  /** The usual quantity a month, in the unit. */
  monthly: number;
};
type HandlerSeed = {
  organization: string;
  handler: string;
  registrationNumber: string;
  /** Months from this month until the registration runs out; negative: expired. */
  validForMonths: number;
  contact: string;
  /** The newest months the handler's statement has not come for. */
  missingMonths?: number;
  /** The demo user who answers for its monthly statements. */
  responsible?: string;
  arrangements: ArrangementSeed[];
};

// Fictional handlers: the catalogue's real companies carry no registration numbers to borrow.
const HANDLERS: HandlerSeed[] = [
  {
    organization: "Nordvik Chemicals A/S",
    handler: "Vestkyst Affald A/S",
    registrationNumber: "AR-118204",
    validForMonths: 20,
    contact: "Mette Kjær",
    responsible: "editor@demo.example",
    arrangements: [
      {
        code: "200301",
        fractionName: "Restaffald",
        unit: "CONTAINER_EMPTYINGS",
        container: "8 m³ container",
        containerVolumeM3: 8,
        densityKgPerM3: 120,
        frequency: "P7D",
        treatment: "R1",
        monthly: 4.3,
      },
      {
        code: "150103",
        fractionName: "Paller",
        unit: "CONTAINER_EMPTYINGS",
        container: "30 m³ rulleContainer",
        containerVolumeM3: 30,
        densityKgPerM3: 90,
        frequency: "P1M",
        treatment: "R3",
        department: "Warehouse",
        monthly: 1,
      },
      {
        code: "150102",
        fractionName: "Folie og plast",
        unit: "KILOGRAMS",
        container: "Presse, baller",
        frequency: "P1M",
        treatment: "R3",
        department: "Warehouse",
        monthly: 640,
      },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    handler: "Nordisk Farligt Affald A/S",
    registrationNumber: "AR-204577",
    validForMonths: -2,
    contact: "Henrik Dahl",
    responsible: "manager@demo.example",
    arrangements: [
      {
        code: "130205",
        fractionName: "Spildolie",
        unit: "LITRES",
        container: "1000 L IBC",
        densityKgPerM3: 880,
        frequency: "P3M",
        treatment: "R9",
        department: "Production",
        monthly: 310,
      },
      {
        code: "070104",
        fractionName: "Vaskevæske med opløsningsmidler",
        unit: "KILOGRAMS",
        container: "200 L tromler",
        frequency: "P1M",
        treatment: "R2",
        department: "Production",
        monthly: 420,
      },
      {
        code: "150110",
        fractionName: "Tomme kemikaliedunke",
        unit: "PIECES",
        // An empty 25 l jerrycan with its residue, as weighed on site (demo figure).
        pieceWeightKg: 1.2,
        container: "Big bag",
        frequency: "P1M",
        treatment: "D10",
        department: "Production",
        monthly: 36,
      },
      {
        code: "160506",
        fractionName: "Laboratoriekemikalier",
        unit: "KILOGRAMS",
        container: "Kasser efter ADR",
        frequency: "P3M",
        treatment: "D10",
        department: "Laboratory",
        monthly: 18,
      },
      {
        code: "200121",
        fractionName: "Lysstofrør",
        unit: "PIECES",
        // A 1.5 m fluorescent tube (demo figure).
        pieceWeightKg: 0.3,
        container: "Rørkasse",
        frequency: "P6M",
        treatment: "R4",
        active: false,
        monthly: 12,
      },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    handler: "Esbjerg Papirgenbrug ApS",
    registrationNumber: "AR-330912",
    validForMonths: 30,
    contact: "Lone Skov",
    missingMonths: 1,
    responsible: "editor@demo.example",
    arrangements: [
      {
        code: "150101",
        fractionName: "Pap",
        unit: "CONTAINER_EMPTYINGS",
        container: "20 m³ container",
        containerVolumeM3: 20,
        densityKgPerM3: 45,
        frequency: "P2M",
        treatment: "R3",
        department: "Warehouse",
        monthly: 1.5,
      },
      {
        code: "200101",
        fractionName: "Kontorpapir",
        unit: "KILOGRAMS",
        container: "Låst papirbeholder",
        frequency: "P1M",
        treatment: "R3",
        monthly: 95,
      },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    handler: "Jysk Metalgenvinding A/S",
    registrationNumber: "AR-412086",
    validForMonths: 8,
    contact: "Kasper Lind",
    arrangements: [
      {
        code: "170405",
        fractionName: "Jern og metal",
        unit: "TONNES",
        container: "10 m³ container",
        frequency: "P2M",
        treatment: "R4",
        department: "Production",
        monthly: 0.9,
      },
      {
        code: "170402",
        fractionName: "Aluminium",
        unit: "TONNES",
        frequency: "P3M",
        treatment: "R4",
        department: "Production",
        active: false,
        monthly: 0.15,
      },
    ],
  },
  {
    organization: "Nordvik Logistics ApS",
    handler: "Vestkyst Affald A/S",
    registrationNumber: "AR-118204",
    validForMonths: 20,
    contact: "Mette Kjær",
    arrangements: [
      {
        code: "200301",
        fractionName: "Restaffald",
        unit: "CONTAINER_EMPTYINGS",
        container: "660 L spand",
        containerVolumeM3: 0.66,
        densityKgPerM3: 110,
        frequency: "P7D",
        treatment: "R1",
        monthly: 8.6,
      },
      {
        code: "160103",
        fractionName: "Kasserede dæk",
        unit: "PIECES",
        frequency: "P3M",
        treatment: "R3",
        department: "Fleet",
        monthly: 14,
      },
    ],
  },
];

const MONTHS = 24;
const addMonths = (month: string, months: number) => {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10) as DateOnly;
};
// A repeatable wobble (no Math.random: every start seeds the same story).
const wobble = (seed: number) => 0.75 + ((((Math.sin(seed * 12.9898) * 43758.5453) % 1) + 1) % 1) * 0.5;
// More packaging before the summer and Christmas, less in July.
const SEASON = [0.9, 0.95, 1.05, 1, 1.1, 1.15, 0.7, 0.95, 1.05, 1.05, 1.15, 1.2];

/**
 * Four handlers of the chemicals company and one of the logistics company, their arrangements, and
 * two years of monthly statements up to last month: one handler's registration has run out, one
 * statement has not come yet (a handler the editor answers for), a few quantities are estimates. The
 * editor and the manager answer for the chemicals company's handlers but the metal one; no one yet for
 * the logistics company's.
 */
export async function seedDemoWaste(db: Db, organizationIds: Map<string, number>) {
  const names = [...new Set(HANDLERS.map((seed) => seed.handler))];
  await db
    .insert(stakeholders)
    .values(names.map((name) => ({ name, kind: "WASTE_HANDLER" as const, countryAlpha2: "DK" })))
    .onConflictDoNothing();
  const handlerIds = new Map(
    (
      await db
        .select({ id: stakeholders.id, name: stakeholders.name })
        .from(stakeholders)
        .where(inArray(stakeholders.name, names))
    ).map((row) => [row.name, row.id]),
  );
  const codes = HANDLERS.flatMap((seed) => seed.arrangements.map((arrangement) => arrangement.code));
  const types = await db
    .select({ id: wasteTypes.id, code: wasteTypes.code, hazardous: wasteTypes.hazardous })
    .from(wasteTypes)
    .where(inArray(wasteTypes.code, codes));
  const typeIds = new Map(types.map((row) => [row.code, row.id]));
  const hazardousCodes = new Set(types.filter((row) => row.hazardous).map((row) => row.id));
  const thisMonth = `${businessToday().slice(0, 7)}-01`;
  const members = await membershipsByEmail(db);
  let seed = 1;
  for (const handler of HANDLERS) {
    const organizationId = organizationIds.get(handler.organization)!;
    const [association] = await db
      .insert(wasteHandlerAssociations)
      .values({
        organizationId,
        stakeholderId: handlerIds.get(handler.handler)!,
        registrationNumber: handler.registrationNumber,
        registrationValidUntil: addMonths(thisMonth, handler.validForMonths),
        contractStart: addMonths(thisMonth, -40),
        contactName: handler.contact,
        responsibleMemberId: handler.responsible ? members.get(handler.responsible)! : null,
      })
      .returning({ id: wasteHandlerAssociations.id });
    const arrangements = await db
      .insert(wasteArrangements)
      .values(
        handler.arrangements.map(
          ({ code, unit, frequency, treatment, department, monthly: _monthly, ...arrangement }) => ({
            ...arrangement,
            associationId: association!.id,
            wasteTypeId: typeIds.get(code)!,
            registrationUnit: unit,
            collectionFrequency: frequency ?? null,
            treatmentCode: treatment,
            departmentId: department ? organizationIds.get(department)! : null,
            containerVolumeM3: arrangement.containerVolumeM3 ?? null,
            densityKgPerM3: arrangement.densityKgPerM3 ?? null,
            pieceWeightKg: arrangement.pieceWeightKg ?? null,
          }),
        ),
      )
      .returning();
    const months = Array.from({ length: MONTHS - (handler.missingMonths ?? 0) }, (_, i) =>
      addMonths(thisMonth, -MONTHS + i),
    );
    const bulks = await db
      .insert(wasteBulkRegistrations)
      .values(months.map((performedAt) => ({ associationId: association!.id, performedAt })))
      .returning({ id: wasteBulkRegistrations.id, performedAt: wasteBulkRegistrations.performedAt });
    const lines = bulks.flatMap((bulk, index) =>
      arrangements.flatMap((arrangement, which) => {
        // An arrangement ended half a year ago has no quantities since.
        if (!arrangement.active && index >= MONTHS - 6) return [];
        const usual = handler.arrangements[which]!.monthly;
        const season = SEASON[Number(bulk.performedAt.slice(5, 7)) - 1]!;
        const whole =
          arrangement.registrationUnit === "PIECES" || arrangement.registrationUnit === "CONTAINER_EMPTYINGS";
        const raw = usual * season * wobble(seed++);
        const quantity = whole ? Math.max(1, Math.round(raw)) : Math.round(raw * 100) / 100;
        return [
          {
            bulkRegistrationId: bulk.id,
            arrangementId: arrangement.id,
            organizationId,
            performedAt: bulk.performedAt,
            quantity,
            tonnes: tonnesOf(quantity, arrangement.registrationUnit, arrangement),
            estimated: seed % 9 === 0,
            hazardous: hazardousCodes.has(arrangement.wasteTypeId),
            treatmentCode: arrangement.treatmentCode,
            departmentId: arrangement.departmentId,
          },
        ];
      }),
    );
    if (lines.length) await db.insert(wasteRegistrations).values(lines);
  }
}
