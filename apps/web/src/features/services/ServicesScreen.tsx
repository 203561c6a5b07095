import { Anchor, Avatar, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconReceipt } from '@tabler/icons-react';
import { formatCurrency } from '@ridgeline/domain';
import { AddLink, ListScreen, listTexts } from '../lists/ListScreen';
import { statusColumn, type ListColumn } from '../lists/ListTable';
import type { PortalListProps } from '../lists/list-search';
import { useCan } from '../locations/use-can';
import { useServices, type PartnerService } from './api/partner-services';
import { serviceTypeLabel } from './service-type-label';

const texts = listTexts('Services', 'service', 'services');

/** The partner's services: search, status, sort and paging kept in the URL; amounts with §9's K/M/B suffixes. */
export function ServicesScreen({ portal, ...list }: PortalListProps) {
  const page = useServices(portal, list.search);
  const can = useCan(portal);
  const base = `/partner/${encodeURIComponent(portal.code)}/services`;
  const columns: ListColumn<PartnerService>[] = [
    {
      label: 'Name',
      sortField: 'displayName',
      cell: (service) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={service.serviceImage} alt="" size="sm" radius="sm">
            <IconReceipt size={16} aria-hidden />
          </Avatar>
          <Anchor component={Link} to={`${base}/detail/${service.id}`}>
            {service.displayName}
          </Anchor>
        </Group>
      ),
    },
    { label: 'Type', sortField: 'serviceType', cell: (service) => serviceTypeLabel(service.serviceType) },
    { label: 'Rate', sortField: 'rate', cell: (service) => formatCurrency(service.rate) },
    { label: 'Tax', cell: (service) => `${service.taxPercentage}%` },
    { label: 'Cards', cell: (service) => service.quantityOfFingerPrintCard },
    statusColumn(),
  ];
  return (
    <ListScreen
      {...list}
      texts={texts}
      actions={can('services:create') && <AddLink to={`${base}/create`} label="Add Service" />}
      page={page}
      columns={columns}
    />
  );
}
