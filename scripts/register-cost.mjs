#!/usr/bin/env node
// What a register costs in the source: its own files and lines, and how often each of its fields is
// written (camelCase or snake_case, as a whole word) across them, its table's declaration and both
// locale files. `node scripts/register-cost.mjs machines`
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const REGISTERS = {
  machines: {
    own: [
      /^app\/routes\/monitoring\/machines\//,
      /^server\/(api|services|db\/seed)\/.*\bmachines?\.ts$/,
      /demo-machines\.ts$/,
    ],
    table: { file: "server/db/schema/monitoring.ts", name: "machines" },
    locale: "machines",
    fields: ["manufacturer", "model", "serialNumber", "location", "inceptionDate", "endOfUseDate"],
  },
  // The organization's stakeholders: entries adopted from the catalogue (whose screens are admin's).
  "organization-stakeholders": {
    own: [
      /^app\/routes\/organization\/stakeholders\//,
      /^server\/(api|services|db\/seed)\/.*\bstakeholders?\.ts$/,
      /demo-stakeholders\.ts$/,
    ],
    table: { file: "server/db/schema/stakeholders.ts", name: "stakeholder_associations" },
    locale: "stakeholders",
    fields: ["needsAndExpectations", "complianceObligation", "howAddressed"],
  },
  // The admin catalogue of procedure templates; its seed holds the templates' texts, one file each.
  "procedure-templates": {
    own: [
      /^app\/routes\/admin\/procedure-templates\//,
      /^server\/(api|services)\/.*\bprocedure-templates\.ts$/,
      /^server\/db\/seed\/procedure-templates\//,
    ],
    table: { file: "server/db/schema/procedure-templates.ts", name: "procedure_templates" },
    locale: "adminProcedureTemplates",
    fields: ["isoStandards", "clauses"],
  },
  legislation: {
    own: [
      /^app\/routes\/admin\/legislation\//,
      /^server\/(api|services|db\/seed)\/(.*\/)?legislations?\.ts$/,
      /legislation-catalogue\.ts$/,
    ],
    table: { file: "server/db/schema/legislation.ts", name: "legislations" },
    locale: "adminLegislation",
    fields: ["shortName", "referenceNumber", "territory", "url", "summaryEn", "summaryDa", "effectiveDate"],
  },
  "stakeholder-catalogue": {
    own: [
      /^app\/routes\/admin\/stakeholders\//,
      /^server\/(api|services|db\/seed)\/(.*\/)?stakeholders?\.ts$/,
      /stakeholder-catalogue\.ts$/,
    ],
    table: { file: "server/db/schema/stakeholders.ts", name: "stakeholders" },
    // The catalogue's field texts are the stakeholders' (the organization's register shares them).
    locale: "stakeholders",
    fields: ["registrationNumber", "contactName", "email", "phone", "address", "zipCode", "city", "countryAlpha2"],
  },
  // The organization's own documents: its standalone files. The files' contract, handlers and service
  // serve every attachment as well; the demo files are many registers' data, so not counted here.
  "own-documents": {
    own: [/^app\/routes\/documents\/own-documents\//, /^server\/(api|services)\/(contracts\/|schemas\/)?files\.ts$/],
    table: { file: "server/db/schema/files.ts", name: "files" },
    locale: "ownDocuments",
    fields: ["description", "date"],
  },
  // The admin catalogue of substances every organization's chemicals draw on.
  substances: {
    own: [
      /^app\/routes\/admin\/substances\//,
      /^server\/(api|services)\/(contracts\/|schemas\/)?substances\.ts$/,
      /demo-substances\.ts$/,
    ],
    table: { file: "server/db/schema/chemicals.ts", name: "substances" },
    locale: "adminSubstances",
    fields: ["casNumber", "ecNumber", "notes"],
  },
  // The admin catalogue of emission factors (its values by period are a part of its own).
  "emission-factors": {
    own: [
      /^app\/routes\/admin\/emission-factors\//,
      /^server\/(api|services)\/(contracts\/|schemas\/)?emission-factors?\.ts$/,
      /demo-emission-factors\.ts$/,
    ],
    table: { file: "server/db/schema/meters.ts", name: "emission_factors" },
    locale: "adminEmissionFactors",
    fields: ["name", "description"],
  },
  // The List of Waste: read from the reference data at start; the maintainers keep its synonyms.
  "waste-types": {
    own: [/^app\/routes\/admin\/waste-types\//, /^server\/(api|services)\/(contracts\/|schemas\/)?waste-types\.ts$/],
    table: { file: "server/db/schema/waste.ts", name: "waste_types" },
    locale: "adminWasteTypes",
    fields: ["synonymsEn", "synonymsDa"],
  },
};

const name = process.argv[2] ?? "machines";
const register = REGISTERS[name];
if (!register) {
  console.error(`unknown register ${name}; known: ${Object.keys(REGISTERS).join(", ")}`);
  process.exit(2);
}

const files = execFileSync("git", ["ls-files"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => register.own.some((pattern) => pattern.test(file)));
const texts = files.map((file) => readFileSync(file, "utf8"));
const lines = texts.reduce((sum, text) => sum + text.split("\n").length - 1, 0);

// The table's declaration: from `pgTable("<name>"` to the end of its definition.
const schema = readFileSync(register.table.file, "utf8");
const start = schema.indexOf(`pgTable(\n  "${register.table.name}"`);
const table = start < 0 ? "" : schema.slice(start, schema.indexOf("\n);", start));

const localeSection = (language) =>
  JSON.stringify(JSON.parse(readFileSync(`app/locales/${language}.json`, "utf8"))[register.locale], null, 1);
const snake = (field) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
// Lines that write the field (a line naming it twice writes it once); demo data is data, not a field.
const count = (text, field) => {
  const word = new RegExp(`\\b(${field}|${snake(field)})\\b`);
  return text.split("\n").filter((line) => word.test(line)).length;
};
const declaring = files.flatMap((file, index) => (file.includes("/seed/") ? [] : [texts[index]]));

console.log(`${name}: ${files.length} files of its own, ${lines} lines`);
for (const file of files) console.log(`  ${file}`);
console.log("field: own files but demo data + table + en + da = times written");
for (const field of register.fields) {
  const own = declaring.reduce((sum, text) => sum + count(text, field), 0);
  const parts = [own, count(table, field), count(localeSection("en"), field), count(localeSection("da"), field)];
  console.log(`  ${field}: ${parts.join(" + ")} = ${parts.reduce((a, b) => a + b, 0)}`);
}
