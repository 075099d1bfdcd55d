// What the apps and RTK Query's React module use of '@reduxjs/toolkit/query' (see reduxjs-toolkit.js).
export {
  QueryStatus,
  buildCreateApi,
  copyWithStructuralSharing,
  coreModule,
  setupListeners,
  skipToken,
} from '../../../node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs';
