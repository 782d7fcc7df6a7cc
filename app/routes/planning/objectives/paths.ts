/** The objectives and their pages. */
export const OBJECTIVES = "/planning/objectives";
/** The performance overview and the hours worked it reads the injury frequency by. */
export const PERFORMANCE_OVERVIEW = "/monitoring/performance-overview";
