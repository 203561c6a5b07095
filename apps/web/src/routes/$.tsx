import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: any other path redirects to /. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
