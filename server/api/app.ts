import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { createAuthCaches } from "../services/auth-caches";
import { WebhookListeners } from "../services/webhook-listeners";
import { APP_VERSION } from "../version";
import { auditTrailRoutes } from "./audit-trail";
import { authenticationRoutes } from "./authentication";
import { API_BASE } from "./base";
import { describeApi } from "./openapi-document";
import { calendarFeedRoutes } from "./calendar-feeds";
import { fileRoutes } from "./files";
import { legislationRoutes } from "./legislations";
import { competenceRoutes } from "./competences";
import { memberRoutes } from "./members";
import { roleRoutes } from "./roles";
import { policyRoutes } from "./policies";
import { procedureRoutes } from "./procedures";
import { communicationRoutes } from "./communication";
import { procedureTemplateRoutes } from "./procedure-templates";
import { scopeRoutes } from "./scope";
import { stakeholderRoutes } from "./stakeholders";
import { controlBookRoutes } from "./control-book";
import { dashboardRoutes } from "./dashboard";
import { myTaskRoutes } from "./my-tasks";
import { emissionFactorRoutes } from "./emission-factors";
import { machineRoutes } from "./machines";
import { importRoutes } from "./imports";
import { riskRoundRoutes } from "./risk-rounds";
import { complianceEvaluationRoutes } from "./compliance-evaluations";
import { objectiveRoutes } from "./objectives";
import { riskRoutes } from "./risks";
import { aspectRoutes } from "./aspects";
import { internalAuditRoutes } from "./internal-audits";
import { managementReviewRoutes } from "./management-reviews";
import { workProcessRoutes } from "./work-processes";
import { chemicalAssociationRoutes } from "./chemical-associations";
import { sheetReadingRoutes } from "./sheet-readings";
import { wasteRoutes } from "./waste";
import { wasteTypeRoutes } from "./waste-types";
import { eventRoutes } from "./events";
import { actionRoutes } from "./actions";
import { metersRoutes } from "./meters";
import { organizationLegislationRoutes } from "./organization-legislations";
import { clientErrorRoutes } from "./client-errors";
import { serviceProblem } from "./service-errors";
import type { ApiDeps, ApiEnv } from "./env";
import { limitBody } from "./middleware/body-limit";
import { requestContext } from "./middleware/context";
import { apiTokenRoutes } from "./api-tokens";
import { twoFactorRoutes } from "./two-factor";
import { serviceAccountRoutes } from "./service-accounts";
import { singleSignOnRoutes } from "./single-sign-on";
import { webhookRoutes } from "./webhooks";
import { organizationAccess } from "./middleware/organization";
import { readCache } from "./middleware/read-cache";
import { sessionAuth } from "./middleware/session";
import { submissionKeys } from "./middleware/submission-keys";
import { webhookWake } from "./middleware/webhook-wake";
import { organizationRoutes } from "./organizations";
import { hazardRoutes } from "./hazards";
import { substanceRoutes } from "./substances";
import { chemicalRoutes } from "./chemicals";
import { ApiError, PROBLEM_TYPES, problemResponse, unstorableValueProblem } from "./problem";
import { referenceRoutes } from "./reference";
import { userRoutes } from "./user";
import { myWorkRoutes } from "./my-work";
import { notificationRoutes } from "./notifications";
import { searchRoutes } from "./search";

export { API_BASE };

const isUploadPath = (path: string) => /\/(files(\/\d+\/raw)?|safety-data-sheet-readings)$/.test(path);
const JSON_BODY_LIMIT = 1024 * 1024;

const problemForHttpException = (error: HTTPException) => {
  if (error.status === 415) {
    return new ApiError(415, PROBLEM_TYPES.unsupportedType, "Unsupported media type", error.message);
  }
  return new ApiError(400, PROBLEM_TYPES.malformed, "Bad request", error.message || "Malformed request");
};

/** The upstream API: a Hono app for /api/v1, usable in-process (`api.fetch`) or over HTTP. */
export function createApi(services: Omit<ApiDeps, "caches" | "webhookListeners">) {
  const deps: ApiDeps = {
    ...services,
    caches: createAuthCaches(services.db, services.config.authCacheMs),
    webhookListeners: new WebhookListeners(services.db),
  };
  const api = new OpenAPIHono<ApiEnv>().basePath(API_BASE);

  api.use("*", requestContext(deps));
  // File uploads are streamed and limited by MAX_UPLOAD_MB instead (server/api/uploads.ts).
  api.use("*", limitBody(JSON_BODY_LIMIT, isUploadPath));
  api.use("*", sessionAuth);
  api.use("/organizations/:org", organizationAccess);
  api.use("/organizations/:org/*", organizationAccess);
  api.use("*", readCache(deps.dataVersion));
  api.use("*", submissionKeys);
  api.use("*", webhookWake);

  api.route("/", authenticationRoutes);
  api.route("/", userRoutes);
  api.route("/", apiTokenRoutes);
  api.route("/", twoFactorRoutes);
  api.route("/", serviceAccountRoutes);
  api.route("/", singleSignOnRoutes);
  api.route("/", myWorkRoutes);
  api.route("/", notificationRoutes);
  api.route("/", searchRoutes);
  api.route("/", clientErrorRoutes());
  api.route("/", organizationRoutes);
  api.route("/", referenceRoutes);
  api.route("/", hazardRoutes);
  api.route("/", substanceRoutes);
  api.route("/", chemicalRoutes);
  api.route("/", fileRoutes);
  api.route("/", legislationRoutes);
  api.route("/", organizationLegislationRoutes);
  api.route("/", memberRoutes);
  api.route("/", competenceRoutes);
  api.route("/", roleRoutes);
  api.route("/", scopeRoutes);
  api.route("/", policyRoutes);
  api.route("/", procedureRoutes);
  api.route("/", communicationRoutes);
  api.route("/", stakeholderRoutes);
  api.route("/", machineRoutes);
  api.route("/", importRoutes);
  api.route("/", riskRoutes);
  api.route("/", riskRoundRoutes);
  api.route("/", complianceEvaluationRoutes);
  api.route("/", objectiveRoutes);
  api.route("/", aspectRoutes);
  api.route("/", internalAuditRoutes);
  api.route("/", managementReviewRoutes);
  api.route("/", workProcessRoutes);
  api.route("/", auditTrailRoutes);
  api.route("/", webhookRoutes);
  api.route("/", chemicalAssociationRoutes);
  api.route("/", sheetReadingRoutes);
  api.route("/", wasteRoutes);
  api.route("/", wasteTypeRoutes);
  api.route("/", eventRoutes);
  api.route("/", actionRoutes);
  api.route("/", metersRoutes);
  api.route("/", procedureTemplateRoutes);
  api.route("/", controlBookRoutes);
  api.route("/", emissionFactorRoutes);
  api.route("/", calendarFeedRoutes);
  api.route("/", dashboardRoutes);
  api.route("/", myTaskRoutes);

  let document: ReturnType<typeof describeApi> | undefined;
  api.get("/openapi.json", (c) =>
    c.json((document ??= describeApi(api, { title: "Compliance workbench API", version: APP_VERSION }, API_BASE))),
  );

  api.notFound((c) => problemResponse(c, new ApiError(404, PROBLEM_TYPES.notFound, "Not found", "No such path")));
  api.onError((error, c) => {
    if (error instanceof ApiError) return problemResponse(c, error);
    if (error instanceof HTTPException) return problemResponse(c, problemForHttpException(error));
    const domain = serviceProblem(error);
    if (domain) return problemResponse(c, domain);
    const unstorable = unstorableValueProblem(error);
    if (unstorable) {
      deps.logger.warn({ err: error, method: c.req.method, path: c.req.path }, "database refused a request value");
      return problemResponse(c, unstorable);
    }
    deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, "unhandled API error");
    return problemResponse(
      c,
      new ApiError(500, PROBLEM_TYPES.internal, "Internal server error", "Something went wrong on our side"),
    );
  });
  return api;
}

export type Api = ReturnType<typeof createApi>;
