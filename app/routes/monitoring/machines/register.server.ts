import { MACHINE_SORT_FIELDS, machinesApi } from "../../../../server/api/contracts/machines";
import { defineRegister } from "~/register/list.server";

/** The machine register: the equipment that is inspected, serviced or calibrated, in use or retired. */
export const machineRegister = defineRegister({
  path: "/monitoring/machines",
  routeId: "routes/monitoring/machines/list",
  section: "machines",
  list: machinesApi.list,
  sortable: MACHINE_SORT_FIELDS,
  defaultSort: { field: "name", direction: "asc" },
});
