import { redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { successSchema, type Operation, type ResultOf } from "../../server/api/contracts/operation";
import { camelCase } from "../../server/domain/wire-casing";
import type { ApiClient } from "~/api/client.server";
import type { SortOrder } from "~/api/wire";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import type { RouteId } from "~/auth/route-access";
import type { Language } from "~/i18n/config";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { departmentOptions } from "~/lib/department-options.server";
import { chosenIds, lastPageAddress, parseListQuery, type ListQuery } from "~/lib/list-query";
import type { Filter } from "./filters";
import type { Choice } from "./form-rules";

type Cell = string | number | null;

/**
 * A register as the kit serves it: its list operation (whose query schema gives the filters), the
 * sort fields that operation takes, and the translation section of its texts. The list page and the
 * CSV export read the same address the same way; the CSV is named as the list's address ends.
 */
export type Register<Field extends string = string, List extends Operation = Operation> = {
  /** The list's address; its export answers at `<path>/export`. */
  path: string;
  /** The list's route id; the export's is the same with `export` for `list`. */
  routeId: RouteId;
  section: string;
  /** The section of its fields' and filters' texts, if not `section` (shared with another register). */
  fields?: string;
  list: List;
  sortable: readonly Field[];
  /** None: the list keeps the API's own order (the List of Waste, in code order) and sorts by nothing. */
  defaultSort: SortOrder<NoInfer<Field>> | null;
  /** The choices of a filter the API takes as an id or a code (`topic_id`, `territory`), by its name. */
  choices?: Record<
    string,
    (reader: { api: ApiClient; language: Language; organizationId: number | null }) => Promise<Choice[]> | Choice[]
  >;
  /** The CSV's file name, its columns (the answer's fields but id and stamp, by default) and their cells. */
  csv?: {
    file?: string;
    columns?: readonly string[];
    cells?: Record<string, (value: never, language: Language) => Cell>;
  };
  /** The CSV's columns in full, where the fields of the list's rows are not them (nested, or shown otherwise). */
  csvColumns?: CsvColumn<RowOf<NoInfer<List>>>[];
  /** Query values the register always sends, by their API names (a shared list narrowed): no filters. */
  fixed?: Record<string, string | number | boolean>;
};

type Translate = ReturnType<typeof fixedT>;

/** A column of a register's CSV: its heading and its cell, in the reader's language. */
export type CsvColumn<Row> = { label: (t: Translate) => string; cell: (row: Row, t: Translate) => Cell };

export const defineRegister = <Field extends string, List extends Operation>(register: Register<Field, List>) =>
  register;

type RowOf<List> = ResultOf<List> extends { content: (infer Row)[] } ? Row : never;

const PAGING = new Set(["page", "size", "sort"]);

/** A field's own type: without its default, optionality, nullability, or what it is read into. */
function unwrapped(field: z.ZodType): z.ZodType {
  let inner = field;
  for (;;) {
    if (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
      inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else return inner;
  }
}

const isYesOrNo = (options: readonly unknown[]) =>
  options.length === 2 && options.includes("true") && options.includes("false");

/**
 * The list's filters: the operation's query fields but paging, each read from the address by its own
 * schema; one the register offers choices for is a choice of those (`options`, filled in by `pageOf`).
 */
function readFilters(register: Register, url: URL) {
  const query = (register.list.request as { query?: unknown })?.query;
  if (!(query instanceof z.ZodObject)) throw new Error(`${register.list.path} has no query to filter by`);
  const filters: Filter[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(query.shape as Record<string, z.ZodType>)) {
    if (PAGING.has(name) || (register.fixed && name in register.fixed)) continue;
    const given = url.searchParams.get(name)?.trim() || undefined;
    const read = field.safeParse(given);
    const value = read.success ? read.data : field.safeParse(undefined).data;
    const initial = field.safeParse(undefined).data;
    values[camelCase(name)] = value;
    const inner = unwrapped(field);
    const shown = value === undefined ? "" : String(value);
    if (register.choices?.[name]) filters.push({ name, kind: "options", value: shown, options: [] });
    // A yes or no that is no unless asked (`deleted`): a box to tick.
    else if (inner instanceof z.ZodEnum && String(initial) === "false" && isYesOrNo(inner.options))
      filters.push({ name, kind: "flag", value: shown });
    else if (inner instanceof z.ZodEnum)
      filters.push({
        name,
        kind: "choice",
        value: shown,
        // Without a default, the choice starts at all of them: the empty option.
        options: [...(initial === undefined ? [""] : []), ...(inner.options as string[])],
        initial: initial === undefined ? "" : String(initial),
      });
    else if (name.endsWith("_id")) filters.push({ name, kind: "department", value: shown });
    else if (inner instanceof z.ZodString)
      filters.push({
        name,
        kind: name === "q" || name === "search" ? "search" : "text",
        value: shown,
        maxLength: inner.maxLength ?? 200,
      });
    else throw new Error(`the register kit has no filter for ${name}`);
  }
  return { values, filters };
}

const fixedQuery = (register: Register) =>
  Object.fromEntries(Object.entries(register.fixed ?? {}).map(([name, value]) => [camelCase(name), value]));

function listQuery(register: Register<string, Operation>, url: URL): ListQuery {
  const { defaultSort, sortable } = register;
  if (defaultSort) return parseListQuery(url, { sortable, defaultSort });
  return { ...parseListQuery(url, { sortable: [""], defaultSort: { field: "", direction: "asc" } }), sort: [] };
}

async function pageOf(
  register: Register<string, Operation>,
  request: Request,
  context: AppLoadContext,
  routeId: RouteId,
) {
  const member = await requireRouteAccess(request, context, routeId);
  const url = new URL(request.url);
  const query = listQuery(register, url);
  const { values, filters } = readFilters(register, url);
  const organizationId = "organizationId" in member ? member.organizationId : null;
  const offered = (filter: Filter) =>
    filter.kind === "options"
      ? Promise.resolve(
          register.choices![filter.name]!({ api: member.api, language: member.language, organizationId }),
        ).then((options) => ({ ...filter, options }))
      : filter;
  const params = register.list.path.includes("{org}") ? { org: organizationId } : undefined;
  const call = (page: number, size: number) =>
    member.api.call(register.list, {
      params,
      query: { page, size, ...(query.sort.length ? { sort: query.sort } : {}), ...fixedQuery(register), ...values },
    } as never) as unknown as Promise<{
      totalElements: number;
      content: Record<string, unknown>[];
    }>;
  return { member, url, query, values, filters, organizationId, call, offered };
}

/** What a register's list page shows: a page of rows as the API answers them, the filters, the paging. */
export async function loadRegister<List extends Operation>(
  register: Register<string, List>,
  request: Request,
  context: AppLoadContext,
) {
  const { member, url, query, values, filters, organizationId, call, offered } = await pageOf(
    register,
    request,
    context,
    register.routeId,
  );
  const chosenDepartment = typeof values.departmentId === "number" ? values.departmentId : undefined;
  const [page, departments, offeredFilters] = await Promise.all([
    call(query.page - 1, query.size),
    filters.some((filter) => filter.kind === "department") && organizationId !== null
      ? departmentOptions(member.api, organizationId, chosenDepartment)
      : [],
    Promise.all(filters.map(offered)),
  ]);
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(member.language)(`${register.section}.title`),
    rows: page.content as RowOf<List>[],
    total: page.totalElements,
    query,
    filters: offeredFilters,
    fieldSection: register.fields ?? register.section,
    departments,
    canEdit: member.canEdit,
    language: member.language,
    /** The active organization, where the user has one. */
    organizationId,
  };
}

/**
 * Every row the list's address filters and sorts, for a page of the register's own (a printable
 * register) under its route id; with the reader's grant.
 */
export async function allRegisterRows<List extends Operation>(
  register: Register<string, List>,
  request: Request,
  context: AppLoadContext,
  routeId: RouteId,
) {
  const { member, call } = await pageOf(register, request, context, routeId);
  const rows = (await allPages((page) => call(page, EXPORT_PAGE))) as RowOf<List>[];
  return { member, rows };
}

/**
 * A register's CSV: every row the list's address filters and sorts (only those chosen, if any), each
 * field of the answer a column under its label, as the form shows it (dates as yyyy-mm-dd, a choice by
 * its words, a record by its name, records by their names), or as the register's `csv` says.
 */
export async function registerCsv(register: Register, request: Request, context: AppLoadContext) {
  const exportRoute = register.routeId.replace(/\/list$/, "/export") as RouteId;
  const { member, url, call } = await pageOf(register, request, context, exportRoute);
  const chosen = chosenIds(url);
  const listed = await allPages((page) => call(page, EXPORT_PAGE));
  const rows = chosen ? listed.filter((row) => chosen.has(Number(row.id))) : listed;
  const language = member.language;
  const t = fixedT(language);
  const section = register.fields ?? register.section;
  const answered = answeredFields(register.list);
  const names =
    register.csv?.columns ?? [...answered.keys()].filter((name) => name !== "id" && name !== "lastModifiedDate");
  const cellOf = (name: string, value: unknown): Cell => {
    const format = register.csv?.cells?.[name] as ((value: unknown, language: Language) => Cell) | undefined;
    if (format) return value === null || value === undefined ? null : format(value, language);
    if (answered.get(name) instanceof z.ZodEnum && typeof value === "string")
      return t(`${section}.${name}Options.${value}`);
    return cell(value, language);
  };
  const columns: CsvColumn<Record<string, unknown>>[] =
    (register.csvColumns as CsvColumn<Record<string, unknown>>[] | undefined) ??
    names.map((name) => ({ label: () => t(`${section}.${name}`), cell: (row) => cellOf(name, row[name]) }));
  return csvResponse(
    register.csv?.file ?? `${register.path.split("/").pop()}.csv`,
    [columns.map((column) => column.label(t)), ...rows.map((row) => columns.map((column) => column.cell(row, t)))],
    language,
  );
}

/** The fields of a list's rows, in the order its answer declares them, with their schemas. */
function answeredFields(list: Operation): Map<string, z.ZodType> {
  const page = successSchema(list);
  const content = page instanceof z.ZodObject ? (page.shape as Record<string, z.ZodType>).content : undefined;
  const row = content instanceof z.ZodArray ? unwrapped(content.element as z.ZodType) : undefined;
  if (!(row instanceof z.ZodObject)) throw new Error(`${list.path} answers no list of records`);
  return new Map(
    Object.entries(row.shape as Record<string, z.ZodType>).map(([name, field]) => [camelCase(name), unwrapped(field)]),
  );
}

function cell(value: unknown, language: Language): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value))
    return value
      .map((item) => cell(item, language))
      .filter((item) => item !== null)
      .join(", ");
  if (typeof value === "object") {
    // A record by its name, or by its name in the reader's language (`nameEn`, `nameDa`).
    if ("name" in value) return String(value.name);
    const named = language === "da" ? "nameDa" : "nameEn";
    return named in value ? String((value as Record<string, unknown>)[named]) : null;
  }
  return typeof value === "number" ? value : String(value);
}
