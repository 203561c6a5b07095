import { expect, it } from 'vitest';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';

/*
 * Issue 27: with no appointment policy saved anywhere, a location is bookable Monday to Friday 09:00-17:00 (the
 * system's default week, through its partner) and closed at the weekend; the location's settings screen hears that
 * its policy is not its own.
 */

const { t, s } = useDemoTestApp();

it('offers weekday slots from 09:00 to 17:00 and none at the weekend when nothing is configured', async () => {
  const response = await call(
    t.app,
    s.location,
    'GET',
    `/partner/v1/appointments/slots?locationId=${s.downtownId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const slots = response.json().data.slots as { date: string; startTime: string; endTime: string }[];
  const byDate = new Map<string, typeof slots>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  // Two weeks ahead (the default view limit) hold at least nine working days (today's may have passed).
  expect(byDate.size).toBeGreaterThanOrEqual(9);
  for (const [date, day] of byDate) {
    expect([1, 2, 3, 4, 5]).toContain(weekday(date));
    expect(day.at(-1)?.endTime).toBe('17:00');
  }
  const fullDays = [...byDate.values()].filter((day) => day[0]?.startTime === '09:00');
  expect(fullDays.length).toBeGreaterThanOrEqual(8);
  // 15-minute slots from 09:00 to 17:00.
  expect(fullDays[0]).toHaveLength(32);

  const settings = await call(
    t.app,
    s.location,
    'GET',
    `/partner/v1/location-setting/${s.downtownId}/appointment`,
  );
  expect(settings.json().data.source).not.toBe('LOCATION');
});
