// Virtual modules made by runtime/vite.config.ts plugins.
declare module 'virtual:client-preloads' {
  /** Chunks statically imported by pages/+client.tsx (clientEntryPreloads). */
  const preloads: string[];
  export default preloads;
}
