import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translation";

export const SPINNER_DELAY_MS = 100;

/** Shows while a navigation or submission is pending, but only after 100 ms, so fast ones never flicker. */
export function GlobalSpinner() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const pending = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-0 z-50" data-testid="global-spinner">
      <div className="h-1 w-full overflow-hidden bg-primary-100">
        <div className="h-full w-1/3 animate-pulse bg-primary-600" />
      </div>
      <div className="absolute top-3 right-3 flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs text-slate-700 shadow ring-1 ring-slate-200">
        <span
          className="size-3 animate-spin rounded-full border-2 border-primary-600 border-t-transparent"
          aria-hidden
        />
        {t("app.loading")}
      </div>
    </div>
  );
}
