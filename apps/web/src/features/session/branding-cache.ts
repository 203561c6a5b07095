const KEY = 'ridgeline.branding';

export interface Branding {
  logo: string | null;
  favicon: string | null;
  name?: string;
}

type BrandingMap = Record<string, Branding>;

function readAll(): BrandingMap {
  try {
    return (JSON.parse(localStorage.getItem(KEY) ?? '{}') as BrandingMap | null) ?? {};
  } catch {
    return {};
  }
}

/**
 * The contract has no public branding call, so a partner's sign-in page shows the logo and favicon this
 * browser last saw for that partner (from the access list or a partner session).
 */
export function rememberBranding(partnerId: string, branding: Branding): void {
  localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [partnerId]: branding }));
}

export const knownBranding = (partnerId: string): Branding | null => readAll()[partnerId] ?? null;
