/** Picks the postal service by config: the offline data set by default, the public service with POSTAL_SERVICE=public. */
import { createOfflinePostalService } from './offline';
import { createPublicPostalService } from './public';
import type { PostalService } from './types';

export type { PostalService } from './types';
export { createOfflinePostalService } from './offline';
export { createPublicPostalService } from './public';

export type PostalServiceKind = 'offline' | 'public';

export function createPostalService(kind: PostalServiceKind | undefined): PostalService {
  return kind === 'public' ? createPublicPostalService() : createOfflinePostalService();
}
