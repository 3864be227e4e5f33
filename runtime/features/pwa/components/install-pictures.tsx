// issue 22 item 3: simple pictures for the Add to Home Screen guide (spec §2 /down, "Apple tutorials"): where the
// Share button is, the Add to Home Screen item, and the brand's icon on the home screen. No words inside the
// pictures (the captions under them are translated); colours from the theme tokens.
const FRAME = { fill: 'var(--color-surface)', stroke: 'var(--color-text-muted)', strokeWidth: 3 } as const;
const MARK = 'var(--color-primary)';
const LINE = 'var(--color-border)';

function Phone({ children }: { children: React.ReactNode }) {
  return (
    <>
      <rect x="30" y="6" width="140" height="228" rx="20" {...FRAME} />
      <rect x="80" y="14" width="40" height="6" rx="3" fill={LINE} />
      {children}
    </>
  );
}

/** Safari's toolbar with the Share button (a square with an arrow) marked. */
export function IosShareButtonPicture({ label }: { label: string }) {
  return (
    <svg className="install__picture" viewBox="0 0 200 240" role="img" aria-label={label}>
      <Phone>
        <rect x="44" y="30" width="112" height="14" rx="7" fill={LINE} />
        {[60, 80, 100, 120, 140].map((y) => (
          <rect key={y} x="44" y={y} width={y % 40 === 0 ? 80 : 112} height="8" rx="4" fill={LINE} />
        ))}
        <rect x="38" y="190" width="124" height="34" rx="6" fill="var(--color-surface-alt)" />
        <path d="M52 207h12M136 207h12" stroke="var(--color-text-muted)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="100" cy="207" r="15" fill="none" stroke={MARK} strokeWidth="3" />
        <path d="M94 203v11h12v-11M100 197v11M96 201l4-4 4 4" fill="none" stroke={MARK} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </Phone>
    </svg>
  );
}

/** The share sheet with the Add to Home Screen row (a square with a plus) marked. */
export function IosAddToHomePicture({ label }: { label: string }) {
  return (
    <svg className="install__picture" viewBox="0 0 200 240" role="img" aria-label={label}>
      <Phone>
        <rect x="38" y="88" width="124" height="138" rx="10" fill="var(--color-surface-alt)" />
        {[100, 124, 172, 196].map((y) => (
          <g key={y}>
            <rect x="48" y={y} width="70" height="8" rx="4" fill={LINE} />
            <rect x="140" y={y - 3} width="12" height="12" rx="3" fill={LINE} />
          </g>
        ))}
        <rect x="42" y="142" width="116" height="26" rx="6" fill="none" stroke={MARK} strokeWidth="3" />
        <rect x="48" y="151" width="70" height="8" rx="4" fill={MARK} />
        <rect x="138" y="147" width="16" height="16" rx="4" fill="none" stroke={MARK} strokeWidth="2.5" />
        <path d="M146 151v8M142 155h8" stroke={MARK} strokeWidth="2.5" strokeLinecap="round" />
      </Phone>
    </svg>
  );
}

/** The home screen with the brand's icon (the build's apple-touch-icon) among the others. */
export function HomeScreenPicture({ label }: { label: string }) {
  const cells = [0, 1, 2, 3].flatMap((row) => [0, 1, 2].map((col) => ({ row, col })));
  return (
    <svg className="install__picture" viewBox="0 0 200 240" role="img" aria-label={label}>
      <Phone>
        {cells.map(({ row, col }) =>
          row === 1 && col === 1 ? (
            <g key="brand">
              <image href="/icons/apple-touch-icon.png" x="82" y="86" width="36" height="36" clipPath="inset(0 round 9px)" />
              <rect x="80" y="84" width="40" height="40" rx="10" fill="none" stroke={MARK} strokeWidth="3" />
            </g>
          ) : (
            <rect key={`${row}-${col}`} x={46 + col * 38} y={42 + row * 46} width="32" height="32" rx="8" fill={LINE} />
          ),
        )}
      </Phone>
    </svg>
  );
}

/** A browser window with its menu open and the install item marked (Chrome, Edge, Samsung Internet...). */
export function BrowserMenuPicture({ label }: { label: string }) {
  return (
    <svg className="install__picture" viewBox="0 0 200 140" role="img" aria-label={label}>
      <rect x="6" y="6" width="188" height="128" rx="10" {...FRAME} />
      <rect x="16" y="16" width="130" height="14" rx="7" fill={LINE} />
      <circle cx="178" cy="18" r="2.5" fill="var(--color-text-muted)" />
      <circle cx="178" cy="24" r="2.5" fill="var(--color-text-muted)" />
      <circle cx="178" cy="30" r="2.5" fill="var(--color-text-muted)" />
      <rect x="96" y="38" width="90" height="88" rx="6" fill="var(--color-surface-alt)" stroke={LINE} />
      {[48, 68, 108].map((y) => (
        <rect key={y} x="104" y={y} width="60" height="7" rx="3.5" fill={LINE} />
      ))}
      <rect x="100" y="82" width="82" height="18" rx="4" fill="none" stroke={MARK} strokeWidth="2.5" />
      <rect x="104" y="88" width="50" height="7" rx="3.5" fill={MARK} />
      <path d="M168 86v9M164 91l4 4 4-4" fill="none" stroke={MARK} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
