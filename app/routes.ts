import { index, layout, prefix, route, type RouteConfig } from "@remix-run/route-config";

/** The sitemap: every address of the product and the module that serves it. */
export default [
  index("routes/home.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("unauthorized", "routes/unauthorized.tsx"),
  route("about", "routes/about.tsx"),
  route("logout", "routes/logout.tsx"),

  layout("routes/app/layout.tsx", [
    route("dashboard", "routes/app/dashboard.tsx"),

    ...prefix("admin", [
      layout("routes/admin/layout.tsx", [
        index("routes/admin/index.tsx"),
        route("*", "routes/not-found.tsx", { id: "admin-not-found" }),
      ]),
    ]),
  ]),

  // Sections whose own address leads to their first page.
  route("organization", "routes/app/section-redirect.tsx", { id: "organization-landing" }),
  route("monitoring", "routes/app/section-redirect.tsx", { id: "monitoring-landing" }),
  route("chemicals", "routes/app/section-redirect.tsx", { id: "chemicals-landing" }),

  ...prefix("resources", [
    route("language", "routes/resources/language.tsx"),
    route("organization", "routes/resources/organization.tsx"),
    route("errors", "routes/resources/client-errors.tsx"),
  ]),
  route("assets/i18n/:file", "routes/resources/translations.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
