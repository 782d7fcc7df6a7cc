import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { WASTE_TYPES, wasteTypePath } from "./paths";
import { wasteTypeRegister } from "./register.server";
import { HazardousBadge, ListOfWasteSource, Synonyms } from "./waste-type-parts";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(wasteTypeRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The European List of Waste, browsed by chapter and searched, with the synonyms the maintainers keep. */
export default function AdminWasteTypes() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  // Chapters and sub-chapters head the entries that follow them in code order.
  const heading = (row: Row) => (row.level === 1 ? "font-bold text-slate-900" : row.level === 2 ? "font-semibold" : "");
  const columns: DataColumn<Row>[] = [
    {
      id: "code",
      header: t("adminWasteTypes.code"),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <Link to={wasteTypePath(row.id)} className={`link font-mono ${heading(row)}`}>
            {row.codeDisplay}
          </Link>
          {row.level < 3 ? (
            <div className="text-xs text-slate-600">{t(`adminWasteTypes.levels.${row.level}`)}</div>
          ) : null}
          {row.hazardous === true ? <HazardousBadge /> : null}
        </div>
      ),
      className: "whitespace-nowrap",
    },
    {
      id: "text",
      header: t("adminWasteTypes.text"),
      cell: (row) => (
        <span lang="en" className={`${heading(row)} ${row.level === 3 ? "pl-3" : ""} block min-w-48`}>
          {row.textEn ?? row.name}
        </span>
      ),
    },
    {
      id: "synonymsEn",
      header: t("adminWasteTypes.synonymsEn"),
      cell: (row) => <Synonyms values={row.synonymsEn ?? []} lang="en" />,
    },
    {
      id: "synonymsDa",
      header: t("adminWasteTypes.synonymsDa"),
      cell: (row) => <Synonyms values={row.synonymsDa ?? []} lang="da" />,
    },
  ];
  return (
    <RegisterList
      path={WASTE_TYPES}
      section="adminWasteTypes"
      crumbs={[{ label: t("admin.title"), to: "/admin" }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.codeDisplay}
      creates={false}
    >
      <ListOfWasteSource />
    </RegisterList>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Waste types" }];
