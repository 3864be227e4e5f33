// A QR code of a link (the agent's invitation link, issue 16 item 2), drawn as one SVG path from the qrcode
// library's module matrix: no canvas, no HTML string, scales sharply. Import it only from lazily loaded pages
// (the library is ~20 KB gzipped).
import { create } from 'qrcode';
import { useMemo } from 'react';

export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = create(text, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    let d = '';
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (qr.modules.get(y, x)) d += `M${x + 2} ${y + 2}h1v1h-1z`;
    return { path: d, modules: n };
  }, [text]);
  const box = modules + 4; // a quiet zone of 2 modules on each side
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${box} ${box}`} shapeRendering="crispEdges" data-qr-text={text}>
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
