export const COMPLIANCE_EVALUATION = "/evaluation/compliance-evaluation";
