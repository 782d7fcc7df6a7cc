/** The register of environmental aspects and its pages. */
export const ASPECTS = "/planning/aspects";
