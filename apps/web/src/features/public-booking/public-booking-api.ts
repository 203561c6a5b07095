import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { isApiError, unwrap, XSRF_HEADER, type paths, type Schemas } from '@ridgeline/backend-client';
import createClient from 'openapi-fetch';

export type BookingLocationDetail = Schemas['BookingLocationDetail'];
export type BookingConfirmation = Schemas['BookingConfirmation'];
export type BookingPartner = Schemas['BookingPartner'];
export type BookingSlot = Schemas['BookingSlot'];

type PublicPaths = { [K in keyof paths as K extends `/public/v1/${string}` ? K : never]: paths[K] };

/**
 * The public pages' own client: no session and no staff portal code, only the XSRF token the API hands out on
 * every answer, sent back on writes (kept in memory: a public visitor has nothing to keep across loads).
 */
let xsrfToken = '';
const client = createClient<PublicPaths>({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
});
client.use({
  onRequest: ({ request }) => {
    if (xsrfToken) request.headers.set(XSRF_HEADER, xsrfToken);
    return request;
  },
  onResponse: ({ response }) => {
    const fresh = response.headers.get(XSRF_HEADER);
    if (fresh) xsrfToken = fresh;
    return response;
  },
});

/**
 * The HTTP status of a failed call (0 without one), so pages can tell a full slot from a closed location. The
 * API's error codes are the status and one more digit (4040, 4090, 4290); a bare status is taken as it is.
 */
export const errorStatus = (error: unknown): number => {
  if (!isApiError(error)) return 0;
  return error.code >= 1000 ? Math.floor(error.code / 10) : error.code;
};

export const useBookingLocations = (partnerCode: string, search: string) =>
  useQuery({
    queryKey: ['public-booking', partnerCode, 'locations', search],
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/public/v1/book/{partnerCode}/locations', {
            params: { path: { partnerCode }, query: search ? { search } : {} },
          }),
        )
      ).data,
    retry: false,
  });

export const useBookingLocation = (partnerCode: string, locationCode: string) =>
  useQuery({
    queryKey: ['public-booking', partnerCode, 'location', locationCode],
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/public/v1/book/{partnerCode}/locations/{locationCode}', {
            params: { path: { partnerCode, locationCode } },
          }),
        )
      ).data,
    retry: false,
  });

export const useBookingSlots = (
  partnerCode: string,
  locationCode: string,
  partnerServiceId: string | undefined,
  date: string,
) =>
  useQuery({
    queryKey: ['public-booking', partnerCode, 'slots', locationCode, partnerServiceId, date],
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/public/v1/book/{partnerCode}/locations/{locationCode}/slots', {
            params: {
              path: { partnerCode, locationCode },
              query: { partnerServiceId: partnerServiceId ?? '', from: date, to: date },
            },
          }),
        )
      ).data,
    enabled: partnerServiceId !== undefined && !!date,
    retry: false,
  });

/** `checkout` is the provider's checkout id on the return from its hosted page: the API reconciles the payment. */
export const useBookingManage = (partnerCode: string, token: string, checkout?: string) =>
  useQuery({
    queryKey: ['public-booking', partnerCode, 'manage', token, checkout ?? ''],
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/public/v1/book/{partnerCode}/manage', {
            params: { path: { partnerCode }, query: checkout ? { token, checkout } : { token } },
          }),
        )
      ).data,
    enabled: !!token,
    retry: false,
    // A reschedule follows the new link: the page keeps showing the booking (and its notice) while it loads.
    placeholderData: keepPreviousData,
  });

// The write calls' XSRF header parameter is filled by the middleware above.
const xsrfParam = () => ({ 'X-XSRF-TOKEN': xsrfToken });

export const useHoldSlot = (partnerCode: string) =>
  useMutation({
    mutationFn: async (body: Schemas['BookingSlotChoice']) =>
      (
        await unwrap(
          client.POST('/public/v1/book/{partnerCode}/holds', {
            params: { path: { partnerCode }, header: xsrfParam() },
            body,
          }),
        )
      ).data,
  });

export const useCreateBooking = (partnerCode: string) =>
  useMutation({
    mutationFn: async (body: Schemas['BookingRequest']) =>
      (
        await unwrap(
          client.POST('/public/v1/book/{partnerCode}/appointments', {
            params: { path: { partnerCode }, header: xsrfParam() },
            body,
          }),
        )
      ).data,
  });

export const useRescheduleBooking = (partnerCode: string, token: string) =>
  useMutation({
    mutationFn: async (holdId: string) =>
      (
        await unwrap(
          client.POST('/public/v1/book/{partnerCode}/manage/reschedule', {
            params: { path: { partnerCode }, query: { token }, header: xsrfParam() },
            body: { holdId },
          }),
        )
      ).data,
  });

export const useCancelBooking = (partnerCode: string, token: string) =>
  useMutation({
    // The whole answer: its `message` says when the provider refused the refund (the cancel stands).
    mutationFn: async () =>
      unwrap(
        client.POST('/public/v1/book/{partnerCode}/manage/cancel', {
          params: { path: { partnerCode }, query: { token }, header: xsrfParam() },
        }),
      ),
  });

export const useOpenCheckout = (partnerCode: string, token: string) =>
  useMutation({
    mutationFn: async () =>
      (
        await unwrap(
          client.POST('/public/v1/book/{partnerCode}/manage/checkout', {
            params: { path: { partnerCode }, query: { token }, header: xsrfParam() },
          }),
        )
      ).data,
  });

/** The provider's hosted page is another site: a full navigation, never a route of this app. */
export const goToCheckout = (url: string) => window.location.assign(url);
