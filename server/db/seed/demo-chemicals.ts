import { eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import {
  chemicalAssociations,
  chemicalCountries,
  chemicals,
  chemicalSafetyDataSheets,
  chemicalSubstances,
  chemicalSupplies,
  organizations,
  stakeholders,
  substances,
  users,
} from "../schema";
import { dangerCodeOf } from "../../domain/danger-code";
import type { AmountUnit } from "../../domain/chemical-enumerations";
import { HAZARD_STATEMENTS, inAnnexOrder, PRECAUTIONARY_STATEMENTS } from "../../domain/hazard-statements";
import { DEMO_CHEMICAL_PRODUCTS, type DemoChemicalProduct } from "./demo-chemical-products";
import { addDocument, simplePdf } from "./demo-documents";

type Kept = {
  product: string;
  department: string;
  location: string;
  amount: number;
  unit: AmountUnit;
  purpose: string;
};

/**
 * What Nordvik Chemicals A/S keeps, where. The roofing store holds a propane cylinder beside white
 * spirit (TRGS 510 keeps class 2A gases and class 3 liquids apart: the demo's co-storage conflict);
 * the gas cylinder cage holds acetylene with oxygen (allowed under the matrix's conditions).
 */
const KEPT: Kept[] = [
  {
    product: "Acetone technical 99.5 %",
    department: "Laboratory",
    location: "Chemical store",
    amount: 25,
    unit: "LITRE",
    purpose: "Cleaning of glassware and tools",
  },
  {
    product: "Technical ethanol 93 % (denatured)",
    department: "Production",
    location: "Chemical store",
    amount: 60,
    unit: "LITRE",
    purpose: "Cleaning of mixing equipment",
  },
  {
    product: "Isopropanol 99.9 %",
    department: "Production",
    location: "Chemical store",
    amount: 20,
    unit: "LITRE",
    purpose: "Degreasing before filling",
  },
  {
    product: "PU thinner (xylene/butyl acetate)",
    department: "Production",
    location: "Chemical store",
    amount: 10,
    unit: "LITRE",
    purpose: "Thinning and cleaning of paint equipment",
  },
  {
    product: "Contact adhesive, toluene-based",
    department: "Production",
    location: "Chemical store",
    amount: 5,
    unit: "LITRE",
    purpose: "Gluing of insulation panels",
  },
  {
    product: "Epoxy paint, grey, base (comp. A)",
    department: "Production",
    location: "Chemical store",
    amount: 40,
    unit: "LITRE",
    purpose: "Floor and tank coating",
  },
  {
    product: "Epoxy paint, hardener (comp. B)",
    department: "Production",
    location: "Chemical store",
    amount: 10,
    unit: "LITRE",
    purpose: "Floor and tank coating",
  },
  {
    product: "Sodium hydroxide solution 27 %",
    department: "Production",
    location: "Acid and lye store",
    amount: 1000,
    unit: "LITRE",
    purpose: "pH adjustment in production",
  },
  {
    product: "Sodium hydroxide pellets 99 %",
    department: "Laboratory",
    location: "Laboratory",
    amount: 2,
    unit: "KILOGRAM",
    purpose: "Titration solutions",
  },
  {
    product: "Battery acid 37 % (sulfuric acid)",
    department: "Warehouse",
    location: "Acid and lye store",
    amount: 25,
    unit: "LITRE",
    purpose: "Topping up forklift batteries",
  },
  {
    product: "Hydrochloric acid 30 %",
    department: "Production",
    location: "Acid and lye store",
    amount: 200,
    unit: "LITRE",
    purpose: "pH adjustment in production",
  },
  {
    product: "Descaler, phosphoric acid 30 %",
    department: "Production",
    location: "Acid and lye store",
    amount: 50,
    unit: "LITRE",
    purpose: "Descaling of heat exchangers",
  },
  {
    product: "Sodium hypochlorite 15 %",
    department: "Production",
    location: "Acid and lye store",
    amount: 25,
    unit: "LITRE",
    purpose: "Disinfection of the cooling water",
  },
  {
    product: "Hydrogen peroxide 35 %",
    department: "Laboratory",
    location: "Laboratory",
    amount: 5,
    unit: "LITRE",
    purpose: "Laboratory analyses",
  },
  {
    product: "Methanol for analysis ≥ 99.8 %",
    department: "Laboratory",
    location: "Laboratory, solvent cabinet",
    amount: 2.5,
    unit: "LITRE",
    purpose: "HPLC mobile phase",
  },
  {
    product: "Diesel fuel B7",
    department: "Warehouse",
    location: "Tank farm",
    amount: 5000,
    unit: "LITRE",
    purpose: "Forklifts and the emergency generator",
  },
  {
    product: "Heating oil (gas oil)",
    department: "Production",
    location: "Tank farm",
    amount: 10000,
    unit: "LITRE",
    purpose: "Back-up fuel for the boiler",
  },
  {
    product: "Hydraulic oil HLP 46",
    department: "Production",
    location: "Workshop",
    amount: 200,
    unit: "LITRE",
    purpose: "Hydraulics of presses and lifts",
  },
  {
    product: "Gear oil CLP 220",
    department: "Production",
    location: "Workshop",
    amount: 60,
    unit: "LITRE",
    purpose: "Gearboxes of mixers and conveyors",
  },
  {
    product: "Lithium EP grease NLGI 2",
    department: "Production",
    location: "Workshop",
    amount: 18,
    unit: "KILOGRAM",
    purpose: "Bearings",
  },
  {
    product: "White spirit, dearomatised",
    department: "Production",
    location: "Roofing store",
    amount: 10,
    unit: "LITRE",
    purpose: "Cleaning of machine parts",
  },
  {
    product: "Propane, 11 kg cylinder",
    department: "Production",
    location: "Roofing store",
    amount: 2,
    unit: "PIECE",
    purpose: "Heating torch for roofing repairs",
  },
  {
    product: "Penetrating oil spray",
    department: "Production",
    location: "Workshop",
    amount: 12,
    unit: "PIECE",
    purpose: "Maintenance",
  },
  {
    product: "Brake cleaner spray",
    department: "Warehouse",
    location: "Workshop",
    amount: 12,
    unit: "PIECE",
    purpose: "Forklift maintenance",
  },
  {
    product: "Cutting fluid concentrate, semi-synthetic",
    department: "Production",
    location: "Workshop",
    amount: 20,
    unit: "LITRE",
    purpose: "Lathe and milling machine",
  },
  {
    product: "Coolant concentrate, ethylene glycol",
    department: "Warehouse",
    location: "Workshop",
    amount: 20,
    unit: "LITRE",
    purpose: "Forklift engine coolant",
  },
  {
    product: "Cyanoacrylate instant adhesive",
    department: "Production",
    location: "Workshop",
    amount: 10,
    unit: "PIECE",
    purpose: "Small repairs",
  },
  {
    product: "Acetylene, dissolved",
    department: "Production",
    location: "Gas cylinder cage",
    amount: 2,
    unit: "PIECE",
    purpose: "Gas welding and cutting",
  },
  {
    product: "Oxygen, compressed",
    department: "Production",
    location: "Gas cylinder cage",
    amount: 2,
    unit: "PIECE",
    purpose: "Gas welding and cutting",
  },
  {
    product: "Welding gas Ar/CO2 82/18",
    department: "Production",
    location: "Welding bay",
    amount: 4,
    unit: "PIECE",
    purpose: "MAG welding",
  },
  {
    product: "AdBlue (urea solution 32.5 %)",
    department: "Warehouse",
    location: "Warehouse",
    amount: 400,
    unit: "LITRE",
    purpose: "Trucks' exhaust treatment",
  },
  {
    product: "Floor cleaner, neutral",
    department: "Warehouse",
    location: "Cleaning room",
    amount: 20,
    unit: "LITRE",
    purpose: "Floor cleaning",
  },
  {
    product: "Dishwasher detergent, liquid, alkaline",
    department: "Warehouse",
    location: "Cleaning room",
    amount: 20,
    unit: "LITRE",
    purpose: "Canteen dishwasher",
  },
  {
    product: "Hand soap, perfume-free",
    department: "Warehouse",
    location: "Cleaning room",
    amount: 30,
    unit: "LITRE",
    purpose: "Washrooms",
  },
  {
    product: "Hand sanitiser, ethanol 85 %",
    department: "Laboratory",
    location: "Cleaning room",
    amount: 5,
    unit: "LITRE",
    purpose: "Hand hygiene",
  },
];

async function ensureSuppliers(db: Db, names: string[]) {
  await db
    .insert(stakeholders)
    .values(names.map((name) => ({ name, kind: "SUPPLIER" as const })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: stakeholders.id, name: stakeholders.name })
    .from(stakeholders)
    .where(inArray(stakeholders.name, names));
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function addProduct(
  db: Db,
  product: DemoChemicalProduct,
  ids: { supplier: number; author: number; substances: Map<string, number> },
) {
  const hazardCodes = inAnnexOrder(product.hazardCodes, HAZARD_STATEMENTS);
  const [row] = await db
    .insert(chemicals)
    .values({
      name: product.name,
      producer: product.producer,
      physicalState: product.physicalState,
      hazardCodes,
      precautionaryCodes: inAnnexOrder(product.precautionaryCodes, PRECAUTIONARY_STATEMENTS),
      dangerCode: dangerCodeOf(hazardCodes),
      unNumber: product.dangerousGoods?.unNumber ?? null,
      adrClass: product.dangerousGoods?.adrClass ?? null,
      packingGroup: product.dangerousGoods?.packingGroup ?? null,
    })
    .returning({ id: chemicals.id });
  const chemicalId = row!.id;
  const [supply] = await db
    .insert(chemicalSupplies)
    .values({ chemicalId, supplierId: ids.supplier, productNumber: product.productNumber })
    .returning({ id: chemicalSupplies.id });
  await db.insert(chemicalCountries).values({
    chemicalId,
    countryAlpha2: "DK",
    storageClass: product.storageClass,
    waterHazardClass: product.waterHazardClass,
  });
  const contents = product.substances.map((entry) => ({
    chemicalId,
    substanceId: ids.substances.get(entry.cas)!,
    min: entry.min,
    max: entry.max,
  }));
  if (contents.length) await db.insert(chemicalSubstances).values(contents);
  if (product.sds) {
    const title = product.sds.language === "da" ? "Sikkerhedsdatablad" : "Safety data sheet";
    const pdf = simplePdf(`${title}: ${product.name}`, [product.producer, `${product.sds.revised}`, "Demo"]);
    const file = await addDocument(
      db,
      ids.author,
      null,
      `SDS ${product.name} (${product.sds.language}).pdf`,
      pdf,
      "application/pdf",
      false,
    );
    await db.insert(chemicalSafetyDataSheets).values({
      chemicalId,
      countryAlpha2: "DK",
      language: product.sds.language,
      lastRevisionDate: product.sds.revised as `${number}-${number}-${number}`,
      fileId: file.id,
    });
  }
  return { chemicalId, supplyId: supply!.id };
}

/** The chemical catalogue's demo products, and what the demo chemicals company keeps of them. */
export async function seedDemoChemicals(db: Db, organizationIds: Map<string, number>) {
  const suppliers = await ensureSuppliers(db, [...new Set(DEMO_CHEMICAL_PRODUCTS.map((product) => product.supplier))]);
  const substanceRows = await db.select({ id: substances.id, cas: substances.casNumber }).from(substances);
  const substanceIds = new Map(substanceRows.map((row) => [row.cas ?? "", row.id]));
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, "maintainer@demo.example"));
  const added = new Map<string, { chemicalId: number; supplyId: number }>();
  for (const product of DEMO_CHEMICAL_PRODUCTS) {
    const supplier = suppliers.get(product.supplier)!;
    added.set(product.name, await addProduct(db, product, { supplier, author: author!.id, substances: substanceIds }));
  }
  const companyId = organizationIds.get("Nordvik Chemicals A/S")!;
  const departments = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.parentId, companyId));
  const departmentId = (name: string) => departments.find((department) => department.name === name)?.id ?? null;
  await db.insert(chemicalAssociations).values(
    KEPT.map(({ product, department, location, ...kept }) => ({
      ...kept,
      storageLocation: location,
      organizationId: companyId,
      chemicalId: added.get(product)!.chemicalId,
      supplyId: added.get(product)!.supplyId,
      departmentId: departmentId(department),
    })),
  );
}
