import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { DEFAULT_SDS_REVIEW_YEARS } from "../../../../server/domain/chemical-enumerations";
import { DEFAULT_ESCALATION_DAYS, DEFAULT_REMINDER_DAYS } from "../../../../server/domain/notifications";
import { ISO_STANDARDS } from "../../../../server/domain/standards";
import { ChoiceList } from "~/components/form/choice-list";
import { FieldErrors, FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState, type FieldState } from "~/components/form/form-state";
import { LocationFields } from "~/components/form/location-fields";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { formValues } from "~/lib/form-values";
import type { TerritoryOption } from "~/lib/territories.server";
import { CompanyRuleFields } from "./company-rule-fields";
import { NACE_SEARCH_INTENT } from "./paths";

const TEXT_FIELDS = [
  "name",
  "registrationNumber",
  "email",
  "phone",
  "address",
  "zipCode",
  "city",
  "countryAlpha2",
  "naceCode",
] as const;

type Organization = Partial<Record<(typeof TEXT_FIELDS)[number], string | null>> & {
  isoStandards?: string[];
  sdsReviewYears?: number;
  membersReportEvents?: boolean;
  requireTwoFactor?: boolean;
  reminderDays?: number[];
  escalationDays?: number | null;
  parentId?: number | null;
  lastModifiedDate?: string;
};

type Values = Record<
  | (typeof TEXT_FIELDS)[number]
  | "parentId"
  | "sdsReviewYears"
  | "membersReportEvents"
  | "requireTwoFactor"
  | "reminderDays"
  | "escalationDays",
  string
> & {
  isoStandards: string[];
};

export type NaceOption = { code: string; title: string };
/** What a search found, and the activity checked when it was sent (perhaps from an earlier search). */
export type NaceSearch = { search: string; total: number; results: NaceOption[]; chosen: NaceOption | null };
export type ParentChoice = { id: number; name: string; depth: number };

/**
 * An organization's details: a company's (registration number, activity, ISO standards) or a
 * department's (name, contact and address). With `parents`, the form also moves it.
 */
export function OrganizationForm({
  id,
  kind,
  organization,
  lastResult,
  countries,
  currentNace,
  naceSearch,
  parents,
  twoFactorRule = false,
}: {
  id: string;
  kind: "company" | "department";
  organization?: Organization;
  lastResult: SubmissionResult<string[]> | undefined;
  countries: TerritoryOption[];
  currentNace?: NaceOption | null;
  naceSearch?: NaceSearch;
  parents?: ParentChoice[];
  /** Whether the form offers to require a second factor: on the company's own edit form only. */
  twoFactorRule?: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({
    id,
    lastResult,
    defaultValue: organization
      ? {
          ...formValues(TEXT_FIELDS, organization),
          isoStandards: organization.isoStandards ?? [],
          sdsReviewYears: String(organization.sdsReviewYears ?? DEFAULT_SDS_REVIEW_YEARS),
          parentId: String(organization.parentId ?? ""),
          membersReportEvents: organization.membersReportEvents ? "on" : "",
          requireTwoFactor: organization.requireTwoFactor ? "on" : "",
          reminderDays: (organization.reminderDays ?? DEFAULT_REMINDER_DAYS).join(", "),
          escalationDays:
            organization.escalationDays === null ? "" : String(organization.escalationDays ?? DEFAULT_ESCALATION_DAYS),
        }
      : {
          countryAlpha2: "DK",
          sdsReviewYears: String(DEFAULT_SDS_REVIEW_YEARS),
          reminderDays: DEFAULT_REMINDER_DAYS.join(", "),
          escalationDays: String(DEFAULT_ESCALATION_DAYS),
        },
  });
  return (
    <Form method="post" className="card space-y-6" {...form.props}>
      {organization?.lastModifiedDate ? (
        <input type="hidden" name="lastModifiedDate" value={organization.lastModifiedDate} />
      ) : null}
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.name} label={t("manageOrganization.name")} required maxLength={200} />
        {kind === "company" ? (
          <TextField
            field={fields.registrationNumber}
            label={t("manageOrganization.registrationNumber")}
            hint={t("manageOrganization.registrationNumberHint")}
          />
        ) : null}
        <TextField field={fields.email} label={t("manageOrganization.email")} type="email" />
        <TextField field={fields.phone} label={t("manageOrganization.phone")} type="tel" />
        <LocationFields fields={fields} countries={countries} labels="manageOrganization" />
        {parents ? (
          <SelectField
            field={fields.parentId}
            label={t("manageOrganization.parent")}
            hint={t("manageOrganization.parentHint")}
          >
            {parents.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {`${"\u00a0\u00a0".repeat(parent.depth)}${parent.name}`}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {kind === "company" ? (
        <>
          <NacePicker field={fields.naceCode} current={currentNace ?? null} search={naceSearch} />
          <ChoiceList
            field={fields.isoStandards}
            legend={t("manageOrganization.isoStandards")}
            choices={ISO_STANDARDS.map((code) => ({ id: code, name: t(`standards.${code}`) }))}
            empty=""
          />
          <CompanyRuleFields fields={fields} requireTwoFactor={twoFactorRule ? fields.requireTwoFactor : undefined} />
        </>
      ) : null}
      <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
    </Form>
  );
}

/**
 * The activity, NACE Rev. 2: the one chosen stays checked; a search posts the form back with what was
 * typed and the activities found, which are chosen like the rest, without script.
 */
function NacePicker({
  field,
  current,
  search,
}: {
  field: FieldState;
  current: NaceOption | null;
  search?: NaceSearch;
}) {
  const { t } = useTranslation();
  const chosen = String(field.initialValue ?? "");
  const options = [current, search?.chosen, ...(search?.results ?? [])].filter(
    (option, index, all): option is NaceOption =>
      Boolean(option) && all.findIndex((other) => other?.code === option!.code) === index,
  );
  return (
    <fieldset aria-describedby="nace-hint">
      <legend className="text-sm font-medium text-slate-800">{t("manageOrganization.nace")}</legend>
      <p id="nace-hint" className="text-xs text-slate-600">
        {t("manageOrganization.naceHint")}
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="block min-w-0 flex-1 text-sm sm:max-w-sm">
          <span className="sr-only">{t("manageOrganization.naceSearch")}</span>
          <input
            type="search"
            name="naceSearch"
            defaultValue={search?.search ?? ""}
            maxLength={100}
            placeholder={t("manageOrganization.naceSearchPlaceholder")}
            className="input w-full"
          />
        </label>
        <button type="submit" name="intent" value={NACE_SEARCH_INTENT} className="button-secondary">
          {t("manageOrganization.naceSearchButton")}
        </button>
      </div>
      {search ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {search.results.length
            ? t("manageOrganization.naceFound", { count: search.total })
            : t("manageOrganization.naceNone", { search: search.search })}
          {search.total > search.results.length
            ? ` ${t("manageOrganization.naceMore", { shown: search.results.length })}`
            : null}
        </p>
      ) : null}
      <div className="mt-2 max-h-80 space-y-1 overflow-y-auto">
        {options.map((option) => (
          <label key={option.code} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={field.name}
              value={option.code}
              defaultChecked={chosen === option.code}
              className="mt-1"
            />
            <span>
              <span className="font-mono">{option.code}</span> {option.title}
            </span>
          </label>
        ))}
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name={field.name} value="" defaultChecked={!chosen} className="mt-1" />
          <span>{t("manageOrganization.naceNoneChosen")}</span>
        </label>
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
      <p className="mt-2 text-xs text-slate-600">{t("manageOrganization.naceSource")}</p>
    </fieldset>
  );
}
