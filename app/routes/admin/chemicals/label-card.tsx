import { Pictograms, SignalWordText } from "~/components/chemicals/hazard-label";
import { DetailList } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import type { ChemicalView } from "./chemical-view.server";

/**
 * The label the chemical carries. Where a maintainer set the supplier's label, it says so and why,
 * and shows beside it the label the hazard statements give.
 */
export function LabelCard({ label }: { label: ChemicalView["label"] }) {
  const { t } = useTranslation();
  const overridden = label.overrideReason !== null;
  return (
    <aside className="card space-y-4" aria-labelledby="label-heading">
      <h2 id="label-heading" className="text-lg font-semibold">
        {t("chemicals.label")}
      </h2>
      <Pictograms pictograms={label.pictograms} />
      <DetailList
        items={[{ label: t("chemicals.signalWord"), value: <SignalWordText signalWord={label.signalWord} /> }]}
      />
      {overridden ? (
        <div className="space-y-3 rounded-md bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
          <p>
            <strong>{t("adminChemicals.labelOverridden")}</strong> {label.overrideReason}
          </p>
          <h3 className="font-semibold">{t("adminChemicals.derivedLabel")}</h3>
          <Pictograms pictograms={label.derived.pictograms} size={36} label={t("adminChemicals.derivedPictograms")} />
          <p>
            {t("chemicals.signalWord")}: <SignalWordText signalWord={label.derived.signalWord} />
          </p>
        </div>
      ) : null}
      {label.derived.uncertain.length ? (
        <p className="text-sm text-slate-700">
          {t("chemicals.labelUncertain", { codes: label.derived.uncertain.join(", ") })}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">{t("chemicals.labelDerived")}</p>
    </aside>
  );
}
