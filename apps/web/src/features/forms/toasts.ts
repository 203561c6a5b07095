import { notifications } from '@mantine/notifications';
import { errorMessage } from './error-message';

/** The success toast of a form (spec §8: top-centre, 5000 ms, set on <Notifications> in App). */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green' });
}

/** The failure toast: the server's message, or the client's own (spec §8). */
export function notifyFailure(error: unknown): void {
  notifications.show({ message: errorMessage(error) ?? 'Something Went Wrong', color: 'red' });
}

/** The failure handler of a save whose form stays as typed: toasts the failure, then rejects again with it. */
export function notifyFailureAndRethrow(error: unknown): never {
  notifyFailure(error);
  throw error;
}

/** The success handler of a save, delete or send: toasts the server's message (or `fallback`), then goes on with the result. */
export function notifyDone<Result extends { message?: string | null }>(
  fallback: string,
  next?: (result: Result) => void,
): (result: Result) => void {
  return (result) => {
    notifySuccess(result.message ?? fallback);
    next?.(result);
  };
}
