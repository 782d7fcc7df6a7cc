import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { aspectsApi } from "../../../../server/api/contracts/aspects";
import { THRESHOLD_RANGES } from "../../../../server/domain/aspects";
import { requireRouteAccess } from "~/auth/guards.server";
import { DetailList, EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";
import { ASPECTS } from "./paths";

const ROUTE = "routes/planning/aspects/significance";
const PATH = `${ASPECTS}/significance`;
const FORM_ID = "significance-form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(request, context, ROUTE);
  const setting = await api.call(aspectsApi.significance, { params: { org: organizationId } });
  const t = fixedT(language);
  return {
    setting,
    // Only the holding's managers choose: the rule bands every company's aspects.
    chooses: canEdit && setting.holding.id === organizationId,
    rules: recordForm(aspectsApi.setSignificance).rules,
    ranges: t("aspects.significance.ranges", {
      sumMin: THRESHOLD_RANGES.SUM.min,
      sumMax: THRESHOLD_RANGES.SUM.max,
      productMin: THRESHOLD_RANGES.PRODUCT.min,
      productMax: THRESHOLD_RANGES.PRODUCT.max,
    }),
    title: t("aspects.significance.title"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveRecord(request, context, {
    operation: aspectsApi.setSignificance,
    message: "aspects.significance.saved",
    send: async (body) => {
      await api.call(aspectsApi.setSignificance, { params: { org: organizationId }, body });
      return PATH;
    },
  });
}

/** The holding's rule for which aspects are significant: read by all, chosen by the holding's managers. */
export default function Significance() {
  const { t } = useTranslation();
  const { setting, chooses, rules, ranges, title } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const words = t(`aspects.ruleOptions.${setting.rule}`);
  const rule = setting.threshold === null ? words : `${words} ≥ ${setting.threshold}`;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("menu.groups.planning") }, { label: t("aspects.title"), to: ASPECTS }]}
        description={t("aspects.significance.intro")}
        actions={chooses ? <EditActions cancelTo={ASPECTS} formId={FORM_ID} /> : null}
      />
      <section className="card mb-6" aria-labelledby="rule-heading">
        <h2 id="rule-heading" className="text-lg font-semibold">
          {t("aspects.significance.current")}
        </h2>
        <DetailList
          items={[
            { label: t("aspects.rule"), value: rule },
            {
              label: t("aspects.obligationMakesSignificant"),
              value: t(`aspects.obligationMakesSignificantOptions.${setting.obligationMakesSignificant}`),
            },
            {
              label: t("aspects.significance.chosenBy"),
              value: setting.chosen
                ? setting.holding.name
                : t("aspects.significance.default", { holding: setting.holding.name }),
            },
          ]}
        />
        {chooses ? null : <p className="mt-3 text-sm text-slate-700">{t("aspects.significance.holdingChooses")}</p>}
      </section>
      {chooses ? (
        <>
          <p className="mb-3 text-sm text-slate-700">{ranges}</p>
          <RecordForm
            id={FORM_ID}
            section="aspects"
            rules={rules}
            record={{
              rule: setting.rule,
              threshold: setting.threshold,
              obligationMakesSignificant: setting.obligationMakesSignificant,
              lastModifiedDate: setting.lastModifiedDate ?? "",
            }}
            lastResult={lastResult}
          />
        </>
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Significant aspects" }];
