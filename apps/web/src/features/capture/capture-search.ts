const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The capture route's search: the appointment a new capture starts from. */
export interface CaptureSearch {
  appointmentId?: string;
}

export function captureSearch(search: Record<string, unknown>): CaptureSearch {
  const id = search['appointmentId'];
  return typeof id === 'string' && UUID.test(id) ? { appointmentId: id } : {};
}
