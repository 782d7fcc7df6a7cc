import type { LoaderFunctionArgs } from "@remix-run/node";
import { markdownText } from "../../server/domain/markdown";
import { requireRouteAccess } from "~/auth/guards.server";
import { requireId } from "~/lib/route.server";
import { textChanges } from "~/lib/text-changes.server";
import { type DocumentKindScreens, LANGUAGES } from "./kinds";
import { operationsOf, routeOf } from "./kinds.server";

/** Every published revision, and the two compared (by default the latest against the one before it). */
export const versionsLoader =
  (kind: DocumentKindScreens) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const { api, organizationId } = await requireRouteAccess(request, context, routeOf(kind, "versions"));
    const where = { params: { org: organizationId, id: requireId(params) } };
    const operations = operationsOf(kind);
    const [document, revisions] = await Promise.all([
      api.call(operations.get, where),
      api.call(operations.revisions, where).then((list) => list.content),
    ]);
    const url = new URL(request.url);
    const pick = (name: string, fallback: number) => {
      const asked = revisions.findIndex((revision) => revision.id === Number(url.searchParams.get(name)));
      return revisions[asked >= 0 ? asked : fallback];
    };
    const to = pick("to", 0);
    const from = pick("from", 1) ?? to;
    const compare = (language: (typeof LANGUAGES)[number]) => {
      const before = from?.texts[language];
      const after = to?.texts[language];
      if (!before && !after) return null;
      // The texts as read, not their Markdown: a word made bold is a change of one word, not of two stars.
      const text = (value?: { title: string; content: string }) =>
        value ? `${value.title}\n\n${markdownText(value.content)}` : "";
      return { language, parts: textChanges(text(before), text(after)) };
    };
    return {
      document: { id: document.id, titles: document.titles },
      revisions: revisions.map(
        ({ id, revision, changeNote, author, publishedAt, approvals, acknowledgeBy, audience }) => ({
          id,
          revision,
          changeNote,
          author: author?.name ?? null,
          publishedAt,
          approvals,
          acknowledgement: acknowledgeBy && audience ? { acknowledgeBy, audience } : null,
        }),
      ),
      from: from?.id ?? null,
      to: to?.id ?? null,
      changes: to ? LANGUAGES.map(compare).filter((change) => change !== null) : [],
    };
  };
