import type { Db } from "../client";
import { substances } from "../schema";
import { HAZARD_STATEMENTS, inAnnexOrder } from "../../domain/hazard-statements";

type Entry = { name: string; cas: string | null; ec: string | null; codes: string[]; notes?: string[] };

const HARMONISED = "Harmonised classification (CLP Annex VI)";

/**
 * Substances a Danish manufacturer's chemicals contain, with their CAS and EC numbers and the hazard
 * statements of their CLP classification (the harmonised one of Annex VI where there is one, else the
 * one suppliers' safety data sheets commonly give). Demo data: a maintainer checks an entry against
 * the ECHA C&L inventory before relying on it.
 */
export const DEMO_SUBSTANCES: Entry[] = [
  { name: "Acetone", cas: "67-64-1", ec: "200-662-2", codes: ["H225", "H319", "H336", "EUH066"], notes: [HARMONISED] },
  { name: "Ethanol", cas: "64-17-5", ec: "200-578-6", codes: ["H225", "H319"] },
  {
    name: "Propan-2-ol (isopropanol)",
    cas: "67-63-0",
    ec: "200-661-7",
    codes: ["H225", "H319", "H336"],
    notes: [HARMONISED],
  },
  { name: "Methanol", cas: "67-56-1", ec: "200-659-6", codes: ["H225", "H301+H311+H331", "H370"], notes: [HARMONISED] },
  {
    name: "Toluene",
    cas: "108-88-3",
    ec: "203-625-9",
    codes: ["H225", "H304", "H315", "H336", "H361d", "H373"],
    notes: [HARMONISED],
  },
  { name: "Xylene", cas: "1330-20-7", ec: "215-535-7", codes: ["H226", "H312+H332", "H315"], notes: [HARMONISED] },
  {
    name: "n-Hexane",
    cas: "110-54-3",
    ec: "203-777-6",
    codes: ["H225", "H304", "H315", "H336", "H361f", "H373", "H411"],
    notes: [HARMONISED],
  },
  {
    name: "Ethyl acetate",
    cas: "141-78-6",
    ec: "205-500-4",
    codes: ["H225", "H319", "H336", "EUH066"],
    notes: [HARMONISED],
  },
  { name: "n-Butyl acetate", cas: "123-86-4", ec: "204-658-1", codes: ["H226", "H336", "EUH066"], notes: [HARMONISED] },
  { name: "Sodium hydroxide", cas: "1310-73-2", ec: "215-185-5", codes: ["H290", "H314"] },
  { name: "Potassium hydroxide", cas: "1310-58-3", ec: "215-181-3", codes: ["H290", "H302", "H314"] },
  { name: "Sulfuric acid", cas: "7664-93-9", ec: "231-639-5", codes: ["H290", "H314"] },
  { name: "Phosphoric acid", cas: "7664-38-2", ec: "231-633-2", codes: ["H290", "H314"] },
  { name: "Hydrochloric acid", cas: "7647-01-0", ec: "231-595-7", codes: ["H290", "H314", "H335"] },
  { name: "Acetic acid", cas: "64-19-7", ec: "200-580-7", codes: ["H226", "H314"], notes: [HARMONISED] },
  { name: "Citric acid", cas: "77-92-9", ec: "201-069-1", codes: ["H319"] },
  {
    name: "Hydrogen peroxide",
    cas: "7722-84-1",
    ec: "231-765-0",
    codes: ["H271", "H302", "H314", "H332", "H335", "H412"],
  },
  { name: "Sodium hypochlorite", cas: "7681-52-9", ec: "231-668-3", codes: ["H290", "H314", "H400", "EUH031"] },
  { name: "Ammonia, aqueous solution", cas: "1336-21-6", ec: "215-647-6", codes: ["H314", "H335", "H400"] },
  { name: "Sodium carbonate", cas: "497-19-8", ec: "207-838-8", codes: ["H319"], notes: [HARMONISED] },
  {
    name: "Formaldehyde",
    cas: "50-00-0",
    ec: "200-001-8",
    codes: ["H301", "H311", "H331", "H314", "H317", "H341", "H350"],
    notes: [HARMONISED],
  },
  { name: "Ethylene glycol", cas: "107-21-1", ec: "203-473-3", codes: ["H302", "H373"], notes: [HARMONISED] },
  { name: "Zinc oxide", cas: "1314-13-2", ec: "215-222-5", codes: ["H400", "H410"], notes: [HARMONISED] },
  {
    name: "Fuels, diesel",
    cas: "68334-30-5",
    ec: "269-822-7",
    codes: ["H226", "H304", "H315", "H332", "H351", "H373", "H411"],
  },
  { name: "Propane", cas: "74-98-6", ec: "200-827-9", codes: ["H220", "H280"] },
  { name: "Acetylene", cas: "74-86-2", ec: "200-816-9", codes: ["H220", "H230", "H280"] },
  { name: "Oxygen", cas: "7782-44-7", ec: "231-956-9", codes: ["H270", "H280"] },
  { name: "Nitrogen", cas: "7727-37-9", ec: "231-783-9", codes: ["H280"] },
  { name: "Carbon dioxide", cas: "124-38-9", ec: "204-696-9", codes: ["H280"] },
  { name: "Argon", cas: "7440-37-1", ec: "231-147-0", codes: ["H280"] },
  { name: "Glycerol", cas: "56-81-5", ec: "200-289-5", codes: [] },
  { name: "Calcium carbonate", cas: "471-34-1", ec: "207-439-9", codes: [] },
  {
    name: "Distillates (petroleum), hydrotreated heavy paraffinic (mineral base oil)",
    cas: "64742-54-7",
    ec: "265-157-1",
    codes: [],
    notes: [
      "Annex VI lists it as Carc. 1B (H350) with note L; lubricant suppliers do not classify it, its DMSO extract being below 3 % (IP 346)",
    ],
  },
  {
    name: "Naphtha (petroleum), hydrotreated heavy (dearomatised white spirit)",
    cas: "64742-48-9",
    ec: "265-150-3",
    codes: ["H226", "H304", "H336", "EUH066"],
    notes: [
      "Annex VI lists it as Carc. 1B and Muta. 1B with note P; suppliers do not classify it so, its benzene content being below 0.1 %",
    ],
  },
  {
    name: "n-Heptane",
    cas: "142-82-5",
    ec: "205-563-8",
    codes: ["H225", "H304", "H315", "H336", "H400", "H410"],
    notes: [HARMONISED],
  },
  {
    name: "2-Aminoethanol (ethanolamine)",
    cas: "141-43-5",
    ec: "205-483-3",
    codes: ["H302+H312+H332", "H314", "H335", "H412"],
  },
  {
    name: "Bisphenol A epoxy resin (reaction product bisphenol A–epichlorohydrin, MW ≤ 700)",
    cas: "25068-38-6",
    ec: "500-033-5",
    codes: ["H315", "H317", "H319", "H411"],
    notes: [HARMONISED],
  },
  {
    name: "3-Aminomethyl-3,5,5-trimethylcyclohexylamine (isophorone diamine)",
    cas: "2855-13-2",
    ec: "220-666-8",
    codes: ["H302+H312", "H314", "H317", "H412"],
    notes: [HARMONISED],
  },
  {
    name: "Ethyl 2-cyanoacrylate",
    cas: "7085-85-0",
    ec: "230-391-5",
    codes: ["H315", "H319", "H335"],
    notes: [HARMONISED],
  },
  {
    name: "4,4'-Methylenediphenyl diisocyanate (MDI)",
    cas: "101-68-8",
    ec: "202-966-0",
    codes: ["H315", "H317", "H319", "H332", "H334", "H335", "H351", "H373"],
    notes: [HARMONISED],
  },
  { name: "Urea", cas: "57-13-6", ec: "200-315-5", codes: [] },
];

/** Adds the demo substances (with the demo holding only: see `seedDemoData`). */
export async function seedDemoSubstances(db: Db) {
  await db
    .insert(substances)
    .values(
      DEMO_SUBSTANCES.map((entry) => ({
        name: entry.name,
        casNumber: entry.cas,
        ecNumber: entry.ec,
        hazardCodes: inAnnexOrder(entry.codes, HAZARD_STATEMENTS),
        notes: entry.notes ?? [],
      })),
    )
    .onConflictDoNothing();
}
