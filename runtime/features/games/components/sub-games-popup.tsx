// spec §2 Game launch: a game whose isGame is VASSALAGE shows a popup list of its sub-games.
import { atom, useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Game } from '../../../../schema/api/games';
import { gamePath } from './use-game-launch';

export const subGamesAtom = atom<{ parent: Game; games: Game[] } | null>(null);

export function SubGamesPopup() {
  const { t } = useTranslation();
  const [state, setState] = useAtom(subGamesAtom);
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (state && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [state]);
  if (!state) return null;
  const close = () => {
    dialog.current?.close();
    setState(null);
  };
  return (
    // <dialog> with showModal keeps focus inside and closes on Escape (spec §9 modal behaviour).
    <dialog ref={dialog} className="lobby-dialog" aria-labelledby="sub-games-title" onClose={close}>
      <header className="lobby-dialog__head">
        <h2 id="sub-games-title">{state.parent.gameName}</h2>
        <button type="button" className="lobby-dialog__close" onClick={close} aria-label={t('lobby.close')}>
          ×
        </button>
      </header>
      {state.games.length === 0 ? (
        <p>{t('lobby.noGames')}</p>
      ) : (
        <ul className="lobby-dialog__list">
          {state.games.map((g) => (
            <li key={g.nodeId}>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => {
                  close();
                  navigate(gamePath(g));
                }}
              >
                {g.gameName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}
