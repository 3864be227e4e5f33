// spec §3 Session storage and local storage keys. Every read and write goes through here so a
// browser that refuses storage (private mode, sandboxed iframe, SSR) never breaks rendering.

/** spec §3: session storage keys (per tab, cleared on sign-out except the merchant values). */
export const SESSION_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  username: 'username',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  // caches
  routers: 'routers',
  settings: 'settings',
  validate: 'validate',
  gameVendor: 'gameVendor',
  merchantWallet: 'merchantWallet',
  indexNotice: 'index_notice',
} as const;

/** spec §3: local storage keys (survive the tab). Lottery favourites: one JSON object, username → game ids. */
export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  lotteryFavourites: 'lotteryFavourites',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

function area(kind: 'session' | 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(kind: 'session' | 'local', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'session' | 'local', key: string, value: string | null): void {
  try {
    const store = area(kind);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {}
}

export const sessionStore = {
  get: (key: SessionKey) => read('session', key),
  set: (key: SessionKey, value: string | null) => write('session', key, value),
};

export const localStore = {
  get: (key: LocalKey) => read('local', key),
  set: (key: LocalKey, value: string | null) => write('local', key, value),
};

/** spec §2 sign out: clear session storage, keeping only the merchant values. */
export function clearSessionKeepingMerchant(): void {
  const merchant = sessionStore.get(SESSION_KEYS.merchant);
  const merchantCode = sessionStore.get(SESSION_KEYS.merchantCode);
  try {
    area('session')?.clear();
  } catch {}
  sessionStore.set(SESSION_KEYS.merchant, merchant);
  sessionStore.set(SESSION_KEYS.merchantCode, merchantCode);
}
