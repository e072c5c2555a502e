import { ApiError } from "./api-client";

/** Expected refusals by status, each titled for what it is. */
const REFUSAL_TITLES: Record<number, string> = {
  400: "common.refused.invalid",
  422: "common.refused.invalid",
  401: "common.refused.sign_in",
  403: "common.refused.not_allowed",
  404: "common.refused.not_found",
  409: "common.refused.conflict",
  429: "common.refused.too_many",
};

/**
 * The UI string key titling a failed call's notice: an expected refusal says what it is (e.g. "Too
 * many attempts"); "Something went wrong" is kept for the unexpected (a server error, no answer).
 */
export const failureTitleKey = (error: unknown) =>
  (error instanceof ApiError && REFUSAL_TITLES[error.status]) || "common.error";
