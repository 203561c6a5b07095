export interface DashboardFigure {
  label: string;
  /** null when the server has no such figure. */
  value: number | null;
}
