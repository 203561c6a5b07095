import { createFileRoute } from '@tanstack/react-router';
import { FbiResponsesScreen } from '../../../features/fbi-responses/FbiResponsesScreen';

export const Route = createFileRoute('/system/_admin/fbi-responses')({
  component: FbiResponsesScreen,
});
