// `use-sync-external-store/shim` for the site's build (vite.config.ts aliases it here): Lingui and wouter
// import the shim, written for React 17; React 19 has the hook itself.
export { useSyncExternalStore } from 'react';
