/** The risk assessment's addresses. */
export const RISKS = "/planning/risk-assessment";
export const ROUNDS = `${RISKS}/rounds`;
