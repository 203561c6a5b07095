import type { LocationFormInput } from '@ridgeline/domain';
import type { Location, LocationInput } from './api/locations';

export type LocationFormValues = LocationFormInput & { active: boolean; visible: boolean };

/** The form's values of a stored location, or of a new one (active, hidden until made visible). */
export function locationFormValues(
  location?: Location,
  defaultTimeZone = 'America/New_York',
): LocationFormValues {
  const address = location?.addressInfo;
  const contact = location?.contactInfo;
  const notification = location?.notificationInfo;
  return {
    code: location?.code ?? '',
    title: location?.title ?? '',
    displayName: location?.displayName ?? '',
    timeZone: location?.timeZone ?? defaultTimeZone,
    description: location?.description ?? '',
    active: location?.active ?? true,
    visible: location?.visible ?? false,
    addressLineOne: address?.addressLineOne ?? '',
    addressLineTwo: address?.addressLineTwo ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zipCode ?? '',
    latitude: address?.map ? String(address.map.latitude) : '',
    longitude: address?.map ? String(address.map.longitude) : '',
    locationName: address?.map?.locationName ?? '',
    contactFirstName: contact?.firstName ?? '',
    contactLastName: contact?.lastName ?? '',
    contactPhone: contact?.phone ?? '',
    contactEmail: contact?.email ?? '',
    notificationPhone: notification?.phone ?? '',
    notificationEmail: notification?.email ?? '',
  };
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** The contract's LocationInput of valid form values; the opening hours (another screen's) are kept as they are. */
export function locationInput(values: LocationFormValues, existing?: Location): LocationInput {
  const hasContact = [
    values.contactFirstName,
    values.contactLastName,
    values.contactPhone,
    values.contactEmail,
  ].some((value) => !blank(value));
  const notification = {
    ...(blank(values.notificationPhone) ? {} : { phone: values.notificationPhone }),
    ...(blank(values.notificationEmail) ? {} : { email: values.notificationEmail.trim() }),
  };
  return {
    code: values.code.trim(),
    title: values.title.trim(),
    displayName: values.displayName.trim(),
    timeZone: values.timeZone,
    description: blank(values.description) ? null : values.description,
    active: values.active,
    visible: values.visible,
    addressInfo: {
      addressLineOne: values.addressLineOne.trim(),
      addressLineTwo: blank(values.addressLineTwo) ? null : values.addressLineTwo.trim(),
      city: values.city.trim(),
      state: values.state.trim(),
      zipCode: values.zipCode.trim(),
      map: {
        latitude: Number(values.latitude),
        longitude: Number(values.longitude),
        ...(blank(values.locationName) ? {} : { locationName: values.locationName.trim() }),
      },
    },
    ...(hasContact
      ? {
          contactInfo: {
            firstName: values.contactFirstName.trim(),
            lastName: values.contactLastName.trim(),
            phone: values.contactPhone ?? '',
            email: values.contactEmail.trim(),
          },
        }
      : {}),
    ...(Object.keys(notification).length > 0 ? { notificationInfo: notification } : {}),
    ...(existing?.openingHours ? { openingHours: existing.openingHours } : {}),
  };
}
