import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, chunkReloadBootScript } from './chunk-reload';

/** Runs the inline script against a stand-in window; returns a function that fires one vite:preloadError. */
function boot(storage: { getItem(k: string): string | null; setItem(k: string, v: string): void }, clock: { now: number }) {
  let listener: ((e: { preventDefault(): void }) => void) | undefined;
  const state = { reloads: 0, prevented: 0 };
  const addEventListener = (type: string, fn: typeof listener) => {
    if (type === 'vite:preloadError') listener = fn;
  };
  const location = { reload: () => void state.reloads++ };
  const FakeDate = { now: () => clock.now };
  new Function('addEventListener', 'sessionStorage', 'location', 'Date', chunkReloadBootScript())(addEventListener, storage, location, FakeDate);
  const fire = () => listener!({ preventDefault: () => void state.prevented++ });
  return { fire, state };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk load recovery (spec §8 ChunkLoadError)', () => {
  it('a missing chunk reloads the page once; the reloaded page failing again is left alone (no loop)', () => {
    const storage = memoryStorage();
    const clock = { now: 1_000_000 };
    const first = boot(storage, clock);
    first.fire();
    expect(first.state).toEqual({ reloads: 1, prevented: 1 });
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    // The reloaded page (same tab, same session storage) fails the same way a moment later.
    clock.now += 3_000;
    const second = boot(storage, clock);
    second.fire();
    expect(second.state).toEqual({ reloads: 0, prevented: 0 });
    // A later deploy in the same tab recovers again.
    clock.now += CHUNK_RELOAD_WINDOW_MS;
    second.fire();
    expect(second.state).toEqual({ reloads: 1, prevented: 1 });
  });

  it('never reloads without usable session storage (nothing would stop a loop)', () => {
    const denied = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    const page = boot(denied, { now: 5 });
    page.fire();
    expect(page.state).toEqual({ reloads: 0, prevented: 0 });
  });
});
