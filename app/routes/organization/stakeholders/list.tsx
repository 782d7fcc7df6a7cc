import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { stakeholderAssociationsApi, stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { requireRouteAccess } from "~/auth/guards.server";
import { SubmitButton } from "~/components/form/submit-button";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { redirectWithToast } from "~/lib/route.server";
import { loadRegister } from "~/register/list.server";
import { ImportLink } from "~/imports/import-link";
import { RegisterList } from "~/register/register-list";
import { stakeholderRegister } from "./register.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [data, { api, canEdit }] = await Promise.all([
    loadRegister(stakeholderRegister, request, context),
    requireRouteAccess(request, context, "routes/organization/stakeholders/list"),
  ]);
  const catalogue = canEdit ? (await api.call(stakeholdersApi.list, { query: { size: 200 } })).content : [];
  return { ...data, catalogue: catalogue.map(({ id, name }) => ({ id, name })) };
}

/** Adds a stakeholder from the catalogue and opens it to record their needs; one already there just opens. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/stakeholders/list");
  const stakeholderId = Number((await request.formData()).get("stakeholderId"));
  if (!Number.isSafeInteger(stakeholderId) || stakeholderId <= 0) return redirect(stakeholderRegister.path);
  const entry = await api.call(stakeholderAssociationsApi.create, {
    params: { org: organizationId },
    body: { stakeholderId },
  });
  return redirectWithToast(context, `${stakeholderRegister.path}/${entry.id}/edit`, "stakeholders.added");
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The organization's stakeholders (ISO 14001 4.2): who they are, and which become compliance obligations. */
export default function Stakeholders() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("stakeholders.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={`/organization/stakeholders/${row.id}`} className="link">
          {row.stakeholder.name}
        </Link>
      ),
    },
    {
      id: "kind",
      header: t("stakeholders.kind"),
      sortField: "kind",
      cell: (row) => t(`stakeholders.kindOptions.${row.stakeholder.kind}`),
    },
    { id: "city", header: t("stakeholders.city"), sortField: "city", cell: (row) => row.stakeholder.city },
    {
      id: "obligation",
      header: t("stakeholders.complianceObligation"),
      cell: (row) => t(`stakeholders.complianceObligationOptions.${row.complianceObligation}`),
    },
  ];
  return (
    <RegisterList
      path="/organization/stakeholders"
      section="stakeholders"
      crumbs={[{ label: t("menu.groups.organization") }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.stakeholder.name}
      creates={false}
      actions={data.canEdit ? <ImportLink list="/organization/stakeholders" /> : null}
    >
      {data.canEdit ? (
        <Form method="post" className="card mt-6 flex flex-wrap items-end gap-3" aria-labelledby="add-heading">
          <div className="w-full">
            <h2 id="add-heading" className="text-lg font-semibold">
              {t("stakeholders.addTitle")}
            </h2>
            <p className="text-sm text-slate-600">{t("stakeholders.addIntro")}</p>
          </div>
          <label className="block text-sm font-medium text-slate-800">
            {t("stakeholders.fromCatalogue")}
            <select name="stakeholderId" required className="input mt-1 w-72">
              {data.catalogue.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <SubmitButton className="button-primary">{t("stakeholders.add")}</SubmitButton>
        </Form>
      ) : null}
    </RegisterList>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Stakeholders" }];
