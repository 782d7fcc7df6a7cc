import { redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { successSchema, type Operation, type ResultOf } from "../../server/api/contracts/operation";
import { camelCase } from "../../server/domain/wire-casing";
import type { SortOrder } from "~/api/wire";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import type { RouteId } from "~/auth/route-access";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { departmentOptions } from "~/lib/department-options.server";
import { chosenIds, lastPageAddress, parseListQuery } from "~/lib/list-query";
import type { Filter } from "./filters";

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
  list: List;
  sortable: readonly Field[];
  defaultSort: SortOrder<NoInfer<Field>>;
  /** The CSV's columns, where the fields of the list's rows are not them (nested, or shown otherwise). */
  csv?: CsvColumn<RowOf<NoInfer<List>>>[];
  /** Query values the register always sends, by their API names (a shared list narrowed): no filters. */
  fixed?: Record<string, string | number | boolean>;
};

type Translate = ReturnType<typeof fixedT>;
type Cell = string | number | null;

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

/** The list's filters: the operation's query fields but paging, each read from the address by its own schema. */
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
    // A yes or no that is no unless asked (`deleted`): a box to tick.
    if (inner instanceof z.ZodEnum && String(initial) === "false" && isYesOrNo(inner.options))
      filters.push({ name, kind: "flag", value: shown });
    else if (inner instanceof z.ZodEnum)
      filters.push({
        name,
        kind: "choice",
        value: shown,
        options: inner.options as string[],
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

async function pageOf(
  register: Register<string, Operation>,
  request: Request,
  context: AppLoadContext,
  routeId: RouteId,
) {
  const member = await requireRouteAccess(request, context, routeId);
  const url = new URL(request.url);
  const query = parseListQuery(url, register);
  const { values, filters } = readFilters(register, url);
  const organizationId = "organizationId" in member ? member.organizationId : null;
  const params = register.list.path.includes("{org}") ? { org: organizationId } : undefined;
  const call = (page: number, size: number) =>
    member.api.call(register.list, {
      params,
      query: { page, size, sort: query.sort, ...fixedQuery(register), ...values },
    } as never) as unknown as Promise<{
      totalElements: number;
      content: Record<string, unknown>[];
    }>;
  return { member, url, query, values, filters, organizationId, call };
}

/** What a register's list page shows: a page of rows as the API answers them, the filters, the paging. */
export async function loadRegister<List extends Operation>(
  register: Register<string, List>,
  request: Request,
  context: AppLoadContext,
) {
  const { member, url, query, values, filters, organizationId, call } = await pageOf(
    register,
    request,
    context,
    register.routeId,
  );
  const chosenDepartment = typeof values.departmentId === "number" ? values.departmentId : undefined;
  const [page, departments] = await Promise.all([
    call(query.page - 1, query.size),
    filters.some((filter) => filter.kind === "department") && organizationId !== null
      ? departmentOptions(member.api, organizationId, chosenDepartment)
      : [],
  ]);
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(member.language)(`${register.section}.title`),
    rows: page.content as RowOf<List>[],
    total: page.totalElements,
    query,
    filters,
    departments,
    canEdit: member.canEdit,
  };
}

/**
 * A register's CSV: every row the list's address filters and sorts (only those chosen, if any), each
 * field of the answer a column under its label, as the form shows it (dates as yyyy-mm-dd, a record by
 * its name).
 */
export async function registerCsv(register: Register, request: Request, context: AppLoadContext) {
  const exportRoute = register.routeId.replace(/\/list$/, "/export") as RouteId;
  const { member, url, call } = await pageOf(register, request, context, exportRoute);
  const chosen = chosenIds(url);
  const listed = await allPages((page) => call(page, EXPORT_PAGE));
  const rows = chosen ? listed.filter((row) => chosen.has(Number(row.id))) : listed;
  const t = fixedT(member.language);
  const columns: CsvColumn<Record<string, unknown>>[] =
    (register.csv as CsvColumn<Record<string, unknown>>[] | undefined) ??
    answeredFields(register.list)
      .filter((name) => name !== "id" && name !== "lastModifiedDate")
      .map((name) => ({ label: () => t(`${register.section}.${name}`), cell: (row) => cell(row[name]) }));
  return csvResponse(
    `${register.path.split("/").pop()}.csv`,
    [columns.map((column) => column.label(t)), ...rows.map((row) => columns.map((column) => column.cell(row, t)))],
    member.language,
  );
}

/** The fields of a list's rows, in the order its answer declares them. */
function answeredFields(list: Operation): string[] {
  const page = successSchema(list);
  const content = page instanceof z.ZodObject ? (page.shape as Record<string, z.ZodType>).content : undefined;
  const row = content instanceof z.ZodArray ? unwrapped(content.element as z.ZodType) : undefined;
  if (!(row instanceof z.ZodObject)) throw new Error(`${list.path} answers no list of records`);
  return Object.keys(row.shape).map(camelCase);
}

function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") return "name" in value ? String(value.name) : null;
  return typeof value === "number" ? value : String(value);
}
