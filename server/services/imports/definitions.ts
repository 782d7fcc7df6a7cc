import type { ImportRegisterName } from "../../api/contracts/import-registers";
import type { ImportDefinition } from "./definition";
import { agreementImport } from "./registers/agreements";
import { chemicalImport } from "./registers/chemicals";
import { machineImport } from "./registers/machines";
import { memberImport } from "./registers/members";
import { meterImport } from "./registers/meters";
import { obligationImport } from "./registers/obligations";
import { readingImport } from "./registers/readings";
import { stakeholderImport } from "./registers/stakeholders";

/** Each register's part of the import kit. */
export const IMPORT_DEFINITIONS: Record<ImportRegisterName, ImportDefinition> = {
  machines: machineImport,
  stakeholders: stakeholderImport,
  chemicals: chemicalImport,
  obligations: obligationImport,
  meters: meterImport,
  readings: readingImport,
  agreements: agreementImport,
  members: memberImport,
};
