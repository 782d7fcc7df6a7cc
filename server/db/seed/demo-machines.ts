import type { Db } from "../client";
import { machines } from "../schema";
import { businessToday } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";

type MachineSeed = Omit<typeof machines.$inferInsert, "organizationId" | "departmentId"> & { department?: string };

const lastYear = () => `${Number(businessToday().slice(0, 4)) - 1}-09-30` as DateOnly;

/** The chemicals company's equipment that is inspected, serviced or calibrated; later seeds name them. */
const CHEMICALS = (): MachineSeed[] => [
  {
    name: "Forklift 1",
    type: "Forklift",
    manufacturer: "Linde",
    model: "H25D",
    serialNumber: "H2X391K01234",
    department: "Warehouse",
    location: "Warehouse, loading bay",
    inceptionDate: "2019-03-15",
  },
  {
    name: "Forklift 2",
    type: "Forklift",
    manufacturer: "Toyota",
    model: "8FBE18T",
    serialNumber: "TMHE-8FBE-40211",
    department: "Warehouse",
    location: "Chemical store",
    inceptionDate: "2021-08-02",
  },
  {
    name: "Overhead crane, production hall",
    type: "Crane",
    manufacturer: "Demag",
    model: "EKKE 5 t",
    serialNumber: "DMG-12-558834",
    department: "Production",
    location: "Production hall",
    inceptionDate: "2012-06-01",
  },
  {
    name: "Steam boiler",
    type: "Boiler",
    manufacturer: "Viessmann",
    model: "Vitomax 200-HS",
    serialNumber: "7543210-2015",
    department: "Production",
    location: "Boiler house",
    inceptionDate: "2015-11-20",
  },
  {
    name: "Air compressor",
    type: "Compressor",
    manufacturer: "Atlas Copco",
    model: "GA 37 VSD+",
    serialNumber: "API123456",
    department: "Production",
    location: "Compressor room",
    inceptionDate: "2018-01-10",
  },
  {
    name: "Wastewater pH meter",
    type: "Measuring instrument",
    manufacturer: "Endress+Hauser",
    model: "Liquiline CM442",
    serialNumber: "Q1049F05G00",
    department: "Production",
    location: "Wastewater well, outlet",
    inceptionDate: "2020-04-14",
  },
  {
    name: "Fume cupboard",
    type: "Ventilation",
    manufacturer: "Waldner",
    model: "Secuflow",
    serialNumber: "WD-SF-88201",
    department: "Laboratory",
    location: "Laboratory, room 2",
    inceptionDate: "2017-09-01",
  },
  {
    name: "Filling line pressure vessel",
    type: "Pressure vessel",
    manufacturer: "Alfa Laval",
    model: "ALV 1000 l",
    serialNumber: "AL-30055871",
    department: "Production",
    location: "Filling line",
    inceptionDate: "2016-05-23",
  },
  {
    name: "Forklift (old)",
    type: "Forklift",
    manufacturer: "Still",
    model: "RX 70-25",
    serialNumber: "516212300811",
    department: "Warehouse",
    location: "Warehouse",
    inceptionDate: "2008-02-01",
    endOfUseDate: lastYear(),
  },
];

/**
 * The demo machines of Nordvik Chemicals A/S (one retired last year), placed in its departments.
 * Answers their ids by name, for the seeds that refer to them.
 */
export async function seedDemoMachines(db: Db, organizationIds: Map<string, number>) {
  const organizationId = organizationIds.get("Nordvik Chemicals A/S")!;
  const rows = await db
    .insert(machines)
    .values(
      CHEMICALS().map(({ department, ...machine }) => ({
        ...machine,
        organizationId,
        departmentId: department ? organizationIds.get(department)! : null,
      })),
    )
    .returning({ id: machines.id, name: machines.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}
