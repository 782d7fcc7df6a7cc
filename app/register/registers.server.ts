import { legislationRegister } from "~/routes/admin/legislation/register.server";
import { stakeholderRegister } from "~/routes/admin/stakeholders/register.server";
import { machineRegister } from "~/routes/monitoring/machines/register.server";
import type { Register } from "./list.server";

/** The registers the kit serves, so its export route finds one by its address. */
const REGISTERS: Register[] = [machineRegister, legislationRegister, stakeholderRegister];

export const registerAt = (path: string) => REGISTERS.find((register) => register.path === path);
