import type { AppLoadContext } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import { filesPath } from "~/api/files.server";
import { competenceAttachments } from "../../server/api/contracts/competences";
import { agreementAttachments, inspectionAttachments } from "../../server/api/contracts/control-book";
import { actionAttachments } from "../../server/api/contracts/actions";
import { eventAttachments } from "../../server/api/contracts/events";
import { auditAttachments } from "../../server/api/contracts/internal-audits";
import { reviewAttachments } from "../../server/api/contracts/management-reviews";
import { legislationAttachments } from "../../server/api/contracts/legislations";
import { machineAttachments } from "../../server/api/contracts/machines";
import { policyAttachments } from "../../server/api/contracts/policies";
import { procedureAttachments } from "../../server/api/contracts/procedures";
import { scopeAttachments } from "../../server/api/contracts/scope";
import { stakeholderAssociationAttachments } from "../../server/api/contracts/stakeholders";
import { wasteHandlerAttachments } from "../../server/api/contracts/waste";
import { organizationLegislationAttachments } from "../../server/api/contracts/organization-legislations";
import { requireRouteAccess } from "~/auth/guards.server";
import type { OrganizationRouteId } from "~/auth/route-access";

/**
 * Who files can belong to, and what that means: where an upload goes, whether it is a standalone
 * document or an attachment, and how an attachment is linked to its record. A new record type with
 * files adds itself here; the file component and /resources/files stay as they are.
 */
export type FileOwner = {
  /**
   * Checks the user may change this owner's files (what editing the owner's page needs, from the
   * access table); answers the API client and organization.
   */
  authorize(request: Request, context: AppLoadContext): Promise<{ api: ApiClient; organizationId: number | null }>;
  uploadPath(organizationId: number | null): string;
  standalone: boolean;
  /** Links new attachments to the record (not for standalone documents). */
  attach?(api: ApiClient, organizationId: number | null, ownerId: number, fileIds: number[]): Promise<void>;
  /** Unlinks an attachment; for owners whose files cannot be marked deleted (the catalogue's). */
  detach?(api: ApiClient, organizationId: number | null, ownerId: number, fileId: number): Promise<void>;
};

/** An organization's record whose files whoever may edit it (the given route's access) adds and changes. */
function recordFiles(route: OrganizationRouteId, attachments: typeof policyAttachments): FileOwner {
  return {
    authorize: (request, context) => requireRouteAccess(request, context, route),
    uploadPath: (organizationId) => filesPath(organizationId!),
    standalone: false,
    async attach(api, organizationId, documentId, fileIds) {
      for (const fileId of fileIds) {
        await api.call(attachments.attachFile, { params: { org: organizationId!, id: documentId, fileId } });
      }
    },
  };
}

export const FILE_OWNERS: Record<string, FileOwner> = {
  "own-documents": {
    authorize: (request, context) => requireRouteAccess(request, context, "routes/documents/own-documents/list"),
    uploadPath: (organizationId) => filesPath(organizationId!),
    standalone: true,
  },
  "binding-obligation": {
    authorize: (request, context) =>
      requireRouteAccess(request, context, "routes/documents/binding-obligations/detail"),
    uploadPath: (organizationId) => filesPath(organizationId!),
    standalone: false,
    async attach(api, organizationId, legislationId, fileIds) {
      for (const fileId of fileIds) {
        await api.call(organizationLegislationAttachments.attachFile, {
          params: { org: organizationId!, id: legislationId, fileId },
        });
      }
    },
  },
  competence: {
    authorize: (request, context) => requireRouteAccess(request, context, "routes/organization/competences/edit"),
    uploadPath: (organizationId) => filesPath(organizationId!),
    standalone: false,
    async attach(api, organizationId, competenceId, fileIds) {
      for (const fileId of fileIds) {
        await api.call(competenceAttachments.attachFile, {
          params: { org: organizationId!, id: competenceId, fileId },
        });
      }
    },
  },
  scope: {
    authorize: (request, context) => requireRouteAccess(request, context, "routes/organization/scope/edit"),
    uploadPath: (organizationId) => filesPath(organizationId!),
    standalone: false,
    async attach(api, organizationId, _scopeId, fileIds) {
      for (const fileId of fileIds) {
        await api.call(scopeAttachments.attachFile, { params: { org: organizationId!, fileId } });
      }
    },
  },
  stakeholder: {
    authorize: (request, context) => requireRouteAccess(request, context, "routes/organization/stakeholders/edit"),
    uploadPath: (organizationId) => filesPath(organizationId!),
    standalone: false,
    async attach(api, organizationId, associationId, fileIds) {
      for (const fileId of fileIds) {
        await api.call(stakeholderAssociationAttachments.attachFile, {
          params: { org: organizationId!, id: associationId, fileId },
        });
      }
    },
  },
  policy: recordFiles("routes/leadership/policies/edit", policyAttachments),
  procedure: recordFiles(
    "routes/operation/procedures/edit",
    procedureAttachments as unknown as typeof policyAttachments,
  ),
  agreement: recordFiles(
    "routes/monitoring/control-book/agreement-edit",
    agreementAttachments as unknown as typeof policyAttachments,
  ),
  inspection: recordFiles(
    "routes/monitoring/control-book/inspection-edit",
    inspectionAttachments as unknown as typeof policyAttachments,
  ),
  machine: recordFiles("routes/monitoring/machines/edit", machineAttachments as unknown as typeof policyAttachments),
  "waste-handler": recordFiles(
    "routes/monitoring/waste/edit",
    wasteHandlerAttachments as unknown as typeof policyAttachments,
  ),
  action: recordFiles("routes/planning/action-plan/edit", actionAttachments as unknown as typeof policyAttachments),
  // Photos and files of a reported event, shown on /evaluation/event-handling/{id}.
  event: recordFiles("routes/events/new", eventAttachments as unknown as typeof policyAttachments),
  // An audit's evidence, added by its auditors (EDIT); a review's files, by top management (MANAGE).
  "internal-audit": recordFiles(
    "routes/evaluation/internal-audit/detail",
    auditAttachments as unknown as typeof policyAttachments,
  ),
  "management-review": recordFiles(
    "routes/evaluation/management-review/detail",
    reviewAttachments as unknown as typeof policyAttachments,
  ),
  legislation: {
    async authorize(request, context) {
      const { api } = await requireRouteAccess(request, context, "routes/admin/legislation/edit");
      return { api, organizationId: null };
    },
    uploadPath: () => "/legislations/files",
    standalone: false,
    async attach(api, _organizationId, legislationId, fileIds) {
      for (const fileId of fileIds) {
        await api.call(legislationAttachments.attachFile, { params: { id: legislationId, fileId } });
      }
    },
    async detach(api, _organizationId, legislationId, fileId) {
      await api.call(legislationAttachments.detachFile, { params: { id: legislationId, fileId } });
    },
  },
};
