import { ASPECT_CONDITIONS, LIFE_CYCLE_STAGES } from "../../../../server/domain/aspects";
import { isRecordId } from "../../../../server/domain/record-ids";
import type { Language } from "../../../../server/domain/standards";
import type { FormRules } from "~/register/form-rules";

/** A binding obligation by its act's title in the reader's language, with its short name. */
export const obligationTitle = (
  obligation: { titleEn: string; titleDa: string; shortName: string | null },
  language: Language,
) => {
  const title = language === "da" ? obligation.titleDa : obligation.titleEn;
  return obligation.shortName ? `${obligation.shortName}: ${title}` : title;
};

const TEXTS = ["activity", "aspect", "impact", "basis"] as const;

/**
 * A new aspect's first values from the address (a suggestion's "Add as aspect"): texts cut to what the
 * form takes, choices only where they are choices; the key of the suggestion it is taken from.
 */
export function prefilled(asked: URLSearchParams, rules: FormRules) {
  const initial: Record<string, string> = {};
  for (const name of TEXTS) {
    const value = asked.get(name)?.trim();
    const rule = rules[name];
    if (value && rule && (rule.kind === "text" || rule.kind === "longText"))
      initial[name] = value.slice(0, rule.maxLength);
  }
  const condition = asked.get("condition");
  if (ASPECT_CONDITIONS.includes(condition as never)) initial.condition = condition!;
  const stage = asked.get("lifeCycleStage");
  if (LIFE_CYCLE_STAGES.includes(stage as never)) initial.lifeCycleStage = stage!;
  const department = Number(asked.get("departmentId"));
  if (isRecordId(department)) initial.departmentId = String(department);
  const sourceKey = asked.get("sourceKey")?.trim().slice(0, 100) || null;
  return { initial, sourceKey, departmentId: isRecordId(department) ? department : undefined };
}
