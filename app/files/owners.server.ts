import type { AppLoadContext } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import { filesPath } from "~/api/files.server";
import { getAssociation, getLegislation, updateAssociation, updateLegislation } from "~/api/legislation.server";
import { requirePermission, requireSystemPermission } from "~/auth/guards.server";

/**
 * Who files can belong to, and what that means: where an upload goes, whether it is a standalone
 * document or an attachment, and how an attachment is linked to its record. A new record type with
 * files adds itself here; the file component and /resources/files stay as they are.
 */
export type FileOwner = {
  /** Checks the user may change this owner's files; answers the API client and organization. */
  authorize(request: Request, context: AppLoadContext): Promise<{ api: ApiClient; organizationId: number | null }>;
  uploadPath(organizationId: number | null): string;
  standalone: boolean;
  /** Links new attachments to the record (not for standalone documents). */
  attach?(api: ApiClient, organizationId: number | null, ownerId: number, fileIds: number[]): Promise<void>;
  /** Unlinks an attachment; for owners whose files cannot be marked deleted (the catalogue's). */
  detach?(api: ApiClient, organizationId: number | null, ownerId: number, fileId: number): Promise<void>;
};

const legislationChanges = (legislation: Awaited<ReturnType<typeof getLegislation>>, fileIds: number[]) => ({
  titleEn: legislation.titleEn,
  titleDa: legislation.titleDa,
  shortName: legislation.shortName,
  referenceNumber: legislation.referenceNumber,
  territory: legislation.territory,
  url: legislation.url,
  summaryEn: legislation.summaryEn,
  summaryDa: legislation.summaryDa,
  effectiveDate: legislation.effectiveDate,
  topicIds: legislation.topics.map((topic) => topic.id),
  fileIds,
  lastModifiedDate: legislation.lastModifiedDate,
});

export const FILE_OWNERS: Record<string, FileOwner> = {
  "own-documents": {
    authorize: (request, context) => requirePermission(request, context, "EDIT", "own-documents"),
    uploadPath: (organizationId) => filesPath(organizationId!),
    standalone: true,
  },
  "binding-obligation": {
    authorize: (request, context) => requirePermission(request, context, "EDIT", "binding-obligations"),
    uploadPath: (organizationId) => filesPath(organizationId!),
    standalone: false,
    async attach(api, organizationId, legislationId, fileIds) {
      const current = await getAssociation(api, organizationId!, legislationId);
      await updateAssociation(api, organizationId!, legislationId, {
        applicabilityNote: current.applicabilityNote,
        responsibleMemberId: current.responsibleMember?.id ?? null,
        nextReviewDate: current.nextReviewDate,
        fileIds: [...current.files.map((file) => file.id), ...fileIds],
        lastModifiedDate: current.lastModifiedDate,
      });
    },
  },
  legislation: {
    async authorize(request, context) {
      const { api } = await requireSystemPermission(request, context, "MAINTAIN");
      return { api, organizationId: null };
    },
    uploadPath: () => "/legislations/files",
    standalone: false,
    async attach(api, _organizationId, legislationId, fileIds) {
      const current = await getLegislation(api, legislationId);
      await updateLegislation(
        api,
        legislationId,
        legislationChanges(current, [...current.files.map((f) => f.id), ...fileIds]),
      );
    },
    async detach(api, _organizationId, legislationId, fileId) {
      const current = await getLegislation(api, legislationId);
      const kept = current.files.map((f) => f.id).filter((id) => id !== fileId);
      await updateLegislation(api, legislationId, legislationChanges(current, kept));
    },
  },
};
