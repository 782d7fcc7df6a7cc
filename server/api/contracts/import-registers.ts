import { camelCase } from "../../domain/wire-casing";
import { chemicalAssociationFields } from "../schemas/chemical-associations";
import { id, z } from "../schemas/common";
import { agreementInput } from "../schemas/control-book";
import { associationUpdate as obligationUpdate } from "../schemas/legislation";
import { memberInvite } from "../schemas/members";
import { meterInput, meterReadingInput } from "../schemas/meters";
import { machineInput } from "./machines";
import { inOrganization, type Access } from "./operation";
import { associationCreate, associationUpdate } from "./stakeholders";

// The registers the import kit serves (decision 043): each a few lines over its create contract. The
// kit's operations are in ./imports.ts.

/**
 * A column of an import: a field of the register's create contract, read from the file as written
 * (`name` is the field), or a reference to another record written by name (`reference`: the field it
 * fills, `department` → `department_id`). `label`: its words under the register's section, when they
 * are not the field's own name in camelCase, or a whole key when it has a dot (another screen's words,
 * `complianceEvaluation.period`); `options`: the whole key of an enum's words, when not the section's
 * `<label>Options`.
 */
export type ImportColumn = { name: string; reference?: string; label?: string; options?: string };

type ImportRegister = {
  /** The locale section whose field labels and enum options the columns use. */
  section: string;
  /** The register's edit permission: who may import into it. */
  access: Access;
  /** The register's create contract: a row's rules, so its errors are the form's. */
  row: z.ZodObject;
  columns: readonly ImportColumn[];
};

const department: ImportColumn = { name: "department", reference: "department_id" };
const responsible: ImportColumn = { name: "responsible", reference: "responsible_member_id" };

/** The registers a file can be imported into, each a few lines over its create contract. */
export const IMPORT_REGISTERS = {
  machines: {
    section: "machines",
    access: inOrganization("EDIT", "machines"),
    row: machineInput,
    columns: [
      { name: "name" },
      { name: "type" },
      { name: "manufacturer" },
      { name: "model" },
      { name: "serial_number" },
      department,
      { name: "location" },
      { name: "inception_date" },
      { name: "end_of_use_date" },
    ],
  },
  stakeholders: {
    section: "stakeholders",
    access: inOrganization("EDIT", "stakeholders"),
    row: associationCreate.extend(associationUpdate.omit({ last_modified_date: true }).shape),
    columns: [
      { name: "stakeholder", reference: "stakeholder_id", label: "name" },
      { name: "needs_and_expectations" },
      { name: "compliance_obligation" },
      { name: "how_addressed" },
    ],
  },
  chemicals: {
    section: "myChemicals",
    access: inOrganization("EDIT", "chemicals"),
    row: chemicalAssociationFields,
    columns: [
      { name: "chemical", reference: "chemical_id" },
      { name: "supplier", reference: "supply_id" },
      department,
      { name: "storage_location", label: "location" },
      { name: "amount" },
      { name: "unit", options: "myChemicals.units" },
      { name: "purpose" },
    ],
  },
  obligations: {
    section: "bindingObligations",
    access: inOrganization("EDIT", "binding-obligations"),
    // Adding an act takes nothing but the act; what is recorded of it is its form's.
    row: z.object({ legislation_id: id }).extend(obligationUpdate.omit({ last_modified_date: true }).shape),
    columns: [
      { name: "legislation", reference: "legislation_id" },
      { name: "applicability_note", label: "applicability" },
      responsible,
      { name: "next_review_date", label: "nextReview" },
      {
        name: "evaluation_period",
        label: "complianceEvaluation.period",
        options: "complianceEvaluation.periodOptions",
      },
    ],
  },
  meters: {
    section: "meters",
    access: inOrganization("EDIT", "meters"),
    row: meterInput,
    columns: [
      { name: "name" },
      { name: "utility_type", options: "utilityType" },
      { name: "units" },
      { name: "number" },
      department,
      { name: "location" },
      responsible,
      { name: "frequency", options: "recurrence" },
      { name: "cumulative" },
      { name: "counter_digits" },
    ],
  },
  readings: {
    section: "meterReadings",
    access: inOrganization("EDIT", "meters"),
    // A reading as its meter's form takes it, naming its meter; the unit, left out, is the meter's first.
    row: meterReadingInput.extend({ meter_id: id, unit: meterReadingInput.shape.unit.nullable().default(null) }),
    columns: [
      { name: "meter", reference: "meter_id" },
      { name: "performed_at" },
      { name: "value" },
      { name: "unit" },
      { name: "estimated", label: "estimatedColumn" },
      { name: "comment" },
    ],
  },
  agreements: {
    section: "controlBook",
    access: inOrganization("EDIT", "control-book"),
    row: agreementInput,
    columns: [
      { name: "name" },
      { name: "type", options: "controlBook.types" },
      { name: "description" },
      { name: "counterpart", reference: "stakeholder_id" },
      responsible,
      { name: "starts_at" },
      { name: "ends_at" },
      { name: "frequency", options: "recurrence" },
      { name: "legal_basis", reference: "binding_obligation_id" },
    ],
  },
  members: {
    section: "members",
    access: inOrganization("MANAGE", "members"),
    // A person as the invitation takes them; the access, left out, is Read, the form's first choice.
    row: memberInvite.extend({ scope: memberInvite.shape.scope.default("READ") }),
    columns: [
      { name: "name" },
      { name: "email" },
      { name: "job_title" },
      { name: "department", reference: "organization_id" },
      { name: "scope", label: "access", options: "members.scope" },
      // Several roles in one cell, apart by commas, semicolons or bars, each by its name.
      { name: "roles", reference: "role_ids" },
    ],
  },
} as const satisfies Record<string, ImportRegister>;

export type ImportRegisterName = keyof typeof IMPORT_REGISTERS;
export const IMPORT_REGISTER_NAMES = Object.keys(IMPORT_REGISTERS) as ImportRegisterName[];

/** A key under the register's section, or a whole key when it has a dot. */
const sectionKey = (register: ImportRegisterName, key: string) =>
  key.includes(".") ? key : `${IMPORT_REGISTERS[register].section}.${key}`;

/** The translation key of a column's label. */
export const columnLabelKey = (register: ImportRegisterName, column: ImportColumn) =>
  sectionKey(register, column.label ?? camelCase(column.name));

/** The translation key of an enum column's options: `<key>.<option>` are their words. */
export const columnOptionsKey = (register: ImportRegisterName, column: ImportColumn) =>
  column.options ?? sectionKey(register, `${column.label ?? camelCase(column.name)}Options`);
