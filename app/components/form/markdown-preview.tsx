import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translation";

const WAIT_MS = 400;

/**
 * A Markdown field's preview: the one the form's preview button rendered (without scripts), and with
 * scripts one that follows the typing, rendered by the server a moment after each pause.
 */
export function MarkdownPreview({ fieldId, label, rendered }: { fieldId: string; label: string; rendered?: string }) {
  const { t } = useTranslation();
  const [live, setLive] = useState<string | null>(null);
  useEffect(() => {
    const area = document.getElementById(fieldId);
    if (!(area instanceof HTMLTextAreaElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const render = async () => {
      request?.abort();
      request = new AbortController();
      const body = new FormData();
      body.set("content", area.value);
      try {
        const answer = await fetch("/resources/markdown-preview", { method: "POST", body, signal: request.signal });
        if (answer.ok) setLive(((await answer.json()) as { html: string }).html);
      } catch {
        // Typing went on (aborted) or the network is away: the preview button still works.
      }
    };
    const typed = () => {
      clearTimeout(timer);
      timer = setTimeout(render, WAIT_MS);
    };
    area.addEventListener("input", typed);
    return () => {
      clearTimeout(timer);
      request?.abort();
      area.removeEventListener("input", typed);
    };
  }, [fieldId]);
  const html = live ?? rendered;
  if (!html) return null;
  return (
    <section aria-label={label}>
      <h3 className="text-sm font-semibold text-slate-700">{t("controlled.preview")}</h3>
      <div className="markdown mt-2 rounded border border-slate-200 p-4" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
