import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { substancesApi } from "../../../../server/api/contracts/substances";
import { requireRouteAccess } from "~/auth/guards.server";
import { DangerBadge, Pictograms, SignalWordText } from "~/components/chemicals/hazard-label";
import { StatementList } from "~/components/chemicals/statement-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { hazardLabelOf } from "~/lib/hazard-label.server";
import { requireId } from "~/lib/route.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, canEdit } = await requireRouteAccess(request, context, "routes/admin/substances/detail");
  const substance = await api.call(substancesApi.get, { params: { id: requireId(params) } });
  const codes = [...substance.hazardStatements, ...substance.euHazardStatements].map((statement) => statement.code);
  return { substance, canEdit, label: hazardLabelOf(codes) };
}

/** One substance of the catalogue: its identifiers, its hazard statements and the label they call for. */
export default function SubstanceDetail() {
  const { t, i18n } = useTranslation();
  const { substance, canEdit, label } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={substance.name}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminSubstances.title"), to: "/admin/substances" },
        ]}
        actions={<EditLink to={`/admin/substances/${substance.id}/edit`} allowed={canEdit} />}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <StatementList title={t("adminSubstances.hStatements")} statements={substance.hazardStatements} />
          <StatementList title={t("adminSubstances.euhStatements")} statements={substance.euHazardStatements} />
          {substance.notes.length ? (
            <section className="card" aria-labelledby="notes-heading">
              <h2 id="notes-heading" className="text-lg font-semibold">
                {t("adminSubstances.notes")}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {substance.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="card space-y-4" aria-labelledby="label-heading">
          <h2 id="label-heading" className="text-lg font-semibold">
            {t("chemicals.label")}
          </h2>
          <Pictograms pictograms={label.pictograms} />
          <DetailList
            items={[
              { label: t("chemicals.signalWord"), value: <SignalWordText signalWord={label.signalWord} /> },
              { label: t("chemicals.dangerCode"), value: <DangerBadge code={label.dangerCode} /> },
              { label: t("adminSubstances.casNumber"), value: substance.casNumber },
              { label: t("adminSubstances.ecNumber"), value: substance.ecNumber },
              { label: t("page.lastModified"), value: formatDateTime(substance.lastModifiedDate, i18n.language) },
            ]}
          />
          {label.uncertain.length ? (
            <p className="text-sm text-slate-700">
              {t("chemicals.labelUncertain", { codes: label.uncertain.join(", ") })}
            </p>
          ) : null}
          <p className="text-xs text-slate-600">{t("chemicals.labelDerived")}</p>
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.substance.name ?? "Substance" }];
