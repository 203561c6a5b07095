import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorPage } from '../../../../features/errors/PortalErrorPage';

export const Route = createFileRoute('/partner/$partnerCode/errors/$')({
  component: PortalErrorPage,
});
