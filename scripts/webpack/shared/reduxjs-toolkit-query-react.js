// What the apps use of '@reduxjs/toolkit/query/react' (see reduxjs-toolkit.js).
export { createApi } from '../../../node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs';
