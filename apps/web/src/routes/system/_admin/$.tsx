import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../features/errors/ErrorPage';

/** An unknown /system address: the administrator's own error page, inside the layout (issue 18). */
export const Route = createFileRoute('/system/_admin/$')({
  component: () => <ErrorPage code="404" home="/system/dashboard" standalone={false} />,
});
