/** The server's message of a failed RTK Query call. */
export function failureMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
