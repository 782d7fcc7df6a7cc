/** Where policies live; client-safe, shared by their screens. */
export const POLICIES_PATH = "/leadership/policies";
export const policyPath = (id: number) => `${POLICIES_PATH}/${id}`;
export const publicPolicyPath = (publicId: string) => `${POLICIES_PATH}/${publicId}/public`;

/** The actions a policy's page posts besides saving. */
export const PREVIEW_INTENT = "preview";
export const PUBLISH_INTENT = "publish";
export const REVIEW_INTENT = "review";
export const PUBLIC_INTENT = "public-page";

export const LANGUAGES = ["en", "da"] as const;
export const REVIEW_PERIODS = ["P3M", "P6M", "P1Y", "P2Y", "P3Y"] as const;
