import { MY_WORK_SORT_FIELDS, myWorkApi } from "../../../server/api/contracts/my-work";
import { defineRegister } from "~/register/list.server";

/** What waits for the signed-in user in all their organizations: the API's order, soonest first. */
export const myWorkRegister = defineRegister({
  path: "/my-work",
  routeId: "routes/my-work/list",
  section: "myWork",
  fields: "workItems",
  list: myWorkApi.list,
  sortable: MY_WORK_SORT_FIELDS,
  defaultSort: null,
  csv: {
    file: "my-work.csv",
    columns: ["kind", "title", "organization", "dueDate", "state"],
  },
});
