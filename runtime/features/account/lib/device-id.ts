// Issue 24 item 8: a random id this browser keeps in local storage and sends as X-Device-Id with a
// registration, so the server can throttle registrations per device as well as per IP. Not a secret and
// not a tracker: it is made here, never read from the device, and a browser without storage sends none.
const KEY = 'deviceId';

export function deviceId(): string | null {
  try {
    const store = window.localStorage;
    let id = store.getItem(KEY);
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      // getRandomValues works on plain http too (randomUUID needs a secure context).
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      store.setItem(KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** The header to send with a registration (empty when there is no storage). */
export function deviceIdHeader(): Record<string, string> {
  const id = deviceId();
  return id ? { 'x-device-id': id } : {};
}
