/** The action plan's address; an action's page is `<ACTION_PLAN>/<id>`. */
export const ACTION_PLAN = "/planning/action-plan";
