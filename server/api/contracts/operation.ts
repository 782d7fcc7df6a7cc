import { createRoute, type RouteConfig, type z } from "@hono/zod-openapi";
import type { Feature } from "../../domain/features";
import type { OrganizationScope, SystemPermission } from "../../domain/permissions";
import type { FromWire, KeysToCamel } from "../../domain/wire-casing";

/**
 * Who may call an operation, declared with the operation itself: the API derives its middleware from
 * it, the OpenAPI document carries it as `x-access`, and the authorization matrix test checks it.
 */
export type Access =
  | { kind: "public" }
  | { kind: "user" }
  | { kind: "system"; permission: SystemPermission }
  | { kind: "organization"; scope: OrganizationScope; feature?: Feature; permission?: "REPORT_EVENT" };

export const publicAccess = { kind: "public" } as const satisfies Access;
export const anyUser = { kind: "user" } as const satisfies Access;
export const system = (permission: SystemPermission) => ({ kind: "system", permission }) as const satisfies Access;
export const inOrganization = (scope: OrganizationScope, feature?: Feature) =>
  ({ kind: "organization", scope, ...(feature ? { feature } : {}) }) as const satisfies Access;
/** Reporting an event: READ at least, and EDIT unless the company lets every member report. */
export const eventReporters = {
  ...inOrganization("READ", "event-handling"),
  permission: "REPORT_EVENT",
} as const satisfies Access;

export type Operation = RouteConfig & { access: Access; "x-access": Access };

/**
 * One operation of the API: its path, method, request and response schemas, and access. A contract
 * module holds a resource's operations and imports no services or database code, so the app's API
 * client can take its argument and result types from the same declaration.
 */
export function defineOperation<const R extends Omit<RouteConfig, "middleware">>(
  access: Access,
  route: R,
): R & { access: Access; "x-access": Access } {
  return { ...createRoute(route), access, "x-access": access } as R & { access: Access; "x-access": Access };
}

/** Date-only fields may be given as Dates; the client writes them as `yyyy-mm-dd`. */
type AcceptDates<T> = T extends `${number}-${number}-${number}`
  ? T | Date
  : T extends readonly (infer Item)[]
    ? AcceptDates<Item>[]
    : T extends object
      ? { [K in keyof T]: AcceptDates<T[K]> }
      : T;

type RequestPart<R, Part extends string> = R extends { request?: infer Request }
  ? Request extends Record<Part, infer Schema>
    ? Schema
    : never
  : never;

type JsonBodySchema<R> = [RequestPart<R, "body">] extends [never]
  ? never
  : RequestPart<R, "body"> extends { content: { "application/json": { schema: infer Schema } } }
    ? Schema
    : never;

type SuccessSchema<R> = R extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201
        ? Responses[Status] extends { content: { "application/json": { schema: infer Schema } } }
          ? Schema
          : never
        : never;
    }[keyof Responses]
  : never;

type Output<S> = S extends z.ZodType ? z.output<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What the app passes for an operation: path parameters, query (camelCase) and JSON body (camelCase). */
export type ParamsOf<R> = Output<RequestPart<R, "params">>;
export type QueryOf<R> = Partial<KeysToCamel<Output<RequestPart<R, "query">>>>;
export type BodyOf<R> = AcceptDates<KeysToCamel<Input<JsonBodySchema<R>>>>;
/** What the app receives: the success response in camelCase, date-only fields as Dates. */
export type ResultOf<R> = [SuccessSchema<R>] extends [never] ? void : FromWire<Output<SuccessSchema<R>>>;
/** A handler's input body in camelCase, as the services take it (date-only fields stay `yyyy-mm-dd`). */
export type ServiceInput<R> = KeysToCamel<Output<JsonBodySchema<R>>>;

export type CallArgs<R> = ([ParamsOf<R>] extends [never] ? { params?: undefined } : { params: ParamsOf<R> }) &
  ([QueryOf<R>] extends [never] ? { query?: undefined } : { query?: QueryOf<R> }) &
  ([JsonBodySchema<R>] extends [never] ? { body?: undefined } : { body: BodyOf<R> });

/** `/organizations/{org}/files/{id}` with the given parameters. */
export function operationPath(path: string, params: Record<string, unknown> = {}) {
  return path.replace(/{(\w+)}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The schema of an operation's JSON success answer, if it has one. */
export function successSchema(operation: RouteConfig): z.ZodType | null {
  for (const status of [200, 201] as const) {
    const content = (operation.responses[status] as { content?: Record<string, { schema?: unknown }> } | undefined)
      ?.content?.["application/json"];
    if (content?.schema) return content.schema as z.ZodType;
  }
  return null;
}
