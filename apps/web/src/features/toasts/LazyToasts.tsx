import { lazy, Suspense } from 'react';

// The toast container (and react-transition-group with it) loads after the first screen. Toasts shown before
// it mounts wait in @mantine/notifications' store, which the container reads when it mounts: none is lost.
// It is imported through a module of our own: a dynamic import of the package itself would keep the whole
// package in the first chunk, where the store already is.
const ToastContainer = lazy(() =>
  import('./ToastContainer').then((module) => ({ default: module.ToastContainer })),
);

export function LazyToasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
