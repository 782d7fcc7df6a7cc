import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { legislationsApi } from "../../../../server/api/contracts/legislations";
import { requireRouteAccess } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { PageHeader } from "~/components/page/page-header";
import { localized } from "~/lib/legislation-text";
import { requireId } from "~/lib/route.server";
import { LegislationFormFields } from "./legislation-form";
import { legislationFormOptions, saveLegislation } from "./legislation-form.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/legislation/edit");
  const [legislation, options] = await Promise.all([
    api.call(legislationsApi.get, { params: { id: requireId(params) } }),
    legislationFormOptions(api, language),
  ]);
  return { legislation, ...options };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/legislation/edit");
  return saveLegislation(request, context, api, requireId(params));
}

/** A catalogue act: its fields, and the files with its text. */
export default function EditLegislation() {
  const { t, i18n } = useTranslation();
  const { legislation, topics, territories } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={localized(legislation, i18n.language).title}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminLegislation.title"), to: "/admin/legislation" },
        ]}
      />
      <div className="space-y-6">
        <LegislationFormFields
          legislation={legislation}
          topics={topics}
          territories={territories}
          lastResult={useActionData<typeof action>()}
        />
        <FileList
          title={t("adminLegislation.files")}
          files={legislation.files}
          owner="legislation"
          ownerId={legislation.id}
          can={{ edit: true, details: false }}
          downloadHref={(file) => `/legislation-files/${legislation.id}/${file.id}`}
        />
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.legislation.titleEn ?? "Legislation" }];
