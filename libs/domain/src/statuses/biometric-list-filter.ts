export type BiometricListFilterValue = 'ALL' | 'Other';

export interface BiometricListFilter {
  biometricListFilterValue: BiometricListFilterValue;
  biometricServiceIds: number[];
}

/** The service picker sends 0 for "all services"; any other value narrows the list to the given ids. */
export function biometricListFilter(value: number, serviceIds: readonly number[]): BiometricListFilter {
  if (value === 0) return { biometricListFilterValue: 'ALL', biometricServiceIds: [] };
  return { biometricListFilterValue: 'Other', biometricServiceIds: [...serviceIds] };
}
