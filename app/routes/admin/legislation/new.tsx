import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { createLegislation, listTopics } from "~/api/legislation.server";
import { requireSystemPermission } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { fixedT } from "~/i18n/instances.server";
import { replyToRefusal } from "~/lib/form-errors.server";
import { territoryOptions } from "~/lib/territories.server";
import { flashToast, successToast } from "~/toast/toast.server";
import { LegislationFormFields, legislationSchema, toChanges } from "./legislation-form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireSystemPermission(request, context, "MAINTAIN");
  return {
    topics: await listTopics(api),
    territories: territoryOptions(language),
    title: fixedT(language)("adminLegislation.new"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireSystemPermission(request, context, "MAINTAIN");
  const submission = parseWithZod(await request.formData(), { schema: legislationSchema });
  if (submission.status !== "success") return submission.reply();
  let id: number;
  try {
    id = (await createLegislation(api, toChanges(submission.value, []))).id;
  } catch (error) {
    return replyToRefusal(error, submission.reply, request, context);
  }
  const toast = await flashToast(context, successToast("toast.success.title", "adminLegislation.created"));
  return redirect(`/admin/legislation/${id}/edit`, { headers: { "Set-Cookie": toast } });
}

export default function NewLegislation() {
  const { t } = useTranslation();
  const { topics, territories } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("adminLegislation.new")}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminLegislation.title"), to: "/admin/legislation" },
        ]}
        description={t("adminLegislation.filesAfterSaving")}
      />
      <LegislationFormFields topics={topics} territories={territories} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New legislation" }];
