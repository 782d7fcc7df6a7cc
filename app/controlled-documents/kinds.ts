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

export { TEXT_LANGUAGES as LANGUAGES, documentTitle } from "~/lib/document-texts";
export const REVIEW_PERIODS = ["P3M", "P6M", "P1Y", "P2Y", "P3Y"] as const;

/** The crumbs above a document's pages: its group, then the register. */
export const registerCrumbs = (kind: DocumentKindScreens, t: (key: string) => string) => [
  { label: t(`menu.groups.${kind.group}`) },
  { label: t(`${kind.key}.title`), to: kind.path },
];
