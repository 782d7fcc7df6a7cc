import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { SubmitButton } from "~/components/form/submit-button";

// The control that had the focus when the filters were applied, given back to it in the new form.
let focusAfterApply: string | null = null;
const APPLY = "apply";

/**
 * The filters above a list: a GET form, so every filtered view has its own address. A new address (a
 * tile's link, the menu, back) draws the form anew, since a select keeps what it showed otherwise;
 * the control in use when the filters were applied keeps the focus.
 */
export function ListFilters({ children }: { children: ReactNode }) {
  return <FilterForm key={useLocation().search}>{children}</FilterForm>;
}

function FilterForm({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusAfterApply || !form.current) return;
    const name = focusAfterApply;
    focusAfterApply = null;
    const control =
      name === APPLY ? form.current.querySelector("[type=submit]") : form.current.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  }, []);
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        const active = document.activeElement;
        focusAfterApply =
          active instanceof HTMLInputElement || active instanceof HTMLSelectElement
            ? active.name || null
            : event.currentTarget.contains(active)
              ? APPLY
              : null;
      }}
    >
      {children}
      <SubmitButton keyed={false} className="button-secondary">
        {t("table.apply")}
      </SubmitButton>
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
