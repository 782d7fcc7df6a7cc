/**
 * The kinds of controlled document and where their screens live (decision 010): policies and procedures
 * share every screen; a kind names its address, its menu group and its texts' namespace. Client-safe.
 */
export type DocumentKindScreens = {
  /** The texts' namespace and the kind's name in addresses. */
  key: "policies" | "procedures";
  /** The register's address; records are `${path}/{id}`. */
  path: string;
  group: "leadership" | "operation";
  /** Procedures belong to a department or process; policies to the whole organization. */
  placed: boolean;
  /** The owner name of its files in `app/files/owners.server.ts`. */
  fileOwner: "policy" | "procedure";
  /** A new one may start from a template of the catalogue (admin → procedure templates). */
  fromTemplates: boolean;
};

export const POLICIES: DocumentKindScreens = {
  key: "policies",
  path: "/leadership/policies",
  group: "leadership",
  placed: false,
  fileOwner: "policy",
  fromTemplates: false,
};

export const PROCEDURES: DocumentKindScreens = {
  key: "procedures",
  path: "/operation/procedures",
  group: "operation",
  placed: true,
  fileOwner: "procedure",
  fromTemplates: true,
};

export const documentPath = (kind: DocumentKindScreens, id: number) => `${kind.path}/${id}`;
export const publicDocumentPath = (kind: DocumentKindScreens, publicId: string) => `${kind.path}/${publicId}/public`;

/** The actions a document's pages post besides saving. */
export const PREVIEW_INTENT = "preview";
export const PUBLISH_INTENT = "publish";
export const REVIEW_INTENT = "review";
export const PUBLIC_INTENT = "public-page";
/** Sign-off (decision 044): the author submits or withdraws; an approver decides; a member acknowledges. */
export const SUBMIT_APPROVAL_INTENT = "submit-approval";
export const WITHDRAW_APPROVAL_INTENT = "withdraw-approval";
export const APPROVE_INTENT = "approve";
export const SEND_BACK_INTENT = "send-back";
export const ACKNOWLEDGE_INTENT = "acknowledge";

/** A draft whose submission is in force is locked: it is published once approved, or withdrawn first. */
export const isLocked = (approval: { state: string } | null) =>
  approval?.state === "PENDING" || approval?.state === "APPROVED";

export { TEXT_LANGUAGES as LANGUAGES, documentTitle } from "~/lib/document-texts";
export const REVIEW_PERIODS = ["P3M", "P6M", "P1Y", "P2Y", "P3Y"] as const;

/** The crumbs above a document's pages: its group, then the register. */
export const registerCrumbs = (kind: DocumentKindScreens, t: (key: string) => string) => [
  { label: t(`menu.groups.${kind.group}`) },
  { label: t(`${kind.key}.title`), to: kind.path },
];
