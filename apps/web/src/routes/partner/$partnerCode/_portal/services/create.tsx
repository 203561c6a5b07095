import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FormPage } from '../../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../../features/forms/toasts';
import { useSaveService } from '../../../../../features/services/api/partner-services';
import { ServiceForm } from '../../../../../features/services/ServiceForm';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/create')({
  component: function CreateService() {
    const { partnerCode } = Route.useParams();
    const save = useSaveService({ kind: 'partner', code: partnerCode });
    const navigate = useNavigate();
    return (
      <FormPage title="Add Service">
        <ServiceForm
          onSubmit={(input) =>
            save.mutateAsync(input).then(
              notifyDone('Service created successfully', (result) => {
                void navigate({
                  href: `/partner/${encodeURIComponent(partnerCode)}/services/detail/${result.data.id}`,
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
