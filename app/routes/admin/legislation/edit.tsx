import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getLegislation, listTopics, updateLegislation } from "~/api/legislation.server";
import { requireSystemPermission } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { PageHeader } from "~/components/page/page-header";
import { replyToRefusal } from "~/lib/form-errors.server";
import { localized } from "~/lib/legislation-text";
import { flashToast, successToast } from "~/toast/toast.server";
import { LegislationFormFields, legislationSchema, toChanges } from "./legislation-form";
import { territoryOptions } from "~/lib/territories.server";

const idOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  return id;
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireSystemPermission(request, context, "MAINTAIN");
  const [legislation, topics] = await Promise.all([getLegislation(api, idOf(params.id)), listTopics(api)]);
  return { legislation, topics, territories: territoryOptions(language) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireSystemPermission(request, context, "MAINTAIN");
  const id = idOf(params.id);
  const submission = parseWithZod(await request.formData(), { schema: legislationSchema });
  if (submission.status !== "success") return submission.reply();
  const current = await getLegislation(api, id);
  try {
    await updateLegislation(api, id, {
      ...toChanges(
        submission.value,
        current.files.map((file) => file.id),
      ),
      lastModifiedDate: submission.value.lastModifiedDate ?? current.lastModifiedDate,
    });
  } catch (error) {
    return replyToRefusal(error, submission.reply, request, context);
  }
  const toast = await flashToast(context, successToast("toast.success.title", "adminLegislation.saved"));
  return redirect(`/admin/legislation/${id}/edit`, { headers: { "Set-Cookie": toast } });
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
