import { Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { ianaTimeZones, locationFormSchema, stateTimeZone } from '@ridgeline/domain';
import { zoneAtPin } from './zone-at-pin';
import { useMemo } from 'react';
import { ImageDrop } from '../files/ImageDrop';
import { useImageField } from '../files/use-image-field';
import { AddressFields, ContactFields, flatContactPaths } from '../forms/field-groups';
import { SubmitRow } from '../forms/SubmitRow';
import { useDomainForm } from '../forms/use-domain-form';
import type { MapSettings } from '../maps/map-settings';
import { PinMapView } from '../maps/MapViews';
import { PlacesSearch } from '../maps/PlacesSearch';
import { coordinate, pinOf } from '../maps/types';
import type { Location, LocationInput } from './api/locations';
import { locationFormValues, locationInput, type LocationFormValues } from './location-form-values';

export interface LocationFormSubmit {
  data: LocationInput;
  image: File | null;
}

interface LocationFormProps {
  location?: Location;
  mapSettings: MapSettings;
  defaultTimeZone?: string;
  onSubmit(input: LocationFormSubmit): Promise<unknown>;
}

/**
 * Create or modify a location: identity and flags, image, address with its map pin (places search, typed
 * coordinates, a click on the map or a dragged pin), contact person and notification info.
 */
export function LocationForm({ location, mapSettings, defaultTimeZone, onSubmit }: LocationFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm<LocationFormValues>(locationFormSchema, locationFormValues(location, defaultTimeZone));
  const image = useImageField(location?.image);
  const zones = useMemo(() => [...ianaTimeZones()], []);
  const values = form.getValues();
  const pin = pinOf(values.latitude, values.longitude);

  const setPin = (latitude: number, longitude: number) => {
    form.setFieldValue('latitude', coordinate(latitude));
    form.setFieldValue('longitude', coordinate(longitude));
    // The pin decides the time zone (still shown and editable below the title).
    void zoneAtPin(latitude, longitude).then((zone) => {
      if (zone) form.setFieldValue('timeZone', zone);
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit((next) => onSubmit({ data: locationInput(next, location), image: image.file }))}
    >
      <Stack>
        <Fieldset legend="Location">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Title" required {...form.getInputProps('title')} />
            <TextInput
              label="Code"
              description="Used in the location's sign-in address"
              required
              {...form.getInputProps('code')}
            />
            <TextInput label="Display name" required {...form.getInputProps('displayName')} />
            <Select
              label="Time zone"
              description="Set from the map pin, or from a state wholly in one zone; change it here if needed"
              required
              searchable
              data={zones}
              {...form.getInputProps('timeZone')}
            />
          </SimpleGrid>
          <Textarea mt="sm" label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Group mt="md">
            <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Checkbox
              label="Visible on the booking pages"
              {...form.getInputProps('visible', { type: 'checkbox' })}
            />
          </Group>
        </Fieldset>
        <Fieldset legend="Image">
          <ImageDrop label="Location image" kind="image" {...image.drop} />
        </Fieldset>
        <Fieldset legend="Address and map pin">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <AddressFields
              form={form}
              required
              onStateChange={(event) => {
                const state = event.currentTarget.value;
                form.setFieldValue('state', state);
                // Without a pin, a state wholly in one zone decides it; a split state leaves it to the pin.
                const zone = pinOf(form.getValues().latitude, form.getValues().longitude)
                  ? null
                  : stateTimeZone(state);
                if (zone) form.setFieldValue('timeZone', zone);
              }}
            />
            <TextInput
              label="Place name"
              description="Shown with the pin"
              {...form.getInputProps('locationName')}
            />
          </SimpleGrid>
          <Stack mt="md" gap="sm">
            <PlacesSearch
              settings={mapSettings}
              onPick={(place) => {
                setPin(place.latitude, place.longitude);
                form.setFieldValue('locationName', place.label.slice(0, 100));
                if (place.addressLineOne) form.setFieldValue('addressLineOne', place.addressLineOne);
                if (place.city) form.setFieldValue('city', place.city);
                if (place.state) form.setFieldValue('state', place.state);
                if (place.zipCode) form.setFieldValue('zipCode', place.zipCode);
              }}
            />
            <SimpleGrid cols={2}>
              <TextInput label="Latitude" required inputMode="decimal" {...form.getInputProps('latitude')} />
              <TextInput
                label="Longitude"
                required
                inputMode="decimal"
                {...form.getInputProps('longitude')}
              />
            </SimpleGrid>
            <PinMapView
              settings={mapSettings}
              pin={pin}
              label="Map: click to place the pin, or drag it"
              onChange={(next) => setPin(next.latitude, next.longitude)}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Contact person">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ContactFields form={form} paths={flatContactPaths} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Notifications">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Notification phone"
              description="10 digits"
              {...form.getInputProps('notificationPhone')}
            />
            <TextInput label="Notification email" type="email" {...form.getInputProps('notificationEmail')} />
          </SimpleGrid>
        </Fieldset>
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
