// spec §8 ChunkLoadError: after a deploy, a tab still running the old build asks for a chunk the server (and the
// service worker's new precache) no longer has. Vite reports every lazy chunk (a page, a deferred part, the matched
// page at start-up) or stylesheet that fails to load with a vite:preloadError event. Reloading fetches the new
// build's HTML and chunks, so the first such failure reloads the page once. A second one soon after (the chunk is
// really gone, or the network is) must not reload again and again: a time stamp in session storage (per tab)
// guards against that loop, and the error is left to the page (its retry screen).
// An inline script in <head> (pages/+Head.tsx): it is listening before any chunk is asked for, and costs the home
// page's JavaScript budget nothing (the build hashes it into the Content-Security-Policy like the others).

export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A failure this soon after the last reload is not recovered by reloading again. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/** Plain ES5, self-contained. Without usable session storage nothing would stop a loop, so it never reloads. */
export function chunkReloadBootScript(): string {
  return (
    `addEventListener("vite:preloadError",function(e){try{var s=sessionStorage,n=Date.now();` +
    `if(n-Number(s.getItem(${JSON.stringify(CHUNK_RELOAD_KEY)}))<${CHUNK_RELOAD_WINDOW_MS})return;` +
    `s.setItem(${JSON.stringify(CHUNK_RELOAD_KEY)},String(n));}catch(x){return;}e.preventDefault();location.reload();});`
  );
}
