import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { RiskLevel } from "../../../../server/domain/risks";
import { DetailList } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatQuantity } from "~/lib/format";
import { stepIn } from "~/register/step-words";
import { RiskLevelBadge } from "../risk-assessment/risk-level";
import { CmrBadge, EXPOSURES, ProductFactsList, type ProductFacts, type ScaleWords } from "./product-facts";
import { ProductChooser, UseForm } from "./use-form";

export type ProductUse = {
  id: number;
  product: { id: number; name: string };
  exposureInhalation: boolean;
  exposureSkin: boolean;
  exposureEyes: boolean;
  quantity: number | null;
  unit: string | null;
  frequency: string;
  durationMinutes: number | null;
  protectiveEquipment: string | null;
  likelihood: number;
  severity: number;
  substitutionConsidered: string | null;
  level: RiskLevel;
  lastModifiedDate: string;
  facts: ProductFacts;
};

/** One product's use: the exposure, the chosen protective equipment, the scores, and for an editor its edit and removal. */
function UseCard({
  use,
  path,
  editable,
  scale,
}: {
  use: ProductUse;
  path: string;
  editable: boolean;
  scale: ScaleWords;
}) {
  const { t, i18n } = useTranslation();
  const exposures = EXPOSURES.filter((route) => use[route]).map((route) => t(`workProcesses.uses.${route}`));
  const quantity =
    use.quantity === null
      ? null
      : `${formatQuantity(use.quantity, i18n.language)} ${use.unit ? t(`workProcesses.uses.units.${use.unit}`) : ""}`;
  return (
    <li className="space-y-3 py-4" id={`use-${use.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">
          <Link to={`/chemicals/my-chemicals/${use.product.id}`} className="link">
            {use.product.name}
          </Link>
        </h3>
        {use.facts.cmrCodes.length ? <CmrBadge /> : null}
        <RiskLevelBadge level={use.level} likelihood={use.likelihood} severity={use.severity} />
      </div>
      <DetailList
        items={[
          { label: t("workProcesses.uses.exposure"), value: exposures.join(", ") || null },
          { label: t("workProcesses.uses.quantity"), value: quantity },
          {
            label: t("workProcesses.uses.frequency"),
            value: t(`workProcesses.uses.frequencyOptions.${use.frequency}`),
          },
          {
            label: t("workProcesses.uses.durationMinutes"),
            value:
              use.durationMinutes === null ? null : t("workProcesses.uses.minutes", { count: use.durationMinutes }),
          },
          { label: t("workProcesses.uses.protectiveEquipment"), value: use.protectiveEquipment },
          {
            label: t("workProcesses.uses.likelihood"),
            value: stepIn(scale.likelihood, use.likelihood),
          },
          {
            label: t("workProcesses.uses.severity"),
            value: stepIn(scale.severity, use.severity),
          },
          ...(use.facts.cmrCodes.length || use.substitutionConsidered
            ? [{ label: t("workProcesses.uses.substitutionConsidered"), value: use.substitutionConsidered }]
            : []),
        ]}
      />
      <ProductFactsList facts={use.facts} />
      {editable ? (
        <div className="flex flex-wrap gap-2">
          <Link to={`${path}?use=${use.id}#use-form`} className="button-secondary text-sm">
            {t("workProcesses.uses.editOf", { name: use.product.name })}
          </Link>
          <Form method="post" action={path}>
            <input type="hidden" name="intent" value="removeUse" />
            <input type="hidden" name="useId" value={use.id} />
            <button type="submit" className="button-secondary text-sm">
              {t("workProcesses.uses.remove", { name: use.product.name })}
            </button>
          </Form>
        </div>
      ) : null}
    </li>
  );
}

/** The products used in the work process, each assessed; for an editor the forms to add, change and take one off. */
export function ProductUses({
  path,
  uses,
  editable,
  choices,
  adding,
  editing,
  scale,
  lastResult,
}: {
  path: string;
  uses: ProductUse[];
  editable: boolean;
  choices: { id: number; label: string }[];
  adding: ({ id: number; name: string } & ProductFacts) | null;
  editing: number | null;
  scale: ScaleWords;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const edited = uses.find((use) => use.id === editing) ?? null;
  return (
    <section className="card min-w-0 space-y-2" aria-labelledby="uses-heading">
      <h2 id="uses-heading" className="text-lg font-semibold">
        {t("workProcesses.uses.heading")}
      </h2>
      {uses.length ? (
        <ul className="divide-y divide-slate-200">
          {uses.map((use) => (
            <UseCard key={use.id} use={use} path={path} editable={editable} scale={scale} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t("workProcesses.uses.none")}</p>
      )}
      {editable && edited ? (
        <UseForm
          key={`use-${edited.id}`}
          path={path}
          product={{ ...edited.facts, ...edited.product }}
          use={edited}
          scale={scale}
          lastResult={lastResult}
        />
      ) : editable && adding ? (
        <UseForm
          key={`add-${adding.id}`}
          path={path}
          product={adding}
          use={null}
          scale={scale}
          lastResult={lastResult}
        />
      ) : editable && choices.length ? (
        <ProductChooser path={path} choices={choices} />
      ) : editable ? (
        <p className="text-sm text-slate-600">
          {uses.length ? t("workProcesses.uses.noneToAdd") : t("workProcesses.uses.noProducts")}
        </p>
      ) : null}
    </section>
  );
}
