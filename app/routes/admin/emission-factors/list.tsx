import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { factorSourceText, factorValueText } from "~/lib/emission-factor-text";
import { formatDateTime } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { NewFactorMenu } from "./new-factor-menu";
import { FACTORS_PATH, factorEditPath } from "./paths";
import { factorRegister } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(factorRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The emission factors every organization's meters calculate with, as the maintainers keep them. */
export default function AdminEmissionFactors() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("adminEmissionFactors.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={factorEditPath(row.id)} className="link">
          {row.name}
        </Link>
      ),
    },
    {
      id: "type",
      header: t("adminEmissionFactors.utilityType"),
      sortField: "utility_type",
      cell: (row) => t(`utilityType.${row.utilityType}`),
    },
    {
      id: "current",
      header: t("adminEmissionFactors.current"),
      cell: (row) =>
        row.current ? (
          <>
            <span className="whitespace-nowrap">{factorValueText(t, i18n.language, row.current)}</span>
            <span className="block text-xs text-slate-600">
              {t("adminEmissionFactors.source")}: {factorSourceText(t, row.current)}
            </span>
          </>
        ) : (
          <span className="text-slate-600 italic">{t("adminEmissionFactors.currentNone")}</span>
        ),
    },
    { id: "values", header: t("adminEmissionFactors.valuesCount"), cell: (row) => row.valuesCount },
    {
      id: "modified",
      header: t("adminEmissionFactors.lastModified"),
      sortField: "last_modified_date",
      cell: (row) => formatDateTime(row.lastModifiedDate, i18n.language),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <RegisterList
      path={FACTORS_PATH}
      section="adminEmissionFactors"
      crumbs={[{ label: t("admin.title"), to: "/admin" }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.name}
      actions={<NewFactorMenu />}
      creates={false}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Emission factors" }];
