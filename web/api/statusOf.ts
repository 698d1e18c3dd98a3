/** The HTTP status an Api call failed with: ApiError in the browser, AppError on the server; both carry it. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}
