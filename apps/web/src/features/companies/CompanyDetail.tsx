import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconEdit } from '@tabler/icons-react';
import { formatPhone } from '@ridgeline/domain';
import { DetailTable } from '../lists/DetailTable';
import { StatusBadge } from '../lists/ListRows';
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
      <Group justify="space-between">
        <Group>
          <Title order={1} size="h2">
            {company.name}
          </Title>
          <StatusBadge active={company.active} />
        </Group>
        {can('companies:modify') && (
          <Button
            component={Link}
            to={`/partner/${encodeURIComponent(portal.code)}/companies/modify/${company.id}`}
            leftSection={<IconEdit size={16} />}
          >
            Modify
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" maw={720}>
        <DetailTable rows={rows} />
      </Paper>
    </Stack>
  );
}
