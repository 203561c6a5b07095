import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, partners } from '../db/schema';
import { expectReadAsMissing } from '../test/answers';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';

let foreignCompanyId = '';

const { t, s } = useDemoTestApp(async () => {
  const [globex] = await t.database.db
    .select()
    .from(partners)
    .where(sql`${partners.code} = 'globex'`);
  const [foreign] = await t.database.db
    .insert(companies)
    .values({ partnerId: globex?.id ?? '', name: 'Globex Staffing', active: true })
    .returning();
  foreignCompanyId = foreign?.id ?? '';
});

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bay Area Schools',
  code: 'BAS',
  email: 'hr@bayschools.test',
  phone: '4155550199',
  address: {
    state: 'CA',
    city: 'San Jose',
    addressLineOne: '1 Main St',
    addressLineTwo: null,
    zipCode: '95113',
  },
  contactPerson: { firstName: 'Hana', lastName: 'Ruiz', phone: '4155550198', email: 'hana@bayschools.test' },
  active: true,
  ...overrides,
});

describe('companies (partner area)', () => {
  let id = '';

  it('creates, reads and modifies a company of the partner', async () => {
    const created = await call(t.app, s.partner, 'POST', '/partner/v1/company', company());
    expect(created.statusCode, created.body).toBe(200);
    id = created.json().data.id;
    expect(created.json().data).toEqual({ ...company(), id });
    const updated = await call(
      t.app,
      s.partner,
      'PUT',
      `/partner/v1/company/${id}`,
      company({ name: 'Bay Schools' }),
    );
    expect(updated.json().data.name).toBe('Bay Schools');
    const detail = await call(t.app, s.partner, 'GET', `/partner/v1/company/${id}`);
    expect(detail.json().data).toEqual(updated.json().data);
  });

  it('searches with text, sort and paging, and lists active companies for drop-downs', async () => {
    await call(
      t.app,
      s.partner,
      'POST',
      '/partner/v1/company',
      company({ name: 'Acme Hospital', code: 'AH', active: false }),
    );
    const all = await call(t.app, s.partner, 'POST', '/partner/v1/company/search', {
      sortField: 'name',
      sortOrder: 'DESC',
    });
    // The demo data adds two companies of its own; the order holds across all of them.
    expect(all.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Golden Gate Home Care',
      'Bay Schools',
      'Bay Area Unified School District',
      'Acme Hospital',
    ]);
    const found = await call(t.app, s.partner, 'POST', '/partner/v1/company/search', {
      searchParameter: 'hosp',
    });
    expect(found.json().totalRecords).toBe(1);
    const selectable = await call(t.app, s.partner, 'GET', '/partner/v1/company/selectable');
    const titles = selectable.json().data.map((c: { title: string }) => c.title);
    expect(titles).toEqual(['Bay Area Unified School District', 'Bay Schools', 'Golden Gate Home Care']);
  });

  it("answers another partner's company exactly like a missing one and changes nothing", async () => {
    await expectReadAsMissing(t.app, s.partner, '/partner/v1/company', foreignCompanyId);
    const put = await call(t.app, s.partner, 'PUT', `/partner/v1/company/${foreignCompanyId}`, company());
    expect(put.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(companies)
      .where(sql`${companies.id} = ${foreignCompanyId}`);
    expect(row?.name).toBe('Globex Staffing');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [company({ name: '' }), 'name'],
      [company({ email: 'nope' }), 'email'],
      [company({ phone: '(415) 555' }), 'phone'],
      [company({ name: 'Nul\u0000Co' }), 'name'],
      [company({ active: 'yes' }), 'active'],
    ];
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    for (const [body, field] of cases) {
      const response = await call(t.app, s.partner, 'POST', '/partner/v1/company', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message.startsWith(field), response.json().message).toBe(true);
    }
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    expect(after?.n).toBe(before?.n);
  });

  it('answers 403 to a role without the companies permissions', async () => {
    expect((await call(t.app, s.location, 'POST', '/partner/v1/company', company())).statusCode).toBe(403);
  });
});
