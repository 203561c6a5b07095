import { Notifications } from '@mantine/notifications';

/** Spec §8: toasts top-centre for 5000 ms. Loaded lazily by App (LazyToasts). */
export function ToastContainer() {
  return <Notifications position="top-center" autoClose={5000} />;
}
