import type { AgreementType, InspectionResult, InspectionStanding } from "../../../../server/domain/control-book";
import { StandingBadge } from "~/components/control-book/standing";
import { inspectionPath } from "~/components/control-book/paths";
import { PlainLinks } from "~/components/navigation/plain-links";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import type { ListQuery } from "~/lib/list-query";

type Row = {
  id: number;
  dueDate: string | Date;
  standing: InspectionStanding;
  agreement: string;
  type: AgreementType;
  responsible: string | null;
  counterpart: string | null;
  machines: string;
  performedAt: string | Date | null;
  result: InspectionResult | null;
};

/** The control book as a list: each inspection, when it is due and where it stands, linked to its page. */
export function BookTable({
  rows,
  total,
  query,
  empty,
  selectFor,
}: {
  rows: Row[];
  total: number;
  query: ListQuery;
  empty: string;
  /** The form that completes the chosen inspections, when they may be chosen. */
  selectFor?: string;
}) {
  const { t, i18n } = useTranslation();
  const columns: DataColumn<Row>[] = [
    {
      id: "due",
      header: t("controlBook.dueDate"),
      sortField: "due_date",
      className: "whitespace-nowrap",
      cell: (row) => (
        <>
          <span className="block">{formatDate(row.dueDate, i18n.language)}</span>
          <StandingBadge standing={row.standing} />
        </>
      ),
    },
    {
      id: "agreement",
      header: t("controlBook.agreement"),
      sortField: "agreement_name",
      cell: (row) => (
        <a href={inspectionPath(row.id)} className="link">
          {row.agreement}
        </a>
      ),
    },
    { id: "type", header: t("controlBook.type"), sortField: "type", cell: (row) => t(`controlBook.types.${row.type}`) },
    { id: "responsible", header: t("controlBook.responsible"), cell: (row) => row.responsible ?? "" },
    { id: "counterpart", header: t("controlBook.counterpart"), cell: (row) => row.counterpart ?? "" },
    { id: "machines", header: t("controlBook.machines"), cell: (row) => row.machines },
  ];
  // Only what is done has been performed: a column of blanks says nothing.
  if (rows.some((row) => row.performedAt)) {
    columns.push({
      id: "performed",
      header: t("controlBook.performed"),
      sortField: "performed_at",
      cell: (row) =>
        row.performedAt ? (
          <>
            <span className="block whitespace-nowrap">{formatDate(row.performedAt, i18n.language)}</span>
            {row.result ? (
              <span className="text-xs text-slate-600">{t(`controlBook.results.${row.result}`)}</span>
            ) : null}
          </>
        ) : (
          ""
        ),
    });
  }
  return (
    <PlainLinks>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("controlBook.title")}
        empty={empty}
        rowKey={(row) => row.id}
        selection={
          selectFor
            ? { form: selectFor, label: (row) => `${row.agreement}, ${formatDate(row.dueDate, i18n.language)}` }
            : undefined
        }
      />
    </PlainLinks>
  );
}
