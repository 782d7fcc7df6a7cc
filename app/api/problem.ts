/** An upstream failure as the app sees it: the API's problem, with field errors by camelCase path. */
export type UpstreamProblem = {
  upstream: true;
  status: number;
  type: string;
  title: string;
  detail?: string;
  fieldErrors: Record<string, string[]>;
  retryAfterSeconds?: number;
  /** For a refused upload: the largest size accepted. */
  maxBytes?: number;
  /** For an organization that cannot move or go: what it still holds, by kind. */
  held?: { kind: string; count: number }[];
  /** For a duplicate the user may be shown: the record it would repeat. */
  existingId?: number;
  /** For a log-in whose password was right and which needs a code next: what ties the two steps. */
  challenge?: string;
  /** For a refused single sign-on (or password log-in): the refusal's code, a `validation.server` key. */
  code?: string;
};

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: { status?: number } | null };

/** The problem carried by an error the API client threw, or null for anything else. */
export function upstreamProblem(error: unknown): UpstreamProblem | null {
  if (typeof error !== "object" || error === null) return null;
  const candidate = error as Partial<DataWithInit>;
  if (candidate.type !== "DataWithResponseInit") return null;
  const data = candidate.data as Partial<UpstreamProblem> | undefined;
  return data?.upstream === true ? (data as UpstreamProblem) : null;
}

export function isUpstreamStatus(error: unknown, status: number) {
  return upstreamProblem(error)?.status === status;
}

/** The API's answer when the organization requires two-factor log-in and the user has none (decision 041). */
export const TWO_FACTOR_REQUIRED = "urn:problem:two-factor-required";
/** Where such a user is sent: the account's two-factor page, saying why. */
export const TWO_FACTOR_REQUIRED_LOCATION = "/account/two-factor?required=1";

/** Whether an error the API client threw is that redirect. */
export const isTwoFactorRedirect = (error: unknown) =>
  error instanceof Response && error.headers.get("Location") === TWO_FACTOR_REQUIRED_LOCATION;
