/** The message a screen shows for a failed call (spec §8: the server's message, or the client's own). */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof Error && error.message) return error.message;
  return 'Something Went Wrong';
}

const MACHINE_VALUE = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z?$/;

/** The server's description when it is meant for people (attempts left), not a machine value (a timestamp). */
export function errorDetail(error: unknown): string | null {
  if (!(error instanceof Error) || !('description' in error)) return null;
  const { description } = error;
  return typeof description === 'string' && description !== '' && !MACHINE_VALUE.test(description)
    ? description
    : null;
}
