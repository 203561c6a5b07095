import { Select } from '@mantine/core';
import type { PortalRef } from '../session/session-types';
import { useSelectableLocations } from './api/selectable-locations';

const PARTNER = 'partner';

export interface PartnerScopePickerProps {
  portal: PortalRef;
  /** The chosen location's id, or undefined for the partner's own settings. */
  locationId: string | undefined;
  onChange: (locationId: string | undefined) => void;
}

/** Partner staff edit the partner's settings or, for one of its locations, that location's own. */
export function PartnerScopePicker({ portal, locationId, onChange }: PartnerScopePickerProps) {
  const locations = useSelectableLocations(portal);
  const data = [
    { value: PARTNER, label: 'The partner (locations without their own)' },
    ...(locations.data ?? []).map((location) => ({ value: location.id, label: location.title })),
  ];
  return (
    <Select
      label="Settings of"
      maw={420}
      data={data}
      allowDeselect={false}
      disabled={locations.isPending}
      value={locationId ?? PARTNER}
      onChange={(value) => onChange(value && value !== PARTNER ? value : undefined)}
    />
  );
}
