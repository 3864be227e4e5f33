// Virtual modules made by runtime/vite.config.ts plugins.
declare module 'virtual:client-preloads' {
  /** Chunks statically imported by pages/+client.tsx (clientEntryPreloads). */
  const preloads: string[];
  export default preloads;
}

declare module 'virtual:locale-urls' {
  /** Bundled language → URL of its strings (assets/locale-<lng>-<hash>.json; localeAssets). */
  const urls: Record<string, string>;
  export default urls;
}
