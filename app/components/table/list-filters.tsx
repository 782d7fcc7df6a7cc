import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { SubmitButton } from "~/components/form/submit-button";

/** The filters above a list: a GET form, so every filtered view has its own address. */
export function ListFilters({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
      {children}
      <SubmitButton className="button-secondary">{t("table.apply")}</SubmitButton>
    </Form>
  );
}

export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      {children}
    </label>
  );
}
