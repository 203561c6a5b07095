import { listSearch, type ListSearch } from '../lists/list-search';

export type UsersTab = 'users' | 'permissions' | 'invited';

const TABS: readonly UsersTab[] = ['users', 'permissions', 'invited'];

/** The user screen's URL state: a list's, and which tab is open (users unless the URL names another). */
export function usersSearch(search: Record<string, unknown>): ListSearch & { tab: UsersTab } {
  return { ...listSearch(search), tab: TABS.find((tab) => tab === search['tab']) ?? 'users' };
}
