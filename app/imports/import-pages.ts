import type { ImportRegisterName } from "../../server/api/contracts/import-registers";
import { OVERVIEW_PATH } from "~/routes/organization/members/paths";

/** Where a register's import lives: under its list, with route ids beside the list's. */
export type ImportPage = {
  register: ImportRegisterName;
  /** The register's list, whose address the import's pages extend (`/monitoring/machines/import`). */
  list: string;
  /** The route ids' common start (`routes/monitoring/machines`). */
  routes: string;
  /** The register's page, when `list` is only the import's address (meter readings, under the meters). */
  registerPage?: string;
  /** The key of the register's name, when not its section's `title` (members: a tab of their page). */
  title?: string;
  /** The key of what the one importing must know beyond the kit's steps, shown on the upload and the result. */
  note?: string;
};

/** The page of the register an import fills, to go back to. */
export const registerPageOf = (page: ImportPage) => page.registerPage ?? page.list;

export const IMPORT_PAGES: readonly ImportPage[] = [
  { register: "machines", list: "/monitoring/machines", routes: "routes/monitoring/machines" },
  { register: "stakeholders", list: "/organization/stakeholders", routes: "routes/organization/stakeholders" },
  { register: "chemicals", list: "/chemicals/my-chemicals", routes: "routes/chemicals/my-chemicals" },
  {
    register: "obligations",
    list: "/documents/binding-obligations",
    routes: "routes/documents/binding-obligations",
  },
  { register: "meters", list: "/monitoring/meters", routes: "routes/monitoring/meters" },
  {
    register: "readings",
    list: "/monitoring/meters/readings",
    routes: "routes/monitoring/meters/readings",
    registerPage: "/monitoring/meters",
  },
  {
    register: "agreements",
    list: "/monitoring/control-book/agreements",
    routes: "routes/monitoring/control-book/agreements",
    registerPage: "/monitoring/control-book",
  },
  {
    register: "members",
    list: "/organization/members",
    routes: "routes/organization/members",
    registerPage: OVERVIEW_PATH,
    title: "members.tab.members",
    // Imported people are not mailed (decision 043): the one importing tells them how to log in.
    note: "members.importNote",
  },
];

/** The import page an address belongs to, by its register's list. */
export const importPageAt = (pathname: string) =>
  IMPORT_PAGES.find((page) => pathname.startsWith(`${page.list}/import`)) ?? null;

export const importPathOf = (page: ImportPage, id?: number) => `${page.list}/import${id ? `/${id}` : ""}`;

/** The rows of a file shown on one page of its check. */
export const ROWS_PER_PAGE = 50;

/** What a post on an upload's page does: choose the columns, or import all rows or only the clean ones. */
export const INTENTS = { map: "map", runAll: "run-all", runClean: "run-clean" } as const;
