const DEFAULT_FAVICON = '/favicon.svg';

/** Shows a partner's favicon on its pages; `null` restores the product's own. Returns the restore function. */
export function setFavicon(href: string | null | undefined): () => void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  const element = link;
  const previous = element.getAttribute('href') ?? DEFAULT_FAVICON;
  element.removeAttribute('type');
  element.href = href || DEFAULT_FAVICON;
  return () => {
    element.href = previous;
  };
}
