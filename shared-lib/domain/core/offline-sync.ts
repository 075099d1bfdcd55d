/**
 * The page and the service worker agree on these (issue 32): the page registers a Background Sync of this tag
 * when it queues a change offline; the worker's `sync` event then asks every open page to replay its queues.
 * Kept in a file of its own so the worker bundles nothing else of the domain.
 */
export const REPLAY_SYNC_TAG = 'ayurveda-bazaar-replay';
export const REPLAY_MESSAGE = 'REPLAY_OFFLINE_QUEUES';
