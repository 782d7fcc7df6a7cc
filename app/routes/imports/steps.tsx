import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/page/page-header";
import { ImportNote, MappingForm, Preview } from "~/imports/import-steps";
import { importPathOf, INTENTS, registerPageOf, ROWS_PER_PAGE } from "~/imports/import-pages";
import { importStep, loadImport } from "~/imports/import.server";
import { useTranslation } from "~/i18n/translation";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { access, view, step, page, onlyBad } = await loadImport(request, context, params);
  const { page: importPage, registerTitle, labels, t } = access;
  // Only the columns read from the file are shown, and every column while choosing.
  const shown = step === "mapping" ? view.columns : view.columns.filter((column) => view.mapping[column.name] != null);
  return {
    importPage,
    registerTitle,
    labels,
    view: { ...view, columns: shown },
    step,
    page,
    onlyBad,
    title: t("imports.title", { register: registerTitle }),
  };
}

export const action = ({ request, context, params }: ActionFunctionArgs) => importStep(request, context, params);

/** One uploaded file's import: its columns mapped, its rows checked, then imported; or what it made. */
export default function ImportSteps() {
  const { t } = useTranslation();
  const { importPage, registerTitle, labels, view, step, page, onlyBad, title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: registerTitle, to: registerPageOf(importPage) },
          { label: t("imports.upload"), to: importPathOf(importPage) },
        ]}
        description={t("imports.fileNamed", { name: view.fileName, count: view.rowCount })}
      />
      {step === "mapping" ? (
        <MappingForm
          columns={view.columns}
          labels={labels}
          headers={view.headers}
          mapping={view.mapping}
          intent={INTENTS.map}
        />
      ) : step === "preview" ? (
        <Preview
          view={view}
          columns={view.columns}
          labels={labels}
          onlyBad={onlyBad}
          page={page}
          pageSize={ROWS_PER_PAGE}
          intents={INTENTS}
        />
      ) : (
        <section className="card space-y-3" aria-labelledby="done-heading">
          <h2 id="done-heading" className="text-lg font-semibold">
            {t("imports.doneTitle")}
          </h2>
          <p role="status">
            {t("imports.created", { count: view.outcome?.created ?? 0 })}{" "}
            {view.outcome?.skipped ? t("imports.skipped", { count: view.outcome.skipped }) : null}
          </p>
          <ImportNote note={importPage.note} />
          <p className="flex flex-wrap gap-3">
            <Link to={registerPageOf(importPage)} className="button-primary">
              {t("imports.toRegister", { register: registerTitle })}
            </Link>
            <Link to={importPathOf(importPage)} className="button-secondary">
              {t("imports.another")}
            </Link>
          </p>
        </section>
      )}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Import" }];
