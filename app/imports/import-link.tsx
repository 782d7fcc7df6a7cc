import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";

/** A register list's way to its import (decision 043), for those who may change the register. */
export function ImportLink({ list, label }: { list: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={`${list}/import`} className="button-secondary">
      {label ?? t("imports.button")}
    </Link>
  );
}
