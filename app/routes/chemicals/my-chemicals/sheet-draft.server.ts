import type { ChemicalFormOptions } from "../../admin/chemicals/chemical-form.server";
import type { ChemicalDraft } from "../../admin/chemicals/chemical-form";
import type { SheetDraft } from "./sheet-reading.server";

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: "base" }) === 0;
const number = (value: number | null) => (value === null ? "" : String(value));

/**
 * The catalogue's new-chemical form filled from a sheet's draft, each filled field marked with the
 * section it was read from. A supplier or substance is chosen only where the catalogue has it (by
 * name, by CAS number); the substances it lacks are named apart, for a maintainer to add first.
 */
export function catalogueDraft(draft: SheetDraft, options: ChemicalFormOptions) {
  const supplier = draft.supplier && options.suppliers.find((entry) => sameName(entry.name, draft.supplier!.value));
  const byCas = new Map(options.substances.map((substance) => [substance.casNumber, substance.id]));
  const substances = draft.substances?.value ?? [];
  const known = substances.filter((substance) => substance.casNumber && byCas.has(substance.casNumber));
  const hazardCodes = [...(draft.hazardCodes?.value ?? []), ...(draft.euHazardCodes?.value ?? [])];
  const marks: ChemicalDraft["readFrom"] = {};
  const mark = (field: keyof ChemicalDraft["readFrom"], read: { section: string | null } | null, filled = true) => {
    if (read && filled) marks[field] = read.section;
  };
  mark("name", draft.productName);
  mark("producer", draft.supplier);
  mark("hazardCodes", draft.hazardCodes ?? draft.euHazardCodes);
  mark("precautionaryCodes", draft.precautionaryCodes);
  mark("unNumber", draft.unNumber);
  mark("supplies", draft.supplier, Boolean(supplier));
  mark("substanceConcentrations", draft.substances, known.length > 0);
  const values: ChemicalDraft["values"] = {
    name: draft.productName?.value ?? "",
    producer: draft.supplier?.value ?? "",
    hazardCodes: hazardCodes.join(", "),
    precautionaryCodes: (draft.precautionaryCodes?.value ?? []).join(", "),
    unNumber: draft.unNumber?.value ?? "",
    supplies: supplier ? [{ supplierId: String(supplier.id) }] : [],
    substanceConcentrations: known.map((substance) => ({
      substanceId: String(byCas.get(substance.casNumber)),
      min: number(substance.min),
      max: number(substance.max),
    })),
  };
  return {
    draft: { values, readFrom: marks } satisfies ChemicalDraft,
    notInCatalogue: substances.filter((substance) => !known.includes(substance)),
  };
}
