import type { Db } from "../client";
import { stakeholders } from "../schema";
import type { StakeholderKind } from "../../domain/stakeholders";

type Entry = { name: string; kind: StakeholderKind; city?: string; zipCode?: string; email?: string };

/**
 * The stakeholders a Danish organization most often names, to start the catalogue. Registration
 * numbers and contacts are left for the maintainers to fill in from the source, not guessed here.
 */
const CATALOGUE: Entry[] = [
  { name: "Miljøstyrelsen", kind: "AUTHORITY", city: "Odense C", zipCode: "5000" },
  { name: "Arbejdstilsynet", kind: "AUTHORITY", city: "København" },
  { name: "Sikkerhedsstyrelsen", kind: "AUTHORITY", city: "Esbjerg", zipCode: "6700" },
  { name: "Beredskabsstyrelsen", kind: "AUTHORITY", city: "Birkerød" },
  { name: "Esbjerg Kommune", kind: "MUNICIPALITY", city: "Esbjerg", zipCode: "6700" },
  { name: "Kolding Kommune", kind: "MUNICIPALITY", city: "Kolding", zipCode: "6000" },
  { name: "Aarhus Kommune", kind: "MUNICIPALITY", city: "Aarhus C", zipCode: "8000" },
  { name: "Marius Pedersen A/S", kind: "WASTE_HANDLER" },
  { name: "Stena Recycling A/S", kind: "WASTE_HANDLER" },
  { name: "Fortum Waste Solutions A/S", kind: "WASTE_HANDLER", city: "Nyborg", zipCode: "5800" },
  { name: "Brenntag Nordic A/S", kind: "SUPPLIER" },
  // Service and inspection companies and laboratories, the counterparts of a control book's agreements.
  { name: "FORCE Technology", kind: "SUPPLIER", city: "Brøndby", zipCode: "2605" },
  { name: "Eurofins Miljø A/S", kind: "SUPPLIER", city: "Vejen", zipCode: "6600" },
  { name: "DBI – Dansk Brand- og sikringsteknisk Institut", kind: "SUPPLIER", city: "Hvidovre", zipCode: "2650" },
  { name: "Konecranes A/S", kind: "SUPPLIER" },
  { name: "Danmarks Naturfredningsforening", kind: "NGO", city: "København" },
  { name: "Neighbours", kind: "NEIGHBOUR" },
  { name: "Employees and their representatives", kind: "EMPLOYEES" },
  { name: "Customers", kind: "CUSTOMER" },
  { name: "Owners and shareholders", kind: "OWNER" },
];

/** Adds the entries the catalogue lacks (by name); maintainers own every entry from then on. */
export async function seedStakeholderCatalogue(db: Db) {
  await db
    .insert(stakeholders)
    .values(CATALOGUE.map((entry) => ({ ...entry, countryAlpha2: "DK" })))
    .onConflictDoNothing();
}
