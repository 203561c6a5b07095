import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FormPage } from '../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../features/forms/toasts';
import { useSavePartner } from '../../../../features/partners/api/partners';
import { PartnerForm } from '../../../../features/partners/PartnerForm';

export const Route = createFileRoute('/system/_admin/partners/new')({
  component: NewPartner,
});

function NewPartner() {
  const save = useSavePartner();
  const navigate = useNavigate();
  return (
    <FormPage title="Add Partner">
      <PartnerForm
        onSubmit={(input) =>
          save.mutateAsync(input).then(
            notifyDone('Partner created successfully', (result) => {
              void navigate({ to: '/system/partners/$partnerId', params: { partnerId: result.data.id } });
            }),
            notifyFailure,
          )
        }
      />
    </FormPage>
  );
}
