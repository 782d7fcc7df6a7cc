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

/** A yes/no filter: checked, it is sent as `name=value`; unchecked, it is left out of the address. */
export function FilterCheckbox({
  name,
  value = "1",
  label,
  checked,
}: {
  name: string;
  value?: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="flex items-center gap-2 self-center text-sm">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} />
      {label}
    </label>
  );
}
