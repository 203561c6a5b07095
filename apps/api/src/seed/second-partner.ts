import { epochToZoned, zonedTimeToEpoch, addCalendarDays } from '@ridgeline/domain';
import { eq } from 'drizzle-orm';
import { PERMISSION_CATALOGUE } from '../access/permission-catalogue';
import { seedDemoTransactions } from './biometric-transactions';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import {
  appointments,
  companies,
  grants,
  groupServices,
  locations,
  locationServices,
  partners,
  partnerServices,
  rolePermissions,
  roles,
  serviceGroups,
  services,
  users,
} from '../db/schema';

/** The second tenant's sign-ins (README and docs/demo-sign-ins.txt list them). */
export const SECOND_PARTNER_USERS = {
  partnerAdmin: { email: 'birch.admin@ridgeline.test', password: 'Birch-Partner-2026' },
  locationOperator: { email: 'birch.operator@ridgeline.test', password: 'Birch-Operator-2026' },
} as const;

export const SECOND_PARTNER_CODE = 'birch';

/**
 * Birch's appointments at the Loop, relative to the Loop's today: two confirmed today (its operator's day starts
 * from them, as Downtown's does), one done yesterday, one coming. Few, because every test file starts from them.
 */
const BIRCH_APPOINTMENTS = [
  {
    dayOffset: 0,
    time: '09:30',
    status: 'CONFIRMED',
    firstName: 'Rosa',
    lastName: 'Delgado',
    company: true,
    paymentMode: 'INVOICE',
  },
  {
    dayOffset: 0,
    time: '11:00',
    status: 'CONFIRMED',
    firstName: 'Marcus',
    lastName: 'Webb',
    company: false,
    paymentMode: 'CARD',
  },
  {
    dayOffset: -1,
    time: '10:00',
    status: 'COMPLETED',
    firstName: 'Irene',
    lastName: 'Kowalski',
    company: true,
    paymentMode: 'INVOICE',
  },
  {
    dayOffset: 2,
    time: '14:00',
    status: 'CONFIRMED',
    firstName: 'Tariq',
    lastName: 'Haddad',
    company: false,
    paymentMode: 'CASH',
  },
] as const;

/**
 * A second tenant, so that both a person trying the product and the isolation suite (http/isolation.test.ts) have
 * two: the partner Birch Biometrics with one location, a company, a partner-level administrator and a location
 * operator with their roles. Does nothing when the partner exists already.
 */
export async function seedSecondPartner(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.code, SECOND_PARTNER_CODE));
  if (existing) return;
  const adminHash = await hashPassword(SECOND_PARTNER_USERS.partnerAdmin.password);
  const operatorHash = await hashPassword(SECOND_PARTNER_USERS.locationOperator.password);
  await db.transaction(async (tx) => {
    const [partner] = await tx
      .insert(partners)
      .values({
        code: SECOND_PARTNER_CODE,
        legalName: 'Birch Biometrics Inc.',
        email: 'office@birch-biometrics.test',
        timeZone: 'America/Chicago',
        addresses: [
          {
            state: 'IL',
            city: 'Chicago',
            addressLineOne: '233 South Wacker Drive',
            addressLineTwo: null,
            zipCode: '60606',
            map: { latitude: 41.8789, longitude: -87.6359 },
          },
        ],
        contactPersons: [
          {
            firstName: 'Blake',
            lastName: 'Birch',
            phone: '3125550100',
            email: SECOND_PARTNER_USERS.partnerAdmin.email,
          },
        ],
      })
      .returning();
    if (!partner) throw new Error('partner insert returned no row');
    const [loop] = await tx
      .insert(locations)
      .values({
        partnerId: partner.id,
        code: 'birch-loop',
        title: 'Loop',
        displayName: 'Birch Loop Fingerprinting',
        addressLineOne: '233 South Wacker Drive',
        city: 'Chicago',
        timeZone: 'America/Chicago',
        addressInfo: {
          state: 'IL',
          city: 'Chicago',
          addressLineOne: '233 South Wacker Drive',
          addressLineTwo: null,
          zipCode: '60606',
          map: { latitude: 41.8789, longitude: -87.6359, locationName: 'Willis Tower, Chicago' },
        },
        latitude: 41.8789,
        longitude: -87.6359,
      })
      .returning();
    if (!loop) throw new Error('location insert returned no row');
    const [lakeshore] = await tx
      .insert(companies)
      .values({
        partnerId: partner.id,
        name: 'Lakeshore Charter Schools',
        code: 'LCS',
        email: 'hr@lakeshore-charter.test',
        phone: '3125550150',
        active: true,
      })
      .returning();
    const [adminRole, operatorRole] = await tx
      .insert(roles)
      .values([
        { partnerId: partner.id, title: 'Birch Administrator', forLocation: false, remarks: 'Every right' },
        { partnerId: partner.id, title: 'Birch Operator', forLocation: true, remarks: 'One location' },
      ])
      .returning();
    if (!adminRole || !operatorRole) throw new Error('role insert returned no rows');
    const every = PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((p) => p.code));
    const operatorCodes = every.filter(
      (code) =>
        code.startsWith('appointments:') ||
        code.startsWith('biometrics:') ||
        ['services:list', 'services:detail', 'reports:list', 'settings:detail', 'settings:modify'].includes(
          code,
        ),
    );
    await tx
      .insert(rolePermissions)
      .values([
        ...every.map((code) => ({ roleId: adminRole.id, partnerId: partner.id, code })),
        ...operatorCodes.map((code) => ({ roleId: operatorRole.id, partnerId: partner.id, code })),
      ]);
    const [admin, operator] = await tx
      .insert(users)
      .values([
        {
          realm: 'portal',
          email: SECOND_PARTNER_USERS.partnerAdmin.email,
          firstName: 'Blake',
          lastName: 'Birch',
          passwordHash: adminHash,
        },
        {
          realm: 'portal',
          email: SECOND_PARTNER_USERS.locationOperator.email,
          firstName: 'Lena',
          lastName: 'Loop',
          passwordHash: operatorHash,
        },
      ])
      .returning();
    if (!admin || !operator) throw new Error('user insert returned no rows');
    await tx.insert(grants).values([
      { userId: admin.id, partnerId: partner.id, locationId: null, roleId: adminRole.id },
      { userId: operator.id, partnerId: partner.id, locationId: loop.id, roleId: operatorRole.id },
    ]);
    // The channeler's background check of the system catalogue, sold at the Loop (when the catalogue is seeded).
    const [catalogue] = await tx.select().from(services).where(eq(services.productCode, 'FBIBGCHECK1'));
    if (catalogue) {
      const [offer] = await tx
        .insert(partnerServices)
        .values({
          partnerId: partner.id,
          serviceId: catalogue.id,
          displayName: 'FBI Background Check',
          description: 'Employment and licensing checks through an approved channeler.',
          serviceType: 'BIOMETRIC',
          rate: 52,
        })
        .returning();
      await tx
        .insert(locationServices)
        .values({ partnerId: partner.id, locationId: loop.id, partnerServiceId: offer!.id });
      // One group, so each tenant holds a record of every kind (the isolation suite probes groups both ways).
      const [group] = await tx
        .insert(serviceGroups)
        .values({
          partnerId: partner.id,
          name: 'Background checks',
          description: 'FBI checks through an approved channeler.',
          position: 0,
        })
        .returning();
      await tx
        .insert(groupServices)
        .values({ partnerId: partner.id, groupId: group!.id, partnerServiceId: offer!.id, position: 0 });
      await tx.insert(appointments).values(
        BIRCH_APPOINTMENTS.map((entry, index) => {
          const date = addCalendarDays(epochToZoned(Date.now(), loop.timeZone).date, entry.dayOffset);
          const startsAt = new Date(zonedTimeToEpoch(date, entry.time, loop.timeZone));
          const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
          return {
            partnerId: partner.id,
            locationId: loop.id,
            partnerServiceId: offer!.id,
            serviceDisplayName: offer!.displayName,
            amount: offer!.rate,
            companyId: entry.company ? lakeshore!.id : null,
            paymentModeCode: entry.paymentMode,
            appointmentDate: date,
            startTime: entry.time,
            endTime: epochToZoned(endsAt.getTime(), loop.timeZone).time,
            startsAt,
            endsAt,
            firstName: entry.firstName,
            lastName: entry.lastName,
            email: `${entry.firstName}.${entry.lastName}@example.test`.toLowerCase(),
            contactNumber: `312555${String(1200 + index)}`,
            status: entry.status,
            confirmationNumber: `RLBIRCH${String(index).padStart(3, '0')}`,
          };
        }),
      );
    }
    await seedDemoTransactions(tx, partner.id, [loop.id]);
  });
}
