// Side-menu icons (24x24 stroke paths for components/icon.tsx), kept out of the first JavaScript.
export const SOCIAL_ICONS: Record<string, string> = {
  chat: 'M4 5h16v11H9l-5 4z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8Z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l8-6-6 8',
  whatsapp: 'M5 19l1.2-3.6A8 8 0 1 1 9 18.8L5 19Zm5-11c-.8 0-1.5 1-1 2.5s2.5 3.6 4 4c1.3.4 2-.3 2-1l-1.5-1-1 .8c-1-.4-2-1.4-2.3-2.3l.8-1L10 8Z',
};
