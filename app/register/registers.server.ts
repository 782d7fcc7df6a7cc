import { factorRegister } from "~/routes/admin/emission-factors/register.server";
import { legislationRegister } from "~/routes/admin/legislation/register.server";
import { templateRegister } from "~/routes/admin/procedure-templates/register.server";
import { stakeholderCatalogue } from "~/routes/admin/stakeholders/register.server";
import { substanceRegister } from "~/routes/admin/substances/register.server";
import { ownDocumentRegister } from "~/routes/documents/own-documents/register.server";
import { wasteTypeRegister } from "~/routes/admin/waste-types/register.server";
import { machineRegister } from "~/routes/monitoring/machines/register.server";
import { actionRegister } from "~/routes/planning/action-plan/register.server";
import { cmrUseRegister, workProcessRegister } from "~/routes/planning/chemical-risk/register.server";
import { riskRegister } from "~/routes/planning/risk-assessment/register.server";
import { roundRegister } from "~/routes/planning/risk-assessment/rounds.server";
import { aspectRegister } from "~/routes/planning/aspects/register.server";
import { complianceRegister } from "~/routes/evaluation/compliance-evaluation/register.server";
import { auditRegister } from "~/routes/evaluation/internal-audit/register.server";
import { objectiveRegister } from "~/routes/planning/objectives/register.server";
import { reviewRegister } from "~/routes/evaluation/management-review/register.server";
import { myWorkRegister } from "~/routes/my-work/register.server";
import { stakeholderRegister } from "~/routes/organization/stakeholders/register.server";
import { communicationRegister } from "~/routes/organization/communication/register.server";
import type { Register } from "./list.server";

/** The registers the kit serves, so its export route finds one by its address. */
const REGISTERS: Register[] = [
  machineRegister,
  stakeholderRegister,
  templateRegister,
  legislationRegister,
  stakeholderCatalogue,
  ownDocumentRegister,
  substanceRegister,
  factorRegister,
  wasteTypeRegister,
  actionRegister,
  riskRegister,
  complianceRegister,
  roundRegister,
  aspectRegister,
  workProcessRegister,
  cmrUseRegister,
  auditRegister,
  objectiveRegister,
  reviewRegister,
  myWorkRegister,
  communicationRegister,
];

export const registerAt = (path: string) => REGISTERS.find((register) => register.path === path);
