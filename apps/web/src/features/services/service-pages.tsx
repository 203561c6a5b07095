import { FormPage } from '../forms/FormPage';
import { recordPages } from '../forms/record-pages';
import { useSubmit } from '../forms/use-submit';
import { portalHref, usePortal } from '../session/portal-page';
import {
  serviceQueryOptions,
  useSaveService,
  type PartnerService,
  type ServiceSave,
} from './api/partner-services';
import { ServiceDetail } from './ServiceDetail';
import { ServiceForm } from './ServiceForm';

/** Add (no service) or modify a service; either way its detail page opens once saved. */
function ServiceFormPage({ record: service }: { record?: PartnerService }) {
  const portal = usePortal();
  const save = useSaveService(portal);
  const submit = useSubmit(
    (input: Omit<ServiceSave, 'id'>) => save.mutateAsync({ ...input, id: service?.id }),
    service ? 'Service updated successfully' : 'Service created successfully',
    { next: (result) => portalHref(portal, `services/detail/${service?.id ?? result.data.id}`) },
  );
  return (
    <FormPage title={service?.displayName ?? 'Add Service'}>
      <ServiceForm key={service?.id} service={service} onSubmit={submit} />
    </FormPage>
  );
}

export const {
  CreatePage: CreateServicePage,
  ModifyPage: ModifyServicePage,
  DetailPage: ServiceDetailPage,
  load: loadService,
} = recordPages({
  FormPage: ServiceFormPage,
  query: serviceQueryOptions,
  idParam: 'serviceId',
  Detail: ServiceDetail,
});
