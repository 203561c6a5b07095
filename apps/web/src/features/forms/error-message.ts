/** The message a screen shows for a failed call (spec §8: the server's message, or the client's own). */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof Error && error.message) return error.message;
  return 'Something Went Wrong';
}
