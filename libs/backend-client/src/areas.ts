import type { paths } from './generated/backend';

export type BackendArea = 'system' | 'partner' | 'userPortal';

export const AREA_PREFIX = {
  system: '/system/v1',
  partner: '/partner/v1',
  userPortal: '/user-portal/v1',
} as const satisfies Record<BackendArea, string>;

export type AreaPrefix<A extends BackendArea> = (typeof AREA_PREFIX)[A];

/** The operations of one area only, so a system client cannot call a partner path by mistake. */
export type AreaPaths<A extends BackendArea> = {
  [K in keyof paths as K extends `${AreaPrefix<A>}/${string}` ? K : never]: paths[K];
};
