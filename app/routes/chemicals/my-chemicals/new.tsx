import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { isRecordId } from "../../../../server/domain/record-ids";
import { requireRouteAccess } from "~/auth/guards.server";
import { DangerBadge } from "~/components/chemicals/hazard-label";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { ASSOCIATION_FORM_ID, AssociationForm } from "./association-form";
import { associationFormOptions, saveAssociation } from "./association-form.server";
import { heldSheetOffer } from "./held-sheet.server";

const ROUTE = "routes/chemicals/my-chemicals/new";
const PATH = "/chemicals/my-chemicals";
const MATCHES = 20;

/**
 * Adding a kept chemical takes two steps, both plain pages: find the chemical in the catalogue (a
 * search, since the catalogue is far too large to list), then say where and how much of it is kept.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  const url = new URL(request.url);
  const chosen = Number(url.searchParams.get("chemical"));
  const title = fixedT(language)("myChemicals.new");
  if (isRecordId(chosen)) {
    const [options, heldSheet] = await Promise.all([
      associationFormOptions(api, organizationId, chosen),
      heldSheetOffer(api, organizationId, url),
    ]);
    return { title, step: "form" as const, ...options, heldSheet };
  }
  const q = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const found = await api.call(chemicalsApi.list, { query: { q: q || undefined, size: MATCHES } });
  return {
    title,
    step: "search" as const,
    q,
    total: found.totalElements,
    matches: found.content.map((chemical) => ({
      id: chemical.id,
      name: chemical.name,
      producer: chemical.producer,
      dangerCode: chemical.dangerCode,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveAssociation(request, context, api, organizationId);
}

export default function NewChemicalAssociation() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const crumbs = [{ label: t("menu.groups.chemicals") }, { label: t("myChemicals.title"), to: PATH }];
  if (data.step === "form") {
    return (
      <>
        <PageHeader
          title={t("myChemicals.new")}
          crumbs={crumbs}
          actions={<EditActions cancelTo={PATH} formId={ASSOCIATION_FORM_ID} />}
        />
        <p className="mb-4">
          <Link to={`${PATH}/new`} className="link">
            {t("myChemicals.chooseAnother")}
          </Link>
        </p>
        <AssociationForm {...data} lastResult={lastResult} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("myChemicals.new")} crumbs={crumbs} description={t("myChemicals.findIntro")} />
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3" role="search">
        <label className="block">
          <span className="block text-sm font-medium">{t("myChemicals.findLabel")}</span>
          <input type="search" name="q" defaultValue={data.q} className="input mt-1 w-72" />
        </label>
        <button type="submit" className="button-primary">
          {t("myChemicals.find")}
        </button>
      </Form>
      <section className="card" aria-labelledby="matches-heading">
        <h2 id="matches-heading" className="text-lg font-semibold">
          {t("myChemicals.matches", { count: data.total })}
        </h2>
        {data.matches.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("myChemicals.noChemicalFound")}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {data.matches.map((chemical) => (
              <li key={chemical.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{chemical.name}</span>
                  {chemical.producer ? <span className="text-slate-700"> · {chemical.producer}</span> : null}{" "}
                  <DangerBadge code={chemical.dangerCode} />
                </span>
                <Link to={`?chemical=${chemical.id}`} className="button-secondary">
                  {t("myChemicals.choose")}
                  <span className="sr-only"> {chemical.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {data.total > data.matches.length ? (
          <p className="mt-2 text-sm text-slate-700">{t("myChemicals.narrowSearch")}</p>
        ) : null}
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Add a chemical" }];
