import { isOpenAction, isUncheckedAction, type ActionState } from "./actions";

/**
 * Events (incidents, accidents, near misses) and their corrective and preventive actions: ISO 45001
 * 10.2 and ISO 14001 10.2 ask that an incident is reacted to, its cause found, actions taken and their
 * effectiveness reviewed before it is closed; ISO 27001 A.5.24–5.27 the same of security incidents.
 */
export const EVENT_IMPORTANCES = ["HIGH", "MEDIUM", "LOW"] as const;
export type EventImportance = (typeof EVENT_IMPORTANCES)[number];

export const EVENT_CATEGORIES = ["WORK_ENVIRONMENT", "ENVIRONMENT", "INFORMATION_SECURITY", "OTHER"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** In the order an event goes through them; a closed one is read-only until reopened with a reason. */
export const EVENT_STATUSES = ["REPORTED", "UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS", "CLOSED"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The "five whys" of an investigation: at most five answers. */
export const MAX_WHYS = 5;

export type Refusal = { path: string; code: string; message: string };

/**
 * Why the event may not move from `from` to `to`, or nothing. Forward moves are free (a near miss
 * without need for action may be closed at once); closing asks every action done and checked; going
 * back from closed is a reopening and asks a reason; other moves back are corrections and are free.
 */
export function transitionRefusals(
  from: EventStatus,
  to: EventStatus,
  actions: readonly ActionState[],
  reason: string | null,
): Refusal[] {
  if (from === to) return [{ path: "status", code: "same_status", message: "The event has this status already" }];
  if (to === "CLOSED") {
    const refusals: Refusal[] = [];
    if (actions.some(isOpenAction)) {
      refusals.push({ path: "status", code: "open_actions", message: "An action is not done yet" });
    }
    if (actions.some(isUncheckedAction)) {
      refusals.push({ path: "status", code: "unchecked_actions", message: "An action's effectiveness is not checked" });
    }
    return refusals;
  }
  if (from === "CLOSED" && !reason?.trim()) {
    return [{ path: "reason", code: "reopen_reason_required", message: "Say why the event is reopened" }];
  }
  return [];
}

/** A closed event's report, investigation and actions do not change until it is reopened. */
export const isReadOnly = (status: EventStatus) => status === "CLOSED";
