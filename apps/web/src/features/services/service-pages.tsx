import { FormPage } from '../forms/FormPage';
import { recordFormPages } from '../forms/record-form-pages';
import { useSubmit } from '../forms/use-submit';
import { portalHref, portalLoader, usePathParam, usePortal } from '../session/portal-page';
import {
  serviceQueryOptions,
  useSaveService,
  type PartnerService,
  type ServiceSave,
} from './api/partner-services';
import { ServiceDetail } from './ServiceDetail';
import { ServiceForm } from './ServiceForm';

/** The loader of a service's pages (…/services/detail/$serviceId, …/modify/$serviceId). */
export const loadService = portalLoader((queryClient, portal, { serviceId }: { serviceId: string }) =>
  queryClient.ensureQueryData(serviceQueryOptions(portal, serviceId)),
);

export function ServiceDetailPage() {
  return <ServiceDetail portal={usePortal()} id={usePathParam('serviceId')} />;
}

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

export const { CreatePage: CreateServicePage, ModifyPage: ModifyServicePage } = recordFormPages(
  ServiceFormPage,
  serviceQueryOptions,
  'serviceId',
);
