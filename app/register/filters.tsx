import { DepartmentOptions } from "~/components/form/department-options";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";
import type { Choice } from "./form-rules";

/** A register's filter, as its list operation's query schema declares it (app/register/list.server.ts). */
export type Filter =
  | { name: string; kind: "search" | "text"; value: string; maxLength: number }
  /** `initial` is the value the API takes without one; none ("") starts at the choice of all (""). */
  | { name: string; kind: "choice"; value: string; options: string[]; initial: string }
  | { name: string; kind: "department"; value: string }
  /** A choice among what the register offers (`topic_id`: its topics), or all. */
  | { name: string; kind: "options"; value: string; options: Choice[] }
  /** A yes or no that is no unless asked: a box after the other filters, sent as `true` when ticked. */
  | { name: string; kind: "flag"; value: string };

const fields = (filters: Filter[]) =>
  filters.filter((filter): filter is Exclude<Filter, { kind: "flag" }> => filter.kind !== "flag");
const labelName = (name: string) =>
  name === "q" ? "search" : name.replace(/_id$/, "").replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
/** `topic` → `allTopics`, `territory` → `allTerritories`, `hazardous` → `allHazardous`: a filter's empty option. */
const allOf = (label: string) =>
  `all${label.charAt(0).toUpperCase()}${label.slice(1).replace(/y$/, "ie")}${label.endsWith("s") ? "" : "s"}`;

/**
 * The register's filters: a GET form named as the API's query is, so every filtered view has its own
 * address and works without script. Texts by convention: `<section>.search`, `<section>.<filter>`,
 * `<section>.<filter>Options.<value>`, and for the empty option `<section>.all<Filter>s`
 * (`allDepartments`, `allKinds`, `allTerritories`); a text's placeholder, where one helps, under
 * `<section>.placeholders.<filter>`.
 */
export function RegisterFilters({
  section,
  filters,
  departments,
}: {
  section: string;
  filters: Filter[];
  departments: { id: number; name: string; depth: number }[];
}) {
  const { t, has } = useTranslation();
  const placeholder = (name: string) =>
    has(`${section}.placeholders.${name}`) ? t(`${section}.placeholders.${name}`) : undefined;
  const boxes = filters.filter((filter) => filter.kind === "flag");
  return (
    <ListFilters>
      {fields(filters).map((filter) => (
        <FilterField key={filter.name} label={t(`${section}.${labelName(filter.name)}`)}>
          {filter.kind === "search" || filter.kind === "text" ? (
            <input
              type={filter.kind === "search" ? "search" : "text"}
              name={filter.name}
              defaultValue={filter.value}
              maxLength={filter.maxLength}
              placeholder={placeholder(labelName(filter.name))}
              className={`input mt-1 ${filter.kind === "search" ? "w-56" : "w-40"}`}
            />
          ) : filter.kind === "choice" ? (
            <select name={filter.name} defaultValue={filter.value} className="input mt-1 w-48">
              {filter.options.map((option) => (
                <option key={option} value={option}>
                  {option === ""
                    ? t(`${section}.${allOf(labelName(filter.name))}`)
                    : t(`${section}.${labelName(filter.name)}Options.${option}`)}
                </option>
              ))}
            </select>
          ) : filter.kind === "options" ? (
            <select name={filter.name} defaultValue={filter.value} className="input mt-1 w-56">
              <option value="">{t(`${section}.${allOf(labelName(filter.name))}`)}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value} lang={option.lang}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <select name={filter.name} defaultValue={filter.value} className="input mt-1 w-56">
              <option value="">{t(`${section}.${allOf(labelName(filter.name))}`)}</option>
              <DepartmentOptions departments={departments} />
            </select>
          )}
        </FilterField>
      ))}
      {boxes.map((filter) => (
        <label key={filter.name} className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" name={filter.name} value="true" defaultChecked={filter.value === "true"} />
          {t(`${section}.${labelName(filter.name)}`)}
        </label>
      ))}
    </ListFilters>
  );
}

/** Whether the list shows less than all its rows: a filter set away from where it starts. */
export const isFiltered = (filters: Filter[]) =>
  filters.some(
    (filter) => filter.value !== (filter.kind === "choice" ? filter.initial : filter.kind === "flag" ? "false" : ""),
  );
