import { Paper, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatPhone } from '@ridgeline/domain';
import { DetailTable } from '../lists/DetailTable';
import { StatusBadge } from '../lists/ListRows';
import { DetailHeader } from '../lists/DetailHeader';
import { DetailActions } from '../lists/DetailActions';
import { useCan } from '../locations/use-can';
import type { PortalRef } from '../session/session-types';
import { companyQueryOptions } from './api/companies';

/** One company in full. */
export function CompanyDetail({ portal, id }: { portal: PortalRef; id: string }) {
  const { data: company } = useSuspenseQuery(companyQueryOptions(portal, id));
  const can = useCan(portal);
  const address = company.address;
  const contact = company.contactPerson;
  const rows: [string, string | null | undefined][] = [
    ['Code', company.code],
    ['Email', company.email],
    ['Phone', company.phone ? formatPhone(company.phone) : null],
    ['Address', address ? [address.addressLineOne, address.addressLineTwo].filter(Boolean).join(', ') : null],
    ['City', address?.city],
    ['State', address?.state],
    ['Zip code', address?.zipCode],
    ['Contact person', contact ? `${contact.firstName} ${contact.lastName}` : null],
    ['Contact phone', contact?.phone ? formatPhone(contact.phone) : null],
    ['Contact email', contact?.email],
  ];
  return (
    <Stack>
      <DetailHeader
        title={company.name}
        badges={<StatusBadge active={company.active} />}
        actions={
          can('companies:modify') && (
            <DetailActions
              modifyHref={`/partner/${encodeURIComponent(portal.code)}/companies/modify/${company.id}`}
            />
          )
        }
      />
      <Paper withBorder p="md" maw={720}>
        <DetailTable rows={rows} />
      </Paper>
    </Stack>
  );
}
