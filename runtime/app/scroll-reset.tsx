// A new page opens at its top (issue 23 item 8: a game opened from far down a lobby kept the lobby's
// scroll position, so the game's title and balance sat under the sticky header). Back and forward
// (POP) keep the browser's position; opening or closing the member-centre panel, which is drawn over
// the page the player was on, keeps that page where it was.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { panelPageOf } from '../features/member-centre/lib/panel-route';

export function ScrollReset() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname || type === 'POP' || panelPageOf(pathname) || panelPageOf(from)) return;
    window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
