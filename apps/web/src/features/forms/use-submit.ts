import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import { notifyDone, notifyFailure } from './toasts';

export interface SubmitOptions<Result> {
  /** The page to open once saved, from what the server answered. */
  next?: (result: Result) => NavigateOptions;
  /** The form shows a failure itself: the save's rejection reaches it, without a toast. */
  formShowsFailure?: boolean;
}

/**
 * A form page's submit: saves, toasts the server's message (or `done`) and opens `next`; a failure is toasted
 * (spec §8) and the form stays as typed.
 */
export function useSubmit<Input, Result extends { message?: string | null }>(
  save: (input: Input) => Promise<Result>,
  done: string,
  { next, formShowsFailure = false }: SubmitOptions<Result> = {},
): (input: Input) => Promise<unknown> {
  const navigate = useNavigate();
  const succeeded = notifyDone<Result>(done, next && ((result) => void navigate(next(result))));
  return (input) => {
    const saved = save(input).then(succeeded);
    return formShowsFailure ? saved : saved.catch(notifyFailure);
  };
}
