import type { RegistrationUnit } from "../../../../server/domain/waste-units";

/** The form error of a month that has its statement already; its values name the statement (`id`). */
export const MONTH_TAKEN = "waste.registrations.monthTaken";

/** One arrangement of a statement as the form shows it. */
export type StatementRow = {
  arrangementId: number;
  fractionName: string;
  code: string;
  typeName: string;
  typeLanguage: "en" | "da";
  unit: RegistrationUnit;
  convertsToTonnes: boolean;
  ended: boolean;
};

/** A row's fields as the form sends them back. */
export type LineValues = { arrangementId?: string; quantity?: string; estimated?: string };
