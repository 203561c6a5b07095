import type { AuthContext } from '../auth/auth-context';
import type { BlobStore } from '../blob-store/blob-store';

/** What the tenant resources (partners, locations, companies, users, files) share: the auth context and the files. */
export interface TenantContext extends AuthContext {
  blobs: BlobStore;
}
