import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { LegislationSummary } from "~/api/types";
import { localized } from "~/lib/legislation-text";
import { SubmitButton } from "~/components/form/submit-button";

/** Finds acts in the catalogue and adds them to the register; plain forms, with or without script. */
export function CatalogueSearch({
  find,
  found,
  territoryNames,
  search,
}: {
  find: string;
  found: LegislationSummary[];
  territoryNames: Record<string, string>;
  search: string;
}) {
  const { t, i18n } = useTranslation();
  const keep = [...new URLSearchParams(search)].filter(([name]) => name !== "find");
  return (
    <section className="card mt-6" aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="text-lg font-semibold">
        {t("bindingObligations.addTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("bindingObligations.addIntro")}</p>
      <Form method="get" role="search" className="mt-3 flex flex-wrap items-end gap-2">
        {keep.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label className="block text-sm font-medium text-slate-800">
          {t("bindingObligations.findInCatalogue")}
          <input type="search" name="find" defaultValue={find} required className="input mt-1 w-72" />
        </label>
        <SubmitButton keyed={false} className="button-secondary">
          {t("bindingObligations.find")}
        </SubmitButton>
      </Form>
      {find ? (
        found.length ? (
          <ul className="mt-4 divide-y divide-slate-100">
            {found.map((legislation) => (
              <li key={legislation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{localized(legislation, i18n.language).title}</p>
                  <p className="text-xs text-slate-600">
                    {legislation.referenceNumber} · {territoryNames[legislation.territory] ?? legislation.territory}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="legislationId" value={legislation.id} />
                  <SubmitButton className="button-primary px-3 py-1.5">
                    {t("bindingObligations.add")}
                    <span className="sr-only"> {localized(legislation, i18n.language).title}</span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{t("bindingObligations.catalogueNoMatches", { find })}</p>
        )
      ) : null}
    </section>
  );
}
