import { sql } from 'drizzle-orm';
import { PERMISSION_CATALOGUE } from '../access/permission-catalogue';
import { seedDemoTransactions } from './biometric-transactions';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import { seedSecurityDemo } from './security-demo';
import { seedSecondPartner } from './second-partner';
import { companies, grants, locations, partners, rolePermissions, roles, users } from '../db/schema';
import { seedCatalogue } from './catalogue';

/** The demo sign-ins; docs/demo-sign-ins.txt lists the same (the README points there). */
export const DEMO_USERS = {
  systemAdmin: { email: 'admin@ridgeline.test', password: 'Ridgeline-Admin-2026' },
  systemNewcomer: { email: 'newcomer@ridgeline.test', password: 'Emailed-Start-4821' },
  partnerAdmin: { email: 'partner.admin@ridgeline.test', password: 'Acme-Partner-2026' },
  locationOperator: { email: 'operator@ridgeline.test', password: 'Acme-Operator-2026' },
} as const;

export function monogram(text: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" ` +
    `text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const all = (module: string) => ['create', 'modify', 'list', 'detail'].map((action) => `${module}:${action}`);

/**
 * On an empty database: a system administrator, a system user still holding an e-mailed password, the partner
 * Acme Fingerprinting with two locations, a partner-level user and a location-level user with their roles, and a
 * second partner, Birch Biometrics (second-partner.ts).
 * Returns false when users already exist (the seed never touches a database in use).
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const hash = (password: string) => hashPassword(password);
    await tx.insert(users).values([
      {
        realm: 'system',
        email: DEMO_USERS.systemAdmin.email,
        firstName: 'Avery',
        lastName: 'Admin',
        passwordHash: await hash(DEMO_USERS.systemAdmin.password),
      },
      {
        realm: 'system',
        email: DEMO_USERS.systemNewcomer.email,
        firstName: 'Noah',
        lastName: 'Newcomer',
        passwordHash: await hash(DEMO_USERS.systemNewcomer.password),
        enforcePasswordChange: true,
      },
    ]);
    const [partner] = await tx
      .insert(partners)
      .values({
        code: 'acme',
        legalName: 'Acme Fingerprinting LLC',
        email: 'office@acme-fingerprinting.test',
        timeZone: 'America/Los_Angeles',
        addresses: [
          {
            state: 'CA',
            city: 'San Francisco',
            addressLineOne: '1200 Market Street',
            addressLineTwo: 'Suite 400',
            zipCode: '94102',
            map: { latitude: 37.7793, longitude: -122.4147 },
          },
        ],
        contactPersons: [
          {
            firstName: 'Paula',
            lastName: 'Partner',
            phone: '4155550100',
            email: 'partner.admin@ridgeline.test',
          },
        ],
        companyLogo: monogram('AF', '#1c7ed6'),
        favicon: monogram('A', '#1c7ed6'),
        // The booking pages' own colour and terms (issue 29); a teal at 5.6:1 with white.
        accentColor: '#0b7285',
        bookingTerms:
          'Acme Fingerprinting takes your fingerprints for the background check you name and sends them only to ' +
          'the FBI through its approved channeler. Bring a government photo ID. Fees paid online are refunded ' +
          'when you cancel through your link before the cut-off; after your prints are taken they are final.',
      })
      .returning();
    if (!partner) throw new Error('partner insert returned no row');
    const [downtown, airport] = await tx
      .insert(locations)
      .values([
        {
          partnerId: partner.id,
          code: 'acme-downtown',
          title: 'Downtown',
          displayName: 'Acme Downtown Live Scan Center',
          addressLineOne: '1200 Market Street, Suite 400',
          city: 'San Francisco',
          image: monogram('DT', '#2f9e44'),
          timeZone: 'America/Los_Angeles',
          addressInfo: {
            state: 'CA',
            city: 'San Francisco',
            addressLineOne: '1200 Market Street, Suite 400',
            addressLineTwo: null,
            zipCode: '94102',
            map: { latitude: 37.7793, longitude: -122.4147, locationName: '1200 Market St, San Francisco' },
          },
          contactInfo: {
            firstName: 'Oscar',
            lastName: 'Operator',
            phone: '4155550110',
            email: 'operator@ridgeline.test',
          },
          latitude: 37.7793,
          longitude: -122.4147,
        },
        {
          partnerId: partner.id,
          code: 'acme-airport',
          title: 'Airport',
          displayName: 'Acme Airport Kiosk',
          addressLineOne: '780 International Terminal',
          city: 'South San Francisco',
          image: monogram('AK', '#e8590c'),
          timeZone: 'America/Los_Angeles',
          addressInfo: {
            state: 'CA',
            city: 'South San Francisco',
            addressLineOne: '780 International Terminal',
            addressLineTwo: null,
            zipCode: '94128',
            map: {
              latitude: 37.6152,
              longitude: -122.3899,
              locationName: 'San Francisco International Airport',
            },
          },
          latitude: 37.6152,
          longitude: -122.3899,
        },
      ])
      .returning();
    if (!downtown || !airport) throw new Error('location insert returned no rows');
    await tx.insert(companies).values([
      {
        partnerId: partner.id,
        name: 'Bay Area Unified School District',
        code: 'BAUSD',
        email: 'hr@bausd.test',
        phone: '4155550150',
        active: true,
      },
      {
        partnerId: partner.id,
        name: 'Golden Gate Home Care',
        code: 'GGHC',
        email: 'jobs@gghc.test',
        active: true,
      },
    ]);
    const [partnerRole, locationRole] = await tx
      .insert(roles)
      .values([
        { partnerId: partner.id, title: 'Partner Administrator', forLocation: false, remarks: 'Every right' },
        {
          partnerId: partner.id,
          title: 'Location Operator',
          forLocation: true,
          remarks: 'Appointments, capture and reports of one location',
        },
      ])
      .returning();
    if (!partnerRole || !locationRole) throw new Error('role insert returned no rows');
    const partnerCodes = PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((p) => p.code));
    const locationCodes = [
      ...all('appointments'),
      // Migration 0013's rule: who holds appointments:detail may reveal an SSN (issue 26).
      'ssn:detail',
      ...all('biometrics'),
      'services:list',
      'services:detail',
      // A location turns the partner's services on and off for itself and sets its own rate (issue 13).
      'services:modify',
      'reports:list',
      'reports:detail',
      // A location keeps its own appointment policy and biometric settings (issue 14).
      'settings:detail',
      'settings:modify',
    ];
    await tx
      .insert(rolePermissions)
      .values([
        ...partnerCodes.map((code) => ({ roleId: partnerRole.id, partnerId: partner.id, code })),
        ...locationCodes.map((code) => ({ roleId: locationRole.id, partnerId: partner.id, code })),
      ]);
    const [partnerAdmin, operator] = await tx
      .insert(users)
      .values([
        {
          realm: 'portal',
          email: DEMO_USERS.partnerAdmin.email,
          firstName: 'Paula',
          lastName: 'Partner',
          passwordHash: await hash(DEMO_USERS.partnerAdmin.password),
        },
        {
          realm: 'portal',
          email: DEMO_USERS.locationOperator.email,
          firstName: 'Oscar',
          lastName: 'Operator',
          passwordHash: await hash(DEMO_USERS.locationOperator.password),
        },
      ])
      .returning();
    if (!partnerAdmin || !operator) throw new Error('user insert returned no rows');
    await tx.insert(grants).values([
      { userId: partnerAdmin.id, partnerId: partner.id, locationId: null, roleId: partnerRole.id },
      { userId: operator.id, partnerId: partner.id, locationId: downtown.id, roleId: locationRole.id },
    ]);
    await seedCatalogue(tx, { partnerId: partner.id, locationIds: [downtown.id, airport.id] });
    await seedDemoTransactions(tx, partner.id, [downtown.id, airport.id]);
  });
  await seedSecurityDemo(db);
  await seedSecondPartner(db);
  return true;
}
