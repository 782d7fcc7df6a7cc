import { useNavigation } from "@remix-run/react";
import { useEffect, useSyncExternalStore, type ReactElement } from "react";
import type * as HotToastModule from "react-hot-toast";
import { useTranslation } from "~/i18n/translation";
import type { Toast } from "~/toast/toast.server";

function ToastText({ toast: item }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="font-semibold">{t(item.title)}</p>
      {item.description ? <p className="text-sm">{t(item.description, item.values)}</p> : null}
    </div>
  );
}

/**
 * Without JavaScript the toast is plain HTML in the page, announced to screen readers. On pages with
 * scripts it sits in <noscript>, since react-hot-toast shows it when they run.
 */
export function ServerToast({ toast: item, withScripts }: { toast: Toast | null; withScripts: boolean }) {
  if (!item) return null;
  const html = (
    <div
      role={item.type === "error" ? "alert" : "status"}
      className={`fixed top-4 right-4 z-50 w-[25rem] max-w-[calc(100vw-2rem)] rounded-lg p-4 shadow-lg ring-1 ${
        item.type === "error"
          ? "bg-red-50 text-red-900 ring-red-200"
          : "bg-primary-50 text-primary-900 ring-primary-200"
      }`}
    >
      <ToastText toast={item} />
    </div>
  );
  return withScripts ? <noscript>{html}</noscript> : html;
}

type HotToast = typeof HotToastModule;

// react-hot-toast loads with the first toast, not with the page: most page loads never show one, and
// it is 5 KB of the script budget (docs/decisions/006-javascript-budget.md).
let hotToast: HotToast | undefined;
let loading: Promise<HotToast> | undefined;
const loadListeners = new Set<() => void>();

function loadHotToast(): Promise<HotToast> {
  loading ??= import("react-hot-toast").then((module) => {
    hotToast = module;
    loadListeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

const onLoad = (listener: () => void) => {
  loadListeners.add(listener);
  return () => void loadListeners.delete(listener);
};

/** Shows a toast in the browser; `replace` first clears the ones showing. */
export function showToast(type: "success" | "error", content: ReactElement | string, { replace = false } = {}) {
  void loadHotToast().then(({ default: toast }) => {
    if (replace) toast.dismiss();
    if (type === "error") toast.error(content, { duration: 8000 });
    else toast.success(content);
  });
}

/** The generic error toast, in place of the ones showing (spec §8: any other error). */
export const showErrorToast = () =>
  showToast(
    "error",
    <ToastText toast={{ type: "error", title: "toast.error.title", description: "toast.error.generic" }} />,
    {
      replace: true,
    },
  );

/** With JavaScript the same toast shows through react-hot-toast; an error clears the toasts before it. */
export function Toasts({ toast: item }: { toast: Toast | null }) {
  const loaded = useSyncExternalStore(
    onLoad,
    () => hotToast,
    () => undefined,
  );
  useEffect(() => {
    if (item) showToast(item.type, <ToastText toast={item} />, { replace: item.replace });
  }, [item]);
  // A submission usually ends in a toast: fetch the library while the server works.
  const submitting = useNavigation().state === "submitting";
  useEffect(() => {
    if (submitting) void loadHotToast();
  }, [submitting]);
  if (!loaded) return null;
  return (
    <loaded.Toaster position="top-right" toastOptions={{ style: { width: "25rem", maxWidth: "calc(100vw - 2rem)" } }} />
  );
}
