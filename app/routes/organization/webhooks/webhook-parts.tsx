import { useTranslation } from "~/i18n/translation";

const TONES = {
  DELIVERED: "bg-green-100 text-green-900",
  PENDING: "bg-amber-100 text-amber-900",
  FAILED: "bg-red-100 text-red-900",
  ON: "bg-green-100 text-green-900",
  OFF: "bg-slate-200 text-slate-900",
  STOPPED: "bg-red-100 text-red-900",
} as const;

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}

/** Whether an endpoint is on, off, or turned off by the server because it kept failing. */
export function EndpointState({ endpoint }: { endpoint: { enabled: boolean; disabledForFailing: boolean } }) {
  const { t } = useTranslation();
  if (endpoint.enabled) return <Badge tone="ON">{t("webhooks.stateOptions.on")}</Badge>;
  if (endpoint.disabledForFailing) return <Badge tone="STOPPED">{t("webhooks.stateOptions.stopped")}</Badge>;
  return <Badge tone="OFF">{t("webhooks.stateOptions.off")}</Badge>;
}

export function DeliveryState({ status }: { status: "PENDING" | "DELIVERED" | "FAILED" }) {
  const { t } = useTranslation();
  return <Badge tone={status}>{t(`webhooks.statusOptions.${status}`)}</Badge>;
}

/** The events an endpoint hears, in words: "all" when it chose none. */
export function chosenOrAll(chosen: string[], name: (value: string) => string, all: string) {
  return chosen.length ? chosen.map(name).join(", ") : all;
}
