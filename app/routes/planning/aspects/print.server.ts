import { organizationsApi } from "../../../../server/api/contracts/organizations";
import { isLanguage, type Language } from "../../../../server/domain/standards";
import { fixedT } from "~/i18n/translations.server";
import { formatDate } from "~/lib/format";
import { allRegisterRows } from "~/register/list.server";
import { aspectRegister } from "./register.server";

const ROUTE = "routes/planning/aspects/print";

/**
 * The printable register: every aspect the register's address filters, in its order, in the language
 * asked for (the reader's by default). The page ships no script, so all its words are here.
 */
export async function printableRegister(request: Request, context: Parameters<typeof allRegisterRows>[2]) {
  const { member, rows } = await allRegisterRows(aspectRegister, request, context, ROUTE);
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const language: Language = isLanguage(asked) ? asked : member.language;
  const t = fixedT(language);
  const kept = new URLSearchParams(url.searchParams);
  kept.delete("lang");
  const organization =
    "organizationId" in member && member.organizationId !== null
      ? (await member.api.call(organizationsApi.get, { params: { org: member.organizationId } })).name
      : "";
  return {
    language,
    organization,
    printed: formatDate(new Date(), language),
    filtered: kept.toString(),
    aspects: rows.map((row) => ({
      id: row.id,
      activity: row.activity,
      department: row.department?.name ?? null,
      aspect: row.aspect,
      impact: row.impact,
      condition: t(`aspects.conditionOptions.${row.condition}`),
      stage: t(`aspects.lifeCycleStageOptions.${row.lifeCycleStage}`),
      scores: [row.severity, row.probability, row.legalRequirement, row.stakeholderConcern].join(" / "),
      significance: `${t(`aspects.significantOptions.${row.significant}`)} · ${row.score}${
        row.significanceReason === "OBLIGATION" ? ` · ${t("aspects.byObligation")}` : ""
      }`,
      significant: row.significant,
      obligations: row.obligationCount,
      nextReview: formatDate(row.nextReviewDate, language),
    })),
    texts: {
      title: t("aspects.title"),
      intro: t("aspects.print.intro"),
      printed: t("aspects.print.printed"),
      languages: t("aspects.print.languages"),
      back: t("aspects.print.back"),
      none: t("aspects.none"),
      count: t("aspects.print.count", { count: rows.length }),
      columns: {
        activity: t("aspects.activity"),
        aspect: t("aspects.aspect"),
        impact: t("aspects.impact"),
        condition: t("aspects.condition"),
        stage: t("aspects.lifeCycleStage"),
        scores: t("aspects.print.scores"),
        significance: t("aspects.significance.column"),
        obligations: t("aspects.obligations"),
        nextReview: t("aspects.nextReviewDate"),
      },
    },
  };
}
