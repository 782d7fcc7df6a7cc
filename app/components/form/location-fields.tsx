import { useTranslation } from "~/i18n/translation";
import type { TerritoryOption } from "~/lib/territories.server";
import { SelectField, TextField } from "./field";
import type { FieldState } from "./form-state";

type LocationFieldStates = Record<"address" | "zipCode" | "city" | "countryAlpha2", FieldState>;

/**
 * The address inputs of a form whose schema spreads `locationFields`; labels are the translation keys
 * `{labels}.address`, `.zipCode`, `.city`, `.country` and `.noCountry`.
 */
export function LocationFields({
  fields,
  countries,
  labels,
}: {
  fields: LocationFieldStates;
  countries: TerritoryOption[];
  labels: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField field={fields.address} label={t(`${labels}.address`)} autoComplete="street-address" />
      <div className="grid grid-cols-3 gap-4">
        <TextField field={fields.zipCode} label={t(`${labels}.zipCode`)} autoComplete="postal-code" />
        <div className="col-span-2">
          <TextField field={fields.city} label={t(`${labels}.city`)} autoComplete="address-level2" />
        </div>
      </div>
      <SelectField field={fields.countryAlpha2} label={t(`${labels}.country`)}>
        <option value="">{t(`${labels}.noCountry`)}</option>
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
