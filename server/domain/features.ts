/**
 * The product's features, as the menu and the API name them. An organization with feature
 * accessibility LIMITED may use only the features in LIMITED_FEATURES; the API refuses the rest.
 */
export const FEATURES = [
  "dashboard",
  "members",
  "competences",
  "scope",
  "stakeholders",
  "manage-organization",
  "policies",
  "procedures",
  "binding-obligations",
  "own-documents",
  "control-book",
  "meters",
  "waste",
  "machines",
  "chemicals",
  "event-handling",
  "action-plan",
  "risk-assessment",
  // Not a LIMITED feature: ISO 14001 work beyond the limited subscription (decision 033).
  "environmental-aspects",
  // Chemical risk per work process: drawn from my chemicals, so not LIMITED (decision 033).
  "chemical-risk",
  // Internal audits: the management system's own checks, beyond the limited subscription (decision 037).
  "internal-audit",
  // Objectives and the performance overview: planning beyond the limited subscription, like the audits.
  "objectives",
  // Management review: top management's review of the whole system, not LIMITED either (decision 038).
  "management-review",
] as const;
export type Feature = (typeof FEATURES)[number];

export const LIMITED_FEATURES: ReadonlySet<Feature> = new Set<Feature>([
  "dashboard",
  "members",
  "scope",
  "stakeholders",
  "policies",
  "procedures",
  "binding-obligations",
  "own-documents",
  "meters",
  "waste",
  "event-handling",
  // The actions of events, which a limited organization handles.
  "action-plan",
  // The workplace assessment is every employer's duty (decision 033).
  "risk-assessment",
]);

export const FEATURE_ACCESSIBILITIES = ["FULL", "LIMITED"] as const;
export type FeatureAccessibility = (typeof FEATURE_ACCESSIBILITIES)[number];

export function isFeatureAvailable(feature: Feature, accessibility: FeatureAccessibility): boolean {
  return accessibility === "FULL" || LIMITED_FEATURES.has(feature);
}
