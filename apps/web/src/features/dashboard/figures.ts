export interface DashboardFigure {
  label: string;
  /** null when the figure could not be read (no right to it, or the server refused). */
  value: number | null;
}

const ONE = { pageNumber: 1, pageSize: 1 } as const;
export const COUNT_ONLY = ONE;

/** Reads a paged search's total; one refused figure does not blank the others. */
export async function figure(
  label: string,
  total: () => Promise<{ totalRecords: number }>,
): Promise<DashboardFigure> {
  try {
    return { label, value: (await total()).totalRecords };
  } catch {
    return { label, value: null };
  }
}
