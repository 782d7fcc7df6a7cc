import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import { requireRouteAccess } from "~/auth/guards.server";
import { CoStorageFindingItem } from "~/components/chemicals/co-storage-finding";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";

const PATH = "/chemicals/my-chemicals";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const route = "routes/chemicals/my-chemicals/co-storage";
  const { api, organizationId, language } = await requireRouteAccess(request, context, route);
  const location = new URL(request.url).searchParams.get("location")?.trim().slice(0, 200) || undefined;
  const check = await api.call(chemicalAssociationsApi.coStorage, {
    params: { org: organizationId },
    query: { location },
  });
  return { title: fixedT(language)("myChemicals.coStorageTitle"), location: location ?? "", ...check };
}

type Location = ReturnType<typeof useLoaderData<typeof loader>>["locations"][number];

function LocationCheck({ location, index }: { location: Location; index: number }) {
  const { t } = useTranslation();
  const headingId = `location-${index}`;
  const unclassified = location.chemicals.filter((stored) => stored.storageClass === null);
  return (
    <section className="card space-y-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {location.location}
      </h2>
      {location.conflicts.length === 0 ? (
        <p className="text-green-900">✓ {t("myChemicals.noConflicts")}</p>
      ) : (
        <ul className="space-y-2">
          {location.conflicts.map((conflict) => (
            <CoStorageFindingItem
              key={`${conflict.first.associationId}-${conflict.second.associationId}-${conflict.verdict}`}
              finding={conflict}
            />
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer text-sm">
          {t("myChemicals.storedHere", { count: location.chemicals.length })}
        </summary>
        <ul className="mt-2 list-disc pl-5 text-sm">
          {location.chemicals.map((stored) => (
            <li key={stored.associationId}>
              <Link to={`${PATH}/${stored.associationId}`} className="link">
                {stored.chemical.name}
              </Link>{" "}
              {stored.storageClass ? t("myChemicals.inClass", { code: stored.storageClass }) : t("myChemicals.noClass")}
            </li>
          ))}
        </ul>
      </details>
      {unclassified.length ? (
        <p className="text-sm text-amber-900">{t("myChemicals.unchecked", { count: unclassified.length })}</p>
      ) : null}
    </section>
  );
}

/**
 * The TRGS 510 co-storage check: at each storage location, every pair of chemicals the matrix keeps
 * apart or allows together only under conditions, with its footnote.
 */
export default function CoStorage() {
  const { t } = useTranslation();
  const { locations, location, source } = useLoaderData<typeof loader>();
  const conflicts = locations.reduce((sum, entry) => sum + entry.conflicts.length, 0);
  return (
    <>
      <PageHeader
        title={t("myChemicals.coStorageTitle")}
        crumbs={[{ label: t("menu.groups.chemicals") }, { label: t("myChemicals.title"), to: PATH }]}
        description={t("myChemicals.coStorageIntro")}
      />
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3">
        <label className="block">
          <span className="block text-sm font-medium">{t("myChemicals.location")}</span>
          <input type="search" name="location" defaultValue={location} className="input mt-1 w-64" />
        </label>
        <button type="submit" className="button-secondary">
          {t("myChemicals.check")}
        </button>
      </Form>
      <p className="mb-4" role="status">
        {t("myChemicals.coStorageSummary", { count: conflicts, locations: locations.length })}
      </p>
      {locations.length === 0 ? (
        <p className="card">{t("myChemicals.noLocations")}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {locations.map((entry, index) => (
            <LocationCheck key={entry.location} location={entry} index={index} />
          ))}
        </div>
      )}
      <p className="mt-6 text-sm text-slate-700">
        {t("myChemicals.coStorageSource", { regulation: source.regulation })}
      </p>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Co-storage" }];
