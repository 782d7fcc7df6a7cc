import { Link, useLocation } from "@remix-run/react";
import { AGREEMENT_TYPES } from "../../../../server/domain/control-book";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";
import { withParams } from "~/lib/list-query";
import { SHOWS, type BookFilter } from "./book-query";

type Choice = { id: number; name: string };

/** The tabs of the control book: links, so each view has its own address. */
export function ShowTabs({ show }: { show: BookFilter["show"] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav aria-label={t("controlBook.views")} className="mb-4 flex flex-wrap gap-2">
      {SHOWS.map((value) => (
        <Link
          key={value}
          to={withParams(search, { show: value === "open" ? null : value, sort: null })}
          aria-current={value === show ? "page" : undefined}
          className={value === show ? "button-primary" : "button-secondary"}
        >
          {t(`controlBook.show.${value}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Too many machines to list: the one chosen on its page stays a filter until it is taken off. */
function ChosenMachine({ machine }: { machine: Choice }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <p className="flex items-center gap-2 self-center text-sm">
      <input type="hidden" name="machine" value={machine.id} />
      {t("controlBook.machine")}: <strong>{machine.name}</strong>
      <Link to={withParams(search, { machine: null })} className="link">
        {t("controlBook.anyMachine")}
      </Link>
    </p>
  );
}

/** Search and the filters by type, responsible member, counterpart and machine: a GET form. */
export function BookFilters({
  filter,
  members,
  stakeholders,
  machines,
  view,
}: {
  filter: BookFilter;
  members: Choice[];
  stakeholders: Choice[];
  machines: { options: Choice[] | null; chosen: Choice | null };
  view: "list" | "calendar";
}) {
  const { t } = useTranslation();
  const choice = (name: string, label: string, value: number | undefined, options: Choice[], all: string) => (
    <FilterField label={label}>
      <select name={name} defaultValue={value ?? ""} className="input mt-1 w-52">
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </FilterField>
  );
  return (
    <ListFilters>
      {filter.show !== "open" ? <input type="hidden" name="show" value={filter.show} /> : null}
      {view === "calendar" ? <input type="hidden" name="view" value="calendar" /> : null}
      <FilterField label={t("controlBook.search")}>
        <input type="search" name="q" defaultValue={filter.q} className="input mt-1 w-52" />
      </FilterField>
      <FilterField label={t("controlBook.type")}>
        <select name="type" defaultValue={filter.type ?? ""} className="input mt-1 w-52">
          <option value="">{t("controlBook.allTypes")}</option>
          {AGREEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`controlBook.types.${type}`)}
            </option>
          ))}
        </select>
      </FilterField>
      {choice("responsible", t("controlBook.responsible"), filter.responsible, members, t("controlBook.anyone"))}
      {choice(
        "stakeholder",
        t("controlBook.counterpart"),
        filter.stakeholder,
        stakeholders,
        t("controlBook.anyCounterpart"),
      )}
      {machines.options?.length
        ? choice("machine", t("controlBook.machine"), filter.machine, machines.options, t("controlBook.anyMachine"))
        : null}
      {!machines.options && machines.chosen ? <ChosenMachine machine={machines.chosen} /> : null}
    </ListFilters>
  );
}
