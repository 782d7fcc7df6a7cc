import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { wasteTypesApi } from "../../../../server/api/contracts/waste";
import type { ApiClient } from "~/api/client.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { DetailList, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { WASTE_TYPES } from "./paths";
import { SynonymsForm } from "./synonyms-form";
import { saveSynonyms } from "./synonyms-form.server";
import { HazardousBadge, ListOfWasteSource } from "./waste-type-parts";

/** The chapter or sub-chapter of that code, with its official text: it is the first row of its own codes. */
async function heading(api: ApiClient, code: string) {
  const { content } = await api.call(wasteTypesApi.list, {
    query: { chapter: code.slice(0, 2), q: code.length > 2 ? code : undefined, size: 1, localized: false },
  });
  const row = content.find((item) => item.code === code);
  return row ? { code: row.code, codeDisplay: row.codeDisplay, text: row.textEn ?? row.name } : null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/waste-types/edit");
  const wasteType = await api.call(wasteTypesApi.get, { params: { id: requireId(params) } });
  const parents = [2, 4].filter((length) => length < wasteType.code.length);
  const [chapter, subChapter] = await Promise.all(
    parents.map((length) => heading(api, wasteType.code.slice(0, length))),
  );
  return {
    wasteType: {
      id: wasteType.id,
      level: wasteType.level,
      codeDisplay: wasteType.codeDisplay,
      hazardous: wasteType.hazardous,
      text: wasteType.textEn ?? wasteType.name,
      synonymsEn: wasteType.synonymsEn ?? [],
      synonymsDa: wasteType.synonymsDa ?? [],
      lastModifiedDate: wasteType.lastModifiedDate ?? "",
    },
    chapter: chapter ?? null,
    subChapter: subChapter ?? null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/waste-types/edit");
  return saveSynonyms(request, context, api, requireId(params));
}

type Heading = { code: string; codeDisplay: string; text: string } | null;

/** The list at a chapter, or at a sub-chapter within it. */
const browse = (code: string) =>
  new URLSearchParams({ chapter: code.slice(0, 2), ...(code.length > 2 ? { q: code } : {}) }).toString();

function HeadingLink({ heading }: { heading: Heading }) {
  if (!heading) return null;
  return (
    <Link to={`${WASTE_TYPES}?${browse(heading.code)}`} className="link">
      <span className="font-mono">{heading.codeDisplay}</span> <span lang="en">{heading.text}</span>
    </Link>
  );
}

/** One waste type of the List: its code, official text and place in the List, and its synonyms. */
export default function EditWasteType() {
  const { t, i18n } = useTranslation();
  const { wasteType, chapter, subChapter } = useLoaderData<typeof loader>();
  const details: { label: string; value: ReactNode }[] = [
    { label: t("adminWasteTypes.code"), value: <span className="font-mono">{wasteType.codeDisplay}</span> },
    { label: t("adminWasteTypes.text"), value: <span lang="en">{wasteType.text}</span> },
    { label: t("adminWasteTypes.level"), value: t(`adminWasteTypes.levels.${wasteType.level}`) },
  ];
  if (wasteType.hazardous !== null) {
    details.push({
      label: t("adminWasteTypes.hazardous"),
      value: wasteType.hazardous ? (
        <span className="flex flex-wrap items-center gap-2">
          <HazardousBadge /> {t("adminWasteTypes.hazardousStar")}
        </span>
      ) : (
        t("adminWasteTypes.notHazardous")
      ),
    });
  }
  if (chapter) details.push({ label: t("adminWasteTypes.levels.1"), value: <HeadingLink heading={chapter} /> });
  if (subChapter) details.push({ label: t("adminWasteTypes.levels.2"), value: <HeadingLink heading={subChapter} /> });
  details.push({ label: t("page.lastModified"), value: formatDateTime(wasteType.lastModifiedDate, i18n.language) });
  return (
    <>
      <PageHeader
        title={wasteType.codeDisplay}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminWasteTypes.title"), to: WASTE_TYPES },
        ]}
        description={<span lang="en">{wasteType.text}</span>}
      />
      <div className="grid gap-6 xl:grid-cols-5">
        <section className="card xl:col-span-2" aria-labelledby="entry-heading">
          <h2 id="entry-heading" className="text-lg font-semibold">
            {t("adminWasteTypes.entry")}
          </h2>
          <DetailList items={details} />
        </section>
        <div className="xl:col-span-3">
          <SynonymsForm
            synonymsEn={wasteType.synonymsEn}
            synonymsDa={wasteType.synonymsDa}
            lastModifiedDate={wasteType.lastModifiedDate}
            lastResult={useActionData<typeof action>()}
          />
        </div>
      </div>
      <ListOfWasteSource />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.wasteType.codeDisplay ?? "Waste type" }];
