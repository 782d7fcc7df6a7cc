import type { AppLoadContext } from "@remix-run/node";
import { managementReviewsApi } from "../../../../server/api/contracts/management-reviews";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import { isLanguage, type Language } from "../../../../server/domain/standards";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { formatDate } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { agendaPeriod, agendaView } from "./agenda-view.server";
import { MANAGEMENT_REVIEW } from "./paths";

/**
 * The minutes in the language asked for (the reader's by default): who took part, the agenda with its
 * figures and the notes on each section, the decisions, the actions and the next review's date. The
 * page ships no script, so every word is made here.
 */
export async function reviewMinutes(
  request: Request,
  context: AppLoadContext,
  params: Record<string, string | undefined>,
) {
  const grant = await requireRouteAccess(request, context, "routes/evaluation/management-review/minutes");
  const org = grant.organizationId;
  const review = await grant.api.call(managementReviewsApi.get, { params: { org, id: requireId(params) } });
  const asked = new URL(request.url).searchParams.get("lang");
  const language: Language = isLanguage(asked) ? asked : grant.language;
  const t = fixedT(language);
  const date = (value: Date | string | null) => (value ? formatDate(value, language) : "");
  const notes = review.notes as Record<string, string | null | undefined>;
  return {
    language,
    organization: (await grant.api.call(organizationsApi.get, { params: { org } })).name,
    printed: t("internalAudits.print.printed", { date: formatDate(new Date(), language) }),
    title: t("managementReviews.print.title", { title: review.title }),
    back: `${MANAGEMENT_REVIEW}/${review.id}`,
    facts: [
      [t("reviewFields.status"), t(`reviewFields.statusOptions.${review.status}`)],
      [t("reviewFields.reviewDate"), date(review.reviewDate)],
      [t("reviewFields.organization"), review.organization.name],
      [t("reviewFields.chair"), review.chair?.name ?? ""],
      [t("reviewFields.participants"), review.participants.map((member) => member.name).join(", ")],
      [t("reviewFields.externalParticipants"), review.externalParticipants ?? ""],
      [t("managementReviews.agendaHeading"), agendaPeriod(review, t, language) ?? t("managementReviews.notAssembled")],
    ].filter(([, value]) => value !== ""),
    sections: agendaView(review, t, language).map((section) => ({ ...section, note: notes[section.key] ?? null })),
    decisions: review.decisions ?? t("managementReviews.noDecisions"),
    nextReviewDate: date(review.nextReviewDate) || t("managementReviews.print.noNextReview"),
    actions: review.actions.map((action) => ({
      id: action.id,
      title: action.title,
      owner: action.owner?.name ?? "",
      due: date(action.dueDate),
      status: t(`actions.statusOptions.${action.status}`),
    })),
    texts: {
      decisions: t("reviewFields.decisions"),
      actions: t("managementReviews.print.actions"),
      noActions: t("managementReviews.print.noActions"),
      action: t("internalAudits.print.action"),
      owner: t("internalAudits.print.owner"),
      due: t("internalAudits.print.due"),
      status: t("reviewFields.status"),
      nextReviewDate: t("reviewFields.nextReviewDate"),
      notes: t("managementReviews.notes"),
      languages: t("aspects.print.languages"),
      back: t("managementReviews.print.back"),
    },
  };
}
