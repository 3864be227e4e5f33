// Inline SVG icons (24x24, stroke = currentColor). Emoji are not used: many devices (and the
// Debian Chromium the e2e tests run in) have no colour-emoji font and show empty boxes.
const PATHS: Record<string, string> = {
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2C7 7 9 7 12 7Zm0 0c1.5-3 5-3.5 5-1.2C17 7 15 7 12 7Z',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0-5v2m0 14v2M3 12h2m14 0h2M5.6 5.6l1.4 1.4m10 10 1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  chat: 'M4 5h16v11H9l-5 4z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8Z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l8-6-6 8',
  whatsapp: 'M5 19l1.2-3.6A8 8 0 1 1 9 18.8L5 19Zm5-11c-.8 0-1.5 1-1 2.5s2.5 3.6 4 4c1.3.4 2-.3 2-1l-1.5-1-1 .8c-1-.4-2-1.4-2.3-2.3l.8-1L10 8Z',
  HOT: 'M12 21c-4 0-6.5-2.7-6.5-6.3C5.5 10 10 8 10 3c3 2 7 5.7 7 10.5 0 1-.2 2-.6 2.8-.4-1.5-1.4-2.6-2.6-3.3.3 2.5-1.5 3-1.8 4.5M12 21c1.8 0 3.3-1.2 3.3-3',
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5 3.8 2.8-1.5 4.4H9.7l-1.5-4.4L12 8Zm0-5v5m3.8 2.8 4.7-1.5m-6.2 5.9 2.9 4M9.7 15.2l-2.9 4M8.2 10.8 3.5 9.3',
  ESPORTS: 'M7 8h10a4 4 0 0 1 4 4v3a3 3 0 0 1-5.5 1.7L14 15h-4l-1.5 1.7A3 3 0 0 1 3 15v-3a4 4 0 0 1 4-4Zm1 3v3m-1.5-1.5h3M15.5 12h.01M17.5 13.5h.01',
  LIVE: 'M4 6.5 11 4l3 10-7 2.5zM13.5 5.5 20 8l-3.5 10-4-1.5M7.5 9.5l2 1',
  RNG: 'M4 5h16v14H4zM4 9h16M9 9v10M15 9v10M6 13.5h1.5L6.5 16M11.3 13.5h1.5L11.8 16M17.3 13.5h1.5L17.8 16',
  COCKFIGHT: 'M9 4c1 0 2 .8 2 2l2-1-1 3c3 0 6 2 6 6 0 3.5-2.7 6-6 6s-6-2.5-6-6l-3-1 3-2c0-2 1-3 2-3-1-1-.5-4 1-4Zm-1 16h2m4 0h2',
  FISH: 'M3 12c3-4 7-6 11-5 2.5.6 4.5 2.4 5.5 5-1 2.6-3 4.4-5.5 5-4 1-8-1-11-5Zm0 0-1-3m1 3-1 3m13-1.5h.01',
  PVP: 'M12 3c3 3.5 7 6 7 10a3.5 3.5 0 0 1-6 2.4L14 20h-4l1-4.6A3.5 3.5 0 0 1 5 13c0-4 4-6.5 7-10Z',
  ELOTT: 'M5 5h14v14H5zM9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01',
  LOTT: 'M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM9 4v12M13 8h4M13 12h3',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, className }: { name: string; size?: number; className?: string }) {
  const d = PATHS[name];
  if (!d) return null;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
