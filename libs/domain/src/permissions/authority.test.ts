import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authorityVerdict,
  firstCodeNotHeld,
  type AuthorityCaller,
  type AuthorityChange,
  type AuthorityGrant,
  type AuthorityRole,
  type AuthorityState,
} from './authority';
import { PERMISSION_CATALOGUE } from './permission-catalogue';

// The expectations below are the words (issue 24), written out here on their own, not read from the rule.
const EVERY = PERMISSION_CATALOGUE.flatMap((group) => group.permissions.map((p) => p.code));
const BIOMETRICS = EVERY.filter((code) => code.startsWith('biometrics:'));
const P = 'partner-p';
const Q = 'partner-q';
const USERS = ['u0', 'u1', 'u2', 'u3'];
const LOCATIONS = ['l0', 'l1'];

const codes = fc.oneof(
  { weight: 1, arbitrary: fc.constant(EVERY) },
  { weight: 3, arbitrary: fc.subarray(EVERY) },
  { weight: 2, arbitrary: fc.subarray(EVERY.filter((code) => /^(users|roles|appointments):/.test(code))) },
);

const role = (partnerId: string, index: number) =>
  fc.record({
    id: fc.constant(`${partnerId}-r${index}`),
    partnerId: fc.constant(partnerId),
    active: fc.boolean().map((b) => b || index === 0),
    forLocation: fc.boolean(),
    codes,
  });

const rolesOf = (partnerId: string) =>
  fc.tuple(role(partnerId, 0), role(partnerId, 1), role(partnerId, 2), role(partnerId, 3));

const grantsOf = (partnerId: string) =>
  fc.array(
    fc.record({
      userId: fc.constantFrom(...USERS),
      partnerId: fc.constant(partnerId),
      locationId: fc.constantFrom<string | null>(null, ...LOCATIONS),
      roleId: fc.integer({ min: 0, max: 3 }).map((i) => `${partnerId}-r${i}`),
      userActive: fc.constant(true),
    }),
    { maxLength: 6 },
  );

const inactiveUsers = fc.subarray(USERS, { maxLength: 1 });

function withInactive(grants: AuthorityGrant[], inactive: string[]): AuthorityGrant[] {
  return grants.map((grant) => ({ ...grant, userActive: !inactive.includes(grant.userId) }));
}

const stateOfP = fc
  .tuple(rolesOf(P), grantsOf(P), inactiveUsers)
  .map(([roles, grants, inactive]) => ({ roles: [...roles], grants: withInactive(grants, inactive) }));

const elsewhere = fc.tuple(rolesOf(Q), grantsOf(Q));

const caller: fc.Arbitrary<AuthorityCaller> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'system' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('partner' as const),
      userId: fc.constantFrom(...USERS),
      codes,
      locationId: fc.constantFrom<string | null>(null, null, ...LOCATIONS),
    }),
  },
);

const roleId = fc.integer({ min: 0, max: 3 }).map((i) => `${P}-r${i}`);
const change: fc.Arbitrary<AuthorityChange> = fc.oneof(
  fc.record({
    kind: fc.constant('role' as const),
    partnerId: fc.constant(P),
    roleId: fc.option(roleId),
    after: fc.record({ active: fc.boolean(), forLocation: fc.boolean(), codes }),
  }),
  fc.record({
    kind: fc.constant('grant' as const),
    partnerId: fc.constant(P),
    userId: fc.option(fc.constantFrom(...USERS)),
    locationId: fc.constantFrom<string | null>(null, ...LOCATIONS),
    roleId,
  }),
  fc.record({
    kind: fc.constant('revoke' as const),
    partnerId: fc.constant(P),
    userId: fc.constantFrom(...USERS),
    locationId: fc.constantFrom<string | null>(null, ...LOCATIONS),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), partnerId: fc.constant(P), roleId }),
);

/** Every code of the role involved (before and after) and every code the affected user holds in P. */
function involved(state: AuthorityState, c: AuthorityChange): string[] {
  const rolesOfP = state.roles.filter((r) => r.partnerId === P);
  const codesOf = (id: string | null) => rolesOfP.find((r) => r.id === id)?.codes ?? [];
  const out: string[] = [];
  if (c.kind === 'role') out.push(...codesOf(c.roleId), ...c.after.codes);
  if (c.kind === 'grant' || c.kind === 'withdraw') out.push(...codesOf(c.roleId));
  if ((c.kind === 'grant' || c.kind === 'revoke') && c.userId) {
    for (const g of state.grants)
      if (g.partnerId === P && g.userId === c.userId) out.push(...codesOf(g.roleId));
  }
  return out;
}

/** Administrators of P: active users with a partner-level grant of an active partner role holding every code. */
function administrators(state: AuthorityState): number {
  const isAdmin = (r: AuthorityRole | undefined) =>
    !!r &&
    r.active &&
    !r.forLocation &&
    EVERY.every((code) => r.codes.includes(code) || BIOMETRICS.includes(code));
  return new Set(
    state.grants
      .filter((g) => g.partnerId === P && g.locationId === null && g.userActive)
      .filter((g) => isAdmin(state.roles.find((r) => r.id === g.roleId && r.partnerId === P)))
      .map((g) => g.userId),
  ).size;
}

/** The state after the change, as the operations apply it. */
function after(state: AuthorityState, c: AuthorityChange): AuthorityState {
  if (c.kind === 'role' && c.roleId) {
    return { ...state, roles: state.roles.map((r) => (r.id === c.roleId ? { ...r, ...c.after } : r)) };
  }
  const same = (g: AuthorityGrant) =>
    c.kind !== 'role' &&
    c.kind !== 'withdraw' &&
    g.partnerId === P &&
    g.userId === c.userId &&
    g.locationId === c.locationId;
  if (c.kind === 'revoke') return { ...state, grants: state.grants.filter((g) => !same(g)) };
  if (c.kind === 'grant' && c.userId) {
    const userActive = state.grants.find((g) => g.userId === c.userId)?.userActive ?? true;
    return {
      ...state,
      grants: [
        ...state.grants.filter((g) => !same(g)),
        { userId: c.userId, partnerId: P, locationId: c.locationId, roleId: c.roleId, userActive },
      ],
    };
  }
  return state;
}

function partnerLevel(state: AuthorityState, c: AuthorityChange): boolean {
  const forLocation = (id: string | null) => state.roles.find((r) => r.id === id)?.forLocation === true;
  if (c.kind === 'role') return !c.after.forLocation || (c.roleId !== null && !forLocation(c.roleId));
  if (c.kind === 'grant') return c.locationId === null || !forLocation(c.roleId);
  if (c.kind === 'revoke') return c.locationId === null;
  return !forLocation(c.roleId);
}

const RUNS = { numRuns: 2000 };

describe('the authority rule', () => {
  it('allows a partner caller only when it holds every involved code (biometrics always held)', () => {
    fc.assert(
      fc.property(stateOfP, caller, change, (state, who, c) => {
        const verdict = authorityVerdict(state, who, c);
        if (!verdict.allowed || who.kind === 'system') return;
        const held = new Set([...who.codes, ...BIOMETRICS]);
        expect(involved(state, c).filter((code) => !held.has(code))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('refuses a partner caller that lacks any involved code, naming one it lacks', () => {
    fc.assert(
      fc.property(stateOfP, caller, change, (state, who, c) => {
        if (who.kind === 'system') return;
        const held = new Set([...who.codes, ...BIOMETRICS]);
        const lacking = involved(state, c).filter((code) => !held.has(code));
        if (lacking.length === 0) return;
        const verdict = authorityVerdict(state, who, c);
        expect(verdict.allowed).toBe(false);
        if (!verdict.allowed && verdict.reason === 'not-held') expect(lacking).toContain(verdict.code);
      }),
      RUNS,
    );
  });

  it('never answers differently for grants and roles in another partner', () => {
    fc.assert(
      fc.property(stateOfP, elsewhere, caller, change, (state, [rolesQ, grantsQ], who, c) => {
        const wider = { roles: [...state.roles, ...rolesQ], grants: [...state.grants, ...grantsQ] };
        expect(authorityVerdict(wider, who, c)).toEqual(authorityVerdict(state, who, c));
      }),
      RUNS,
    );
  });

  it('never lets a location session move partner-level authority', () => {
    fc.assert(
      fc.property(stateOfP, caller, change, (state, who, c) => {
        if (who.kind !== 'partner' || who.locationId === null || !partnerLevel(state, c)) return;
        expect(authorityVerdict(state, who, c).allowed).toBe(false);
      }),
      RUNS,
    );
  });

  it('never leaves a partner that had an administrator without one', () => {
    fc.assert(
      fc.property(stateOfP, caller, change, (state, who, c) => {
        if (!authorityVerdict(state, who, c).allowed) return;
        if (administrators(state) > 0) expect(administrators(after(state, c))).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('allows an administrator (partner-level, every code) whatever keeps an administrator', () => {
    fc.assert(
      fc.property(stateOfP, change, (state, c) => {
        const admin: AuthorityCaller = { kind: 'partner', userId: 'u0', codes: EVERY, locationId: null };
        const keeps = administrators(state) === 0 || administrators(after(state, c)) > 0;
        expect(authorityVerdict(state, admin, c).allowed).toBe(keeps);
        expect(authorityVerdict(state, { kind: 'system' }, c).allowed).toBe(keeps);
      }),
      RUNS,
    );
  });

  it('refuses the issue’s probes: a users-and-roles manager outranking the administrator', () => {
    const manager = [...EVERY.filter((code) => /^(users|roles):/.test(code)), 'locations:list'];
    const state: AuthorityState = {
      roles: [
        { id: 'admin', partnerId: P, active: true, forLocation: false, codes: EVERY },
        { id: 'manager', partnerId: P, active: true, forLocation: false, codes: manager },
        { id: 'desk', partnerId: P, active: true, forLocation: true, codes: ['appointments:list'] },
      ],
      grants: [
        { userId: 'admin', partnerId: P, locationId: null, roleId: 'admin', userActive: true },
        { userId: 'mia', partnerId: P, locationId: null, roleId: 'manager', userActive: true },
        // Mia administers another partner: it never counts here.
        { userId: 'mia', partnerId: Q, locationId: null, roleId: 'q-admin', userActive: true },
      ],
    };
    const mia: AuthorityCaller = { kind: 'partner', userId: 'mia', codes: manager, locationId: null };
    const probes: AuthorityChange[] = [
      { kind: 'grant', partnerId: P, userId: 'mia', locationId: null, roleId: 'admin' },
      { kind: 'grant', partnerId: P, userId: null, locationId: null, roleId: 'admin' },
      { kind: 'grant', partnerId: P, userId: null, locationId: 'l0', roleId: 'desk' },
      { kind: 'revoke', partnerId: P, userId: 'admin', locationId: null },
      {
        kind: 'role',
        partnerId: P,
        roleId: 'admin',
        after: { active: true, forLocation: false, codes: manager },
      },
    ];
    expect(probes.map((probe) => authorityVerdict(state, mia, probe).allowed)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    // With the front-desk codes the manager can onboard front-desk staff.
    const onboarding: AuthorityCaller = { ...mia, codes: [...manager, 'appointments:list'] };
    const frontDesk: AuthorityChange = {
      kind: 'grant',
      partnerId: P,
      userId: null,
      locationId: 'l0',
      roleId: 'desk',
    };
    expect(authorityVerdict(state, onboarding, frontDesk)).toEqual({ allowed: true });
  });
});

describe('firstCodeNotHeld', () => {
  it('names the first code (A to Z) the caller lacks, or nothing when it holds them all', () => {
    const caller = ['users:list', 'users:create', 'roles:list'];
    expect(firstCodeNotHeld(caller, ['users:list', 'users:create'])).toBeUndefined();
    expect(firstCodeNotHeld(caller, ['users:modify', 'appointments:list', 'users:list'])).toBe(
      'appointments:list',
    );
    expect(firstCodeNotHeld([], [])).toBeUndefined();
  });

  it('counts biometrics as held by every partner user (spec §6)', () => {
    expect(
      firstCodeNotHeld([], ['biometrics:list', 'biometrics:create', 'biometrics:modify']),
    ).toBeUndefined();
  });
});
