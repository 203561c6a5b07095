import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FormPage } from '../../../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../../../features/forms/toasts';
import {
  serviceQueryOptions,
  useSaveService,
} from '../../../../../../features/services/api/partner-services';
import { ServiceForm } from '../../../../../../features/services/ServiceForm';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/modify/$serviceId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      serviceQueryOptions({ kind: 'partner', code: params.partnerCode }, params.serviceId),
    ),
  component: function ModifyService() {
    const { partnerCode, serviceId } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const { data: service } = useSuspenseQuery(serviceQueryOptions(portal, serviceId));
    const save = useSaveService(portal);
    const navigate = useNavigate();
    return (
      <FormPage title={service.displayName}>
        <ServiceForm
          key={service.id}
          service={service}
          onSubmit={(input) =>
            save.mutateAsync({ id: service.id, ...input }).then(
              notifyDone('Service updated successfully', () => {
                void navigate({
                  href: `/partner/${encodeURIComponent(partnerCode)}/services/detail/${service.id}`,
                });
              }),
              notifyFailure,
            )
          }
        />
      </FormPage>
    );
  },
});
