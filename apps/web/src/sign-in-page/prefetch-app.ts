/**
 * Fetches the app's first scripts into the HTTP cache while the user types (they are named by the build in
 * `<meta name="app-scripts">`, vite.config.ts), so the page load into the app after the sign-in does not wait for
 * them. Runs once the form is shown, at idle, so it never delays the form; a browser without
 * requestIdleCallback waits a second instead.
 */
export function prefetchApp(document: Document, window: Window): void {
  const scripts =
    document.querySelector<HTMLMetaElement>('meta[name="app-scripts"]')?.content.split(' ') ?? [];
  const prefetch = () => {
    for (const href of scripts.filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 2000 });
  else setTimeout(prefetch, 1000);
}
