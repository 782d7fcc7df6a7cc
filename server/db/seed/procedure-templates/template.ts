import type { IsoStandard } from "../../../domain/standards";
import type { DocumentTexts } from "../../schema";

/** A template the catalogue starts with: the whole procedure in both languages, and what it serves. */
export type TemplateSeed = {
  isoStandards: IsoStandard[];
  clauses: string[];
  texts: Required<DocumentTexts>;
};
