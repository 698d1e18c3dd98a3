import { ApiError } from "../api/apiError.ts";

/**
 * Why the server refused an auth call, in its own words, when it gave one (a 4xx answer). Null when the
 * fault is not the person's (the network, or the server itself), so the caller says "try again later".
 */
function refusalReason(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return null;
}

/**
 * How a form words a failed call: "<what>: <the server's reason>" when the server refused, otherwise
 * `otherwise` (the fault is not the person's).
 */
export function refusal(what: string, otherwise: string) {
  return (error: unknown) => {
    const reason = refusalReason(error);
    return reason === null ? otherwise : `${what}: ${reason}`;
  };
}

/** The text after "Registration failed: " or "OTP verification failed: ": the server's message, or what broke. */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong";
}
