import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { DepartmentOptions } from "~/components/form/department-options";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { ChosenRowsForm } from "~/components/table/chosen-rows-form";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { ROUNDS } from "./paths";
import { roundAction, roundRegister, type ROUND_INTENTS } from "./rounds.server";

const ROUTE = "routes/planning/risk-assessment/rounds";
const DONE_FORM = "rounds-done";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(roundRegister, request, context);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const form = await request.formData();
  const result = await roundAction(request, context, api, organizationId, form);
  // Which form answered, so its errors show under it.
  return "data" in result ? data({ form: form.get("intent"), result: result.data }, result.init ?? undefined) : result;
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];
type Reply = { form: (typeof ROUND_INTENTS)[number]; result: SubmissionResult<string[]> } | undefined;

/** The department's round starts: the department, the day it starts and the day it is to be done by. */
function StartRoundForm({
  departments,
  lastResult,
}: {
  departments: Parameters<typeof DepartmentOptions>[0]["departments"];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ departmentId: string; startedOn: string; dueOn: string; note: string }>({
    id: "round-start",
    lastResult,
  });
  return (
    <Form method="post" className="card mt-4 space-y-3" {...form.props}>
      <h2 className="text-lg font-semibold">{t("riskRounds.start")}</h2>
      <p className="text-sm text-slate-700">{t("riskRounds.startHint")}</p>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="start" />
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField field={fields.departmentId} label={t("riskRounds.department")} required>
          <option value="">{t("riskRounds.chooseDepartment")}</option>
          <DepartmentOptions departments={departments} />
        </SelectField>
        <TextField field={fields.startedOn} label={t("riskRounds.startedOn")} type="date" required />
        <TextField field={fields.dueOn} label={t("riskRounds.dueOn")} type="date" required />
      </div>
      <TextField field={fields.note} label={t("riskRounds.note")} maxLength={1000} />
      <SubmitButton>{t("riskRounds.start")}</SubmitButton>
    </Form>
  );
}

function DoneForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ id: string[]; doneOn: string }>({ id: DONE_FORM, lastResult });
  return (
    <ChosenRowsForm
      form={form}
      chosen={fields.id}
      intent="done"
      title={t("riskRounds.recordDone")}
      hint={t("riskRounds.recordDoneHint")}
      submit={t("riskRounds.recordDone")}
    >
      <TextField field={fields.doneOn} label={t("riskRounds.doneOn")} type="date" required />
    </ChosenRowsForm>
  );
}

/** The APV rounds: each department's workplace assessment, open, overdue or done, and when the next is due. */
export default function RiskRounds() {
  const { t, i18n } = useTranslation();
  const register = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply;
  const replyOf = (intent: (typeof ROUND_INTENTS)[number]) => (reply?.form === intent ? reply.result : undefined);
  const date = (value: Date | string | null) => formatDate(value, i18n.language);
  const columns: DataColumn<Row>[] = [
    {
      id: "department",
      header: t("riskRounds.department"),
      sortField: "department",
      cell: (row) => row.department.name,
    },
    {
      id: "status",
      header: t("riskRounds.status"),
      cell: (row) =>
        row.overdue && row.status === "OPEN" ? (
          <span className="font-medium text-red-800">{t("riskRounds.overdue")}</span>
        ) : (
          t(`riskRounds.statusOptions.${row.status}`)
        ),
    },
    { id: "startedOn", header: t("riskRounds.startedOn"), sortField: "started_on", cell: (row) => date(row.startedOn) },
    { id: "dueOn", header: t("riskRounds.dueOn"), sortField: "due_on", cell: (row) => date(row.dueOn) },
    { id: "doneOn", header: t("riskRounds.doneOn"), cell: (row) => date(row.doneOn) },
    {
      id: "nextDue",
      header: t("riskRounds.nextDue"),
      cell: (row) =>
        row.overdue && row.status === "DONE" ? (
          <span className="font-medium text-red-800">
            {date(row.nextDue)} ({t("riskRounds.dueAgain")})
          </span>
        ) : (
          date(row.nextDue)
        ),
    },
    { id: "note", header: t("riskRounds.note"), cell: (row) => row.note, hiddenByDefault: true },
  ];
  const open = register.rows.some((row) => row.status === "OPEN");
  return (
    <RegisterList
      path={ROUNDS}
      section="riskRounds"
      crumbs={[{ label: t("menu.groups.planning") }, { label: t("risks.title"), to: "/planning/risk-assessment" }]}
      data={register}
      columns={columns}
      rowLabel={(row) => `${row.department.name} ${date(row.startedOn)}`}
      creates={false}
      bulkForm={register.canEdit && open ? DONE_FORM : undefined}
    >
      {register.canEdit && open ? <DoneForm lastResult={replyOf("done")} /> : null}
      {register.canEdit ? (
        <StartRoundForm departments={register.departments ?? []} lastResult={replyOf("start")} />
      ) : null}
    </RegisterList>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "APV rounds" }];
