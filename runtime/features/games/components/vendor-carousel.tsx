// spec §2 Game list screens: vendor carousel, with arrows when there are more than 7 vendors (spec §9).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface VendorCard {
  vassalage: string;
  displayName: string;
  isHot: number;
}

const ARROWS_ABOVE = 7;

export function VendorCarousel({ vendors, selected, onSelect }: { vendors: VendorCard[]; selected?: string; onSelect: (vassalage: string | undefined) => void }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const arrows = vendors.length > ARROWS_ABOVE;
  const scroll = (dir: 1 | -1) => strip.current?.scrollBy({ left: dir * strip.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <div className="vendor-carousel">
      {arrows && (
        <button type="button" className="vendor-carousel__arrow" onClick={() => scroll(-1)} aria-label={t('lobby.vendorsPrev')}>
          ‹
        </button>
      )}
      <div className="vendor-carousel__strip" ref={strip} role="tablist" aria-label={t('lobby.vendors')}>
        <button type="button" role="tab" aria-selected={!selected} className={`vendor-chip${!selected ? ' vendor-chip--on' : ''}`} onClick={() => onSelect(undefined)}>
          {t('lobby.allVendors')}
        </button>
        {vendors.map((v) => (
          <button
            key={v.vassalage}
            type="button"
            role="tab"
            aria-selected={selected === v.vassalage}
            data-vendor={v.vassalage}
            className={`vendor-chip${selected === v.vassalage ? ' vendor-chip--on' : ''}`}
            onClick={() => onSelect(v.vassalage)}
          >
            {v.displayName}
            {v.isHot === 1 && <span className="vendor-chip__hot">{t('lobby.hot')}</span>}
          </button>
        ))}
      </div>
      {arrows && (
        <button type="button" className="vendor-carousel__arrow" onClick={() => scroll(1)} aria-label={t('lobby.vendorsNext')}>
          ›
        </button>
      )}
    </div>
  );
}
