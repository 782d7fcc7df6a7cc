import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ComponentProps, InputHTMLAttributes, ReactNode } from "react";
import { ChoiceList } from "~/components/form/choice-list";
import { DepartmentOptions } from "~/components/form/department-options";
import { FieldErrors, FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState, type FieldState } from "~/components/form/form-state";
import { DetailList } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { formValues } from "~/lib/form-values";
import type { Choice, FieldRule, FormRules } from "./form-rules";
import { stepText, wordOf } from "./step-words";

/** `departmentId` is labelled, and shown, as its record: `department`; `topicIds` as its records: `topics`. */
const recordName = (name: string) => name.replace(/Id$/, "").replace(/Ids$/, "s");
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Texts by convention under the register's section: `<section>.<field>`, `<section>.hints.<field>`;
 * a choice's (and a flag's: `true`, `false`) under `<section>.<field>Options`.
 */
function useFieldTexts(section: string) {
  const { t, has } = useTranslation();
  return {
    label: (name: string) => t(`${section}.${recordName(name)}`),
    hint: (name: string) => (has(`${section}.hints.${name}`) ? t(`${section}.hints.${name}`) : undefined),
    none: (name: string) => t(`${section}.no${capitalized(recordName(name))}`),
    choose: (name: string) => t(`${section}.choose${capitalized(recordName(name))}`),
    choice: (name: string, option: string) => t(`${section}.${recordName(name)}Options.${option}`),
  };
}

type Stamped = { lastModifiedDate: unknown };
type FieldInput = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  type?: ComponentProps<typeof TextField>["type"];
};

/**
 * A register's form, drawn from the rules the API's input schema gives (`recordForm`): each field in
 * the order named, required and as long as the API takes; a `departmentId` offers the departments
 * given, a code or ids field the `choices` given. A required choice without an `initial` value starts
 * empty (`<section>.choose<Field>`). The page header's save button submits it; an edit sends the
 * record's version back.
 */
export function RecordForm<Name extends string>({
  id,
  section,
  names: shown,
  rules,
  record,
  departments,
  choices,
  initial,
  inputs,
  stepWords,
  hidden,
  lastResult,
}: {
  id: string;
  /** The translation section of the register's texts. */
  section: string;
  /** The fields shown, in this order; all the rules give, in theirs (the API's), by default. */
  names?: readonly Name[];
  rules: FormRules<Name>;
  record?: Partial<Record<string, unknown>> & Stamped;
  /** The choices of a `departmentId` field. */
  departments?: { id: number; name: string; depth: number }[];
  /** What a `code`, `id` or `ids` field offers, by its name. */
  choices?: Partial<Record<Name, Choice[]>>;
  /** A new record's first values, by field name. */
  initial?: Partial<Record<Name, string>>;
  /** More attributes of a field's input (its `type`, `autoComplete`, `lang`…), by field name. */
  inputs?: Partial<Record<Name, FieldInput>>;
  /** A step field's words, lowest step first, where they are not the section's (a holding's own scale). */
  stepWords?: Partial<Record<Name, readonly string[]>>;
  /** Values the form sends without showing them (the suggestion a new record is taken from). */
  hidden?: Record<string, string>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const texts = useFieldTexts(section);
  const names = shown ?? (Object.keys(rules) as Name[]);
  const [form, fields] = formState<Record<Name, unknown>>({
    id,
    lastResult,
    defaultValue: record
      ? (recordValues(names, rules, record) as Partial<Record<Name, unknown>>)
      : { ...defaultChoices(rules), ...initial },
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {record ? <input type="hidden" name="lastModifiedDate" value={String(record.lastModifiedDate)} /> : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        {names.map((name) => (
          <RuleField
            key={name}
            field={fields[name]}
            rule={rules[name]}
            label={texts.label(name)}
            hint={texts.hint(name)}
            none={emptyOption(
              rules[name],
              initial?.[name] !== undefined || (rules[name].kind === "choice" && rules[name].initial !== undefined),
              () => texts.choose(name),
              () => texts.none(name),
            )}
            choice={(option) => wordOf(stepWords?.[name], option) ?? texts.choice(name, option)}
            choices={choices?.[name]}
            input={inputs?.[name]}
          >
            {name === "departmentId" && departments ? <DepartmentOptions departments={departments} /> : null}
          </RuleField>
        ))}
      </div>
    </Form>
  );
}

/** What a new record's choices start at, where the API has a default. */
function defaultChoices(rules: FormRules): Record<string, string> {
  return Object.fromEntries(
    Object.entries(rules).flatMap(([name, rule]) =>
      rule.kind === "choice" && rule.initial !== undefined ? [[name, rule.initial]] : [],
    ),
  );
}

/** A step's own word ("" for a step without one), or undefined where the section's words apply. */
/** A select's empty option: "none" when the field may be empty, "choose" when it is required and has no first value. */
function emptyOption(rule: FieldRule, given: boolean, choose: () => string, none: () => string) {
  if (rule.kind !== "id" && rule.kind !== "choice" && rule.kind !== "code" && rule.kind !== "step") return null;
  if (!rule.required) return none();
  return given ? null : choose();
}

function RuleField(props: {
  field: FieldState;
  rule: FieldRule;
  label: string;
  hint?: string;
  /** The empty option's words; none, none offered. */
  none: string | null;
  choice: (option: string) => string;
  choices?: Choice[];
  input?: FieldInput;
  children?: ReactNode;
}) {
  const { field, rule, label, hint, choices = [] } = props;
  switch (rule.kind) {
    case "text":
      return (
        <TextField
          field={field}
          label={label}
          hint={hint}
          required={rule.required}
          maxLength={rule.maxLength}
          type={rule.format}
          {...props.input}
        />
      );
    case "longText":
      return (
        <div className="md:col-span-2">
          <TextAreaField field={field} label={label} hint={hint} rows={5} />
        </div>
      );
    case "flag":
      return (
        <div className="flex items-start gap-2 text-sm md:col-span-2">
          <input
            id={field.id}
            type="checkbox"
            name={field.name}
            defaultChecked={field.initialValue === "on"}
            aria-describedby={hint ? field.descriptionId : undefined}
            aria-invalid={field.errors?.length ? true : undefined}
            className="mt-1"
          />
          <div>
            <label htmlFor={field.id} className="font-medium text-slate-800">
              {label}
            </label>
            {hint ? (
              <p id={field.descriptionId} className="text-slate-600">
                {hint}
              </p>
            ) : null}
            {/* A rule over several flags (choose one at least) is refused on the first of them. */}
            <FieldErrors id={field.errorId} errors={field.errors} />
          </div>
        </div>
      );
    case "number":
      return (
        <TextField
          field={field}
          label={label}
          hint={hint}
          required={rule.required}
          inputMode={rule.whole ? "numeric" : "decimal"}
          min={rule.min}
          max={rule.max}
          {...props.input}
        />
      );
    case "date":
      return <TextField field={field} label={label} hint={hint} required={rule.required} type="date" />;
    case "step":
      return (
        <SelectField field={field} label={label} hint={hint} required={rule.required}>
          {props.none === null ? null : <option value="">{props.none}</option>}
          {Array.from({ length: rule.max - rule.min + 1 }, (_, index) => String(rule.min + index)).map((step) => (
            <option key={step} value={step}>
              {stepText(step, props.choice(step))}
            </option>
          ))}
        </SelectField>
      );
    case "id":
    case "choice":
    case "code":
      return (
        <SelectField field={field} label={label} hint={hint} required={rule.required}>
          {props.none === null ? null : <option value="">{props.none}</option>}
          {rule.kind === "choice"
            ? rule.options.map((option) => (
                <option key={option} value={option}>
                  {props.choice(option)}
                </option>
              ))
            : choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
          {props.children}
        </SelectField>
      );
    case "ids":
      return (
        <ChoiceList
          field={field}
          legend={label}
          choices={choices.map((choice) => ({ id: choice.value, name: choice.label }))}
          className="md:col-span-2"
        />
      );
  }
}

/**
 * A record's values as its form names them: an id field's from the record it names (`department:
 * { id, name }` for `departmentId`), an ids field's from its records (`topics` for `topicIds`).
 */
function recordValues(names: readonly string[], rules: FormRules, record: Partial<Record<string, unknown>>) {
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const named = record[recordName(name)];
    if (rules[name]?.kind === "flag") values[name] = record[name] ? "on" : "";
    else if (rules[name]?.kind === "ids")
      values[name] = Array.isArray(named) ? named.map((item: { id: unknown }) => String(item.id)) : [];
    else if (name !== recordName(name) && named && typeof named === "object" && "id" in named)
      values[name] = formValues([name], { [name]: named.id })[name];
    else values[name] = formValues([name], record)[name];
  }
  return values;
}

/** A record's fields as the register's form names them, read-only: dates in the reader's way, records by name. */
export function RecordFacts({
  section,
  names,
  record,
  stepWords,
}: {
  section: string;
  names: readonly string[];
  record: Partial<Record<string, unknown>>;
  /** A step field's words, lowest step first, where they are not the section's (a holding's own scale). */
  stepWords?: Partial<Record<string, readonly string[]>>;
}) {
  const { i18n, has } = useTranslation();
  const texts = useFieldTexts(section);
  // A choice's value (a kind, a status) in words, where the section has words for it.
  const isChoice = (name: string, value: unknown) =>
    typeof value === "boolean" || (typeof value === "string" && has(`${section}.${recordName(name)}Options.${value}`));
  return (
    <DetailList
      items={names.map((name) => {
        const value = record[recordName(name)];
        const own = typeof value === "number" ? wordOf(stepWords?.[name], value) : undefined;
        const fact =
          own !== undefined
            ? stepText(value as number, own)
            : isChoice(name, value)
              ? texts.choice(name, String(value))
              : // A step of a scale with its words: "4 · Likely".
                typeof value === "number" && has(`${section}.${recordName(name)}Options.${value}`)
                ? stepText(value, texts.choice(name, String(value)))
                : factOf(value, i18n.language);
        return { label: texts.label(name), value: fact };
      })}
    />
  );
}

function factOf(value: unknown, language: string): ReactNode {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return formatDate(value, language);
  if (typeof value === "object" && "name" in value) return String(value.name);
  return String(value);
}
