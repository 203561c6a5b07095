import type { Db } from '../db/database';
import {
  groupServices,
  locationServices,
  oriServices,
  oris,
  partnerServices,
  paymentModes,
  serviceGroups,
  services,
  termsAndConditions,
} from '../db/schema';
import { monogram } from './demo-data';

/**
 * The demo catalogue: the two FBI products with ORIs of both types, payment modes and terms for the system, and
 * for the demo partner a few priced services with images, two groups in priority order and what each location offers.
 */
export async function seedCatalogue(
  tx: Db,
  demo: { partnerId: string; locationIds: string[] },
): Promise<void> {
  const [fbi, fbi1] = await tx
    .insert(services)
    .values([
      {
        title: 'FBI Identity History Summary',
        description: 'Fingerprint-based FBI background check (identity history summary request).',
        serviceType: 'BIOMETRIC',
        productCode: 'FBIBGCHECK',
        fingerprintOption: 'FLAT_AND_ROLL',
      },
      {
        title: 'FBI Background Check (channeler)',
        description: 'FBI background check submitted through an approved channeler.',
        serviceType: 'BIOMETRIC',
        productCode: 'FBIBGCHECK1',
        fingerprintOption: 'FLAT_AND_ROLL',
      },
    ])
    .returning();
  if (!fbi || !fbi1) throw new Error('catalogue service insert returned no rows');
  const [channeler, stateDoj, controlling] = await tx
    .insert(oris)
    .values([
      { oriNumber: 'WVFBI0000', title: 'FBI CJIS Division', oriType: 'ORI', requiresPhotograph: false },
      { oriNumber: 'CA0349500', title: 'California DOJ', oriType: 'ORI', requiresPhotograph: true },
      {
        oriNumber: 'CA0380000',
        title: 'San Francisco Police Department',
        oriType: 'CRI',
        requiresPhotograph: false,
      },
    ])
    .returning();
  if (!channeler || !stateDoj || !controlling) throw new Error('ORI insert returned no rows');
  await tx.insert(oriServices).values([
    { oriId: channeler.id, serviceId: fbi.id },
    { oriId: channeler.id, serviceId: fbi1.id },
    { oriId: stateDoj.id, serviceId: fbi1.id },
    { oriId: controlling.id, serviceId: fbi1.id },
  ]);
  await tx.insert(paymentModes).values([
    { code: 'CARD', title: 'Credit or debit card', integrationType: 'STRIPE' },
    { code: 'CASH', title: 'Cash' },
    { code: 'INVOICE', title: 'Invoice to company' },
  ]);
  await tx.insert(termsAndConditions).values({
    title: 'Applicant terms and conditions',
    content:
      'I consent to the capture of my fingerprints and their submission to the FBI for the service I chose. ' +
      'Fees are not refundable once the prints have been submitted.',
    version: '1.0',
  });

  const { partnerId } = demo;
  const [ihs, channel, card, notary, retake] = await tx
    .insert(partnerServices)
    .values([
      {
        partnerId,
        serviceId: fbi.id,
        displayName: 'FBI Identity History Summary',
        description: 'Your own FBI record, e.g. for a visa or adoption.',
        serviceType: 'BIOMETRIC',
        rate: 49.95,
        taxPercentage: 0,
        serviceImage: monogram('IHS', '#1971c2'),
      },
      {
        partnerId,
        serviceId: fbi1.id,
        displayName: 'FBI Background Check (channeler)',
        description: 'Employment and licensing checks, results in 24 hours.',
        serviceType: 'BIOMETRIC',
        rate: 59.5,
        centralCommission: 5,
        twoFactorAuthentication: true,
        serviceImage: monogram('FBI', '#c2255c'),
      },
      {
        partnerId,
        displayName: 'FD-258 Fingerprint Card',
        description: 'Ink-free prints on two FD-258 cards.',
        serviceType: 'APPOINTMENT',
        rate: 25,
        quantityOfFingerPrintCard: 2,
        additionalCostPerFingerPrintCard: 10,
        taxPercentage: 8.63,
        fingerPrintCardService: true,
        serviceImage: monogram('CARD', '#2f9e44'),
      },
      {
        partnerId,
        displayName: 'Notary appointment',
        serviceType: 'APPOINTMENT',
        rate: 15,
        taxPercentage: 8.63,
        serviceImage: monogram('NO', '#e67700'),
      },
      {
        // Free: an applicant the FBI rejected comes back for new prints (issue 28), booked like any visit but with
        // nothing to pay, so the demo's booking pages show both a paid and a pay-nothing booking (issue 29).
        partnerId,
        displayName: 'Retake after an FBI reject',
        description: 'New prints when the FBI rejected the first ones for quality. No charge.',
        serviceType: 'APPOINTMENT',
        rate: 0,
        serviceImage: monogram('RE', '#5c940d'),
      },
    ])
    .returning();
  if (!ihs || !channel || !card || !notary || !retake) {
    throw new Error('partner service insert returned no rows');
  }
  const [federal, other] = await tx
    .insert(serviceGroups)
    .values([
      {
        partnerId,
        name: 'FBI checks',
        description: 'Background checks submitted electronically to the FBI.',
        position: 0,
        image: monogram('FBI', '#1864ab'),
      },
      {
        partnerId,
        name: 'Cards and notary',
        description: 'Fingerprint cards to mail yourself, and notary services.',
        position: 1,
        image: monogram('FD', '#5f3dc4'),
      },
    ])
    .returning();
  if (!federal || !other) throw new Error('group insert returned no rows');
  await tx.insert(groupServices).values([
    { partnerId, groupId: federal.id, partnerServiceId: ihs.id, position: 0 },
    { partnerId, groupId: federal.id, partnerServiceId: channel.id, position: 1 },
    { partnerId, groupId: other.id, partnerServiceId: card.id, position: 0 },
  ]);
  const [downtown, airport] = demo.locationIds;
  if (!downtown || !airport) return;
  await tx.insert(locationServices).values([
    { partnerId, locationId: downtown, partnerServiceId: ihs.id },
    { partnerId, locationId: downtown, partnerServiceId: channel.id, rate: 54.5 },
    { partnerId, locationId: downtown, partnerServiceId: card.id },
    { partnerId, locationId: downtown, partnerServiceId: retake.id },
    { partnerId, locationId: airport, partnerServiceId: ihs.id, rate: 64.95 },
  ]);
}
