import * as v from 'valibot';
import { optionalString, requiredString } from '../validation/field-builders';
import { requiredMessage } from '../validation/messages';
import { ORI_NUMBER_MESSAGE, isOriNumber, normaliseOriNumber } from './ori-number';

/** The largest amount the API stores (numeric(12,2), capped by the contract). */
export const MONEY_MAX = 9_999_999_999;
/** The most fingerprint cards one service may include. */
export const CARD_QUANTITY_MAX = 10_000;

/** What a number input holds: a number, or '' (or nothing) while it is blank. */
export type NumberFieldValue = number | string | null | undefined;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

interface AmountBounds {
  required: boolean;
  max: number;
  integer?: boolean;
  /** The upper bound as people read it in the message (100 for a percentage, 9,999,999,999 for money). */
  maxText?: string;
}

/**
 * A numeric field of the catalogue forms: blank passes unless required, then a number, not negative, at most
 * `max` (and whole where asked). The messages name the field by its label, as the generic messages do (spec §5).
 */
export function amountField(label: string, bounds: AmountBounds) {
  const maxText = bounds.maxText ?? bounds.max.toLocaleString('en-US');
  return v.pipe(
    v.unknown(),
    v.check((value) => !bounds.required || !isBlank(value), requiredMessage(label)),
    v.check((value) => isBlank(value) || Number.isFinite(asNumber(value)), `${label} must be a number`),
    v.check((value) => isBlank(value) || !(asNumber(value) < 0), `${label} must be 0 or more`),
    v.check(
      (value) => isBlank(value) || !(asNumber(value) > bounds.max),
      `${label} must be at most ${maxText}`,
    ),
    v.check(
      (value) => isBlank(value) || !bounds.integer || Number.isInteger(asNumber(value)),
      `${label} must be a whole number`,
    ),
  );
}

/** Spec §5: a blank numeric service field is sent as 0. */
export function blankAsZero(value: NumberFieldValue): number {
  if (isBlank(value)) return 0;
  const number = asNumber(value);
  return Number.isFinite(number) ? number : 0;
}

/** A blank field as null (a location's rate: blank means the partner's rate). */
export function blankAsNull(value: NumberFieldValue): number | null {
  if (isBlank(value)) return null;
  const number = asNumber(value);
  return Number.isFinite(number) ? number : null;
}

const money = (label: string, required = false) => amountField(label, { required, max: MONEY_MAX });

/** The partner's service form (spec §3 partner service; §5 blank numbers become 0). */
export const partnerServiceFormSchema = v.object({
  displayName: requiredString('Name', { max: 100 }),
  description: optionalString('Description', { max: 2000 }),
  serviceType: requiredString('Service type'),
  rate: money('Rate', true),
  quantityOfFingerPrintCard: amountField('Card quantity', {
    required: false,
    max: CARD_QUANTITY_MAX,
    integer: true,
  }),
  taxPercentage: amountField('Tax percentage', { required: false, max: 100, maxText: '100' }),
  centralCommission: money('Central commission'),
  additionalCostPerFingerPrintCard: money('Additional cost per card'),
});
export type PartnerServiceFormInput = v.InferInput<typeof partnerServiceFormSchema>;

/** A location's own rate for a partner service: blank keeps the partner's rate. */
export const locationRateSchema = v.object({ rate: money('Rate') });

/** A group of the partner's services (spec §3 group). */
export const groupFormSchema = v.object({
  name: requiredString('Name', { max: 100 }),
  description: optionalString('Description', { max: 2000 }),
});

/** The system catalogue's product (what partners may sell). */
export const catalogueServiceFormSchema = v.object({
  title: requiredString('Title', { max: 100 }),
  productCode: requiredString('Product code', { max: 50 }),
  serviceType: requiredString('Service type'),
  description: optionalString('Description', { max: 2000 }),
});

/** An ORI of the system catalogue: the EBTS format with its exact message (ori-number.ts). */
export const oriFormSchema = v.object({
  oriNumber: v.pipe(
    requiredString('ORI'),
    v.check((value: string) => isOriNumber(normaliseOriNumber(value)), ORI_NUMBER_MESSAGE),
  ),
  title: requiredString('Title', { max: 100 }),
  oriType: requiredString('Type'),
});

/** A payment mode of the system (CARD, CASH, INVOICE, ...). */
export const paymentModeFormSchema = v.object({
  code: requiredString('Code', { max: 50 }),
  title: requiredString('Title', { max: 100 }),
  integrationType: optionalString('Integration type', { max: 50 }),
});
