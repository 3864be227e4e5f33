// spec §2 Header nav: a drop-down of up to 30 vendors under each game type (hot icon when isHot
// is 1). Loaded on first hover or focus of a nav entry; renders nothing without menus.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getGameMenus, NAV_VENDOR_LIMIT, type GameMenu } from '../api/get-game-menus';
import { selectVendor, vendorRoute } from './vendor-route';
import './vendor-dropdown.css';

export default function VendorDropdown({ gameType, onPick }: { gameType: string; onPick: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menus, setMenus] = useState<GameMenu[] | null>(null);
  useEffect(() => {
    let live = true;
    void getGameMenus().then((m) => live && setMenus(m));
    return () => {
      live = false;
    };
  }, []);
  const vendors = menus?.find((m) => m.gameType === gameType)?.vendors.slice(0, NAV_VENDOR_LIMIT) ?? [];
  if (vendors.length === 0) return null;
  return (
    <ul className="vendor-dropdown" data-testid={`vendors-${gameType}`} aria-label={t(`games.${gameType}`)}>
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <button
            type="button"
            data-vendor={v.vassalage}
            onClick={() => {
              selectVendor(v.gameType || gameType, v.vassalage);
              onPick();
              navigate(vendorRoute(v.gameType || gameType, v.vassalage));
            }}
          >
            {v.displayName}
            {v.isHot === 1 && (
              <span className="vendor-dropdown__hot" data-testid="hot-icon">
                {t('nav.hot')}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
