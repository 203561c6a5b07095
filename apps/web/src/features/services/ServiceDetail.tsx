import { Badge, Grid, Paper, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatCurrency } from '@ridgeline/domain';
import { useState } from 'react';
import { ConfirmModal } from '../forms/ConfirmModal';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { DetailActions } from '../lists/DetailActions';
import { DetailTable } from '../lists/DetailTable';
import { StatusBadge } from '../lists/ListRows';
import { DetailHeader } from '../lists/DetailHeader';
import { useCan } from '../locations/use-can';
import type { PortalRef } from '../session/session-types';
import { serviceQueryOptions, useSaveService } from './api/partner-services';
import { deletedServiceInput } from './service-form-values';
import { serviceTypeLabel } from './service-type-label';

/** One partner service in full, with Modify and a soft Delete that asks first. */
export function ServiceDetail({ portal, id }: { portal: PortalRef; id: string }) {
  const { data: service } = useSuspenseQuery(serviceQueryOptions(portal, id));
  const can = useCan(portal);
  const save = useSaveService(portal);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const base = `/partner/${encodeURIComponent(portal.code)}/services`;
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  const rows: [string, string | null | undefined][] = [
    ['Type', serviceTypeLabel(service.serviceType)],
    ['Description', service.description],
    ['Rate', formatCurrency(service.rate)],
    ['Tax percentage', `${service.taxPercentage}%`],
    ['Central commission', formatCurrency(service.centralCommission)],
    ['Card quantity', String(service.quantityOfFingerPrintCard)],
    ['Additional cost per card', formatCurrency(service.additionalCostPerFingerPrintCard)],
    ['FD-258 card service', yesNo(service.fingerPrintCardService)],
    ['Two-factor authentication', yesNo(service.twoFactorAuthentication)],
  ];
  const remove = () =>
    save.mutateAsync({ id: service.id, data: deletedServiceInput(service), image: null }).then(() => {
      notifySuccess('Service deleted successfully');
      setConfirming(false);
      void navigate({ href: base });
    }, notifyFailure);
  return (
    <Stack>
      <DetailHeader
        image={service.serviceImage}
        title={service.displayName}
        badges={
          service.deleted ? <Badge color="red.8">Deleted</Badge> : <StatusBadge active={service.active} />
        }
        actions={
          !service.deleted &&
          can('services:modify') && (
            <DetailActions modifyHref={`${base}/modify/${service.id}`} onDelete={() => setConfirming(true)} />
          )
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md">
            <DetailTable rows={rows} />
          </Paper>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirming}
        title="Delete service"
        confirmLabel="Delete"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        Delete {service.displayName}? It leaves the service lists, its groups and the locations’ offers.
        Appointments and transactions that used it keep showing it.
      </ConfirmModal>
    </Stack>
  );
}
