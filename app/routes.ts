import { index, layout, prefix, route, type RouteConfig } from "@remix-run/route-config";

/** The sitemap: every address of the product and the module that serves it. */
export default [
  index("routes/home.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("unauthorized", "routes/unauthorized.tsx"),
  route("about", "routes/about.tsx"),
  route("leadership/policies/:publicId/public", "routes/leadership/policies/public.tsx"),
  route("leadership/policies/:publicId/logo", "routes/leadership/policies/public-logo.tsx"),
  route("operation/procedures/:publicId/public", "routes/operation/procedures/public.tsx"),
  route("operation/procedures/:publicId/logo", "routes/operation/procedures/public-logo.tsx"),
  route("logout", "routes/logout.tsx"),

  layout("routes/app/layout.tsx", [
    layout("routes/app/pages.tsx", [
      route("dashboard", "routes/app/dashboard.tsx"),
      route("organizations", "routes/app/organizations.tsx"),

      // Sections whose own address leads to their first screen, or says what is coming.
      route("organization", "routes/app/section.tsx", { id: "organization-landing" }),
      route("leadership", "routes/app/section.tsx", { id: "leadership-landing" }),
      route("operation", "routes/app/section.tsx", { id: "operation-landing" }),
      route("monitoring", "routes/app/section.tsx", { id: "monitoring-landing" }),
      route("chemicals", "routes/app/section.tsx", { id: "chemicals-landing" }),

      ...prefix("organization", [
        route("members-roles-and-competences", "routes/organization/members/overview.tsx"),
        route("members-roles-and-competences/export", "routes/organization/members/export.tsx"),
        route("members/new", "routes/organization/members/new.tsx"),
        route("members/:id", "routes/organization/members/detail.tsx"),
        route("members/:id/edit", "routes/organization/members/edit.tsx"),
        route("members/:id/competences/:competenceId", "routes/organization/members/acquisition.tsx"),
        route("competences/new", "routes/organization/competences/new.tsx"),
        route("competences/:id", "routes/organization/competences/detail.tsx"),
        route("competences/:id/edit", "routes/organization/competences/edit.tsx"),
        route("roles/new", "routes/organization/roles/new.tsx"),
        route("roles/:id/edit", "routes/organization/roles/edit.tsx"),
        route("scope", "routes/organization/scope/view.tsx"),
        route("scope/edit", "routes/organization/scope/edit.tsx"),
        route("scope/versions", "routes/organization/scope/versions.tsx"),
        route("stakeholders", "routes/organization/stakeholders/list.tsx"),
        route("stakeholders/export", "routes/organization/stakeholders/export.tsx"),
        route("stakeholders/:id", "routes/organization/stakeholders/detail.tsx"),
        route("stakeholders/:id/edit", "routes/organization/stakeholders/edit.tsx"),
        route("manage-organization", "routes/organization/manage-organization/tree.tsx"),
        route("manage-organization/:id/edit", "routes/organization/manage-organization/edit.tsx"),
        route("manage-organization/:parentId/:kind/new", "routes/organization/manage-organization/child-new.tsx"),
        route("manage-organization/:parentId/:kind/:id/edit", "routes/organization/manage-organization/child-edit.tsx"),
      ]),

      ...prefix("leadership", [
        route("policies", "routes/leadership/policies/list.tsx"),
        route("policies/export", "routes/leadership/policies/export.tsx"),
        route("policies/new", "routes/leadership/policies/new.tsx"),
        route("policies/:id", "routes/leadership/policies/detail.tsx"),
        route("policies/:id/edit", "routes/leadership/policies/edit.tsx"),
        route("policies/:id/versions", "routes/leadership/policies/versions.tsx"),
      ]),

      ...prefix("operation", [
        route("procedures", "routes/operation/procedures/list.tsx"),
        route("procedures/export", "routes/operation/procedures/export.tsx"),
        route("procedures/new", "routes/operation/procedures/new.tsx"),
        route("procedures/:id", "routes/operation/procedures/detail.tsx"),
        route("procedures/:id/edit", "routes/operation/procedures/edit.tsx"),
        route("procedures/:id/versions", "routes/operation/procedures/versions.tsx"),
      ]),

      ...prefix("monitoring", [
        route("control-book", "routes/monitoring/control-book/book.tsx"),
        route("control-book/export", "routes/monitoring/control-book/export.tsx"),
        route("control-book/agreements/new", "routes/monitoring/control-book/agreement-new.tsx"),
        route("control-book/agreements/:id", "routes/monitoring/control-book/agreement-detail.tsx"),
        route("control-book/agreements/:id/edit", "routes/monitoring/control-book/agreement-edit.tsx"),
        route("control-book/inspections/:id", "routes/monitoring/control-book/inspection-detail.tsx"),
        route("control-book/inspections/:id/edit", "routes/monitoring/control-book/inspection-edit.tsx"),
        route("machines", "routes/monitoring/machines/list.tsx"),
        route("machines/export", "routes/monitoring/machines/export.tsx"),
        route("machines/new", "routes/monitoring/machines/new.tsx"),
        route("machines/:id", "routes/monitoring/machines/detail.tsx"),
        route("machines/:id/edit", "routes/monitoring/machines/edit.tsx"),
        route("control-book/calendar-feed", "routes/monitoring/control-book/calendar-feed.tsx"),
      ]),

      ...prefix("documents", [
        route("own-documents", "routes/documents/own-documents/list.tsx"),
        route("own-documents/export", "routes/documents/own-documents/export.tsx"),
        route("own-documents/:id", "routes/documents/own-documents/detail.tsx"),
        route("own-documents/:id/edit", "routes/documents/own-documents/edit.tsx"),
        route("binding-obligations", "routes/documents/binding-obligations/list.tsx"),
        route("binding-obligations/export", "routes/documents/binding-obligations/export.tsx"),
        route("binding-obligations/:id", "routes/documents/binding-obligations/detail.tsx"),
      ]),

      ...prefix("admin", [
        layout("routes/admin/layout.tsx", [
          index("routes/admin/index.tsx"),
          route("legislation", "routes/admin/legislation/list.tsx"),
          route("legislation/new", "routes/admin/legislation/new.tsx"),
          route("legislation/export", "routes/admin/legislation/export.tsx"),
          route("legislation/:id/edit", "routes/admin/legislation/edit.tsx"),
          route("stakeholders", "routes/admin/stakeholders/list.tsx"),
          route("stakeholders/new", "routes/admin/stakeholders/new.tsx"),
          route("stakeholders/export", "routes/admin/stakeholders/export.tsx"),
          route("stakeholders/:id/edit", "routes/admin/stakeholders/edit.tsx"),
          route("procedure-templates", "routes/admin/procedure-templates/list.tsx"),
          route("procedure-templates/new", "routes/admin/procedure-templates/new.tsx"),
          route("procedure-templates/export", "routes/admin/procedure-templates/export.tsx"),
          route("procedure-templates/:id/edit", "routes/admin/procedure-templates/edit.tsx"),
          route("emission-factors", "routes/admin/emission-factors/list.tsx"),
          route("emission-factors/new/:type", "routes/admin/emission-factors/new.tsx"),
          route("emission-factors/export", "routes/admin/emission-factors/export.tsx"),
          route("emission-factors/:id/edit", "routes/admin/emission-factors/edit.tsx"),
          route("*", "routes/app/not-found.tsx", { id: "admin-not-found" }),
        ]),
      ]),
    ]),
  ]),

  ...prefix("resources", [
    route("language", "routes/resources/language.tsx"),
    route("organization", "routes/resources/organization.tsx"),
    route("errors", "routes/resources/client-errors.tsx"),
    route("files", "routes/resources/files.tsx"),
    route("markdown-preview", "routes/resources/markdown-preview.tsx"),
  ]),
  route("files/:id/download", "routes/files/download.tsx", { id: "file-download" }),
  route("organizations/:id/logo", "routes/files/logo.tsx", { id: "organization-logo" }),
  route("legislation-files/:legislationId/:fileId", "routes/files/download.tsx", { id: "legislation-file-download" }),
  route("assets/i18n/:file", "routes/resources/translations.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
