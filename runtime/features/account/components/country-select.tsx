// spec §2 Forgot-password popup (and every mobile field): the country dropdown opens on focus and
// closes 200 ms after blur (spec §9 dropdown blur delay), so a click on an option still lands.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/use-tenant';

const BLUR_DELAY_MS = 200;

export function useCountries() {
  const tenant = useTenant();
  return tenant.countries?.length ? tenant.countries : [{ countryCode: '', countryDialingCode: '' }];
}

export function CountrySelect({ value, onChange }: { value: string; onChange: (dialingCode: string) => void }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!countries[0].countryDialingCode) return null;
  const current = countries.find((c) => c.countryDialingCode === value) ?? countries[0];
  return (
    <div className="country-select" onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), setOpen(false))}>
      <button
        type="button"
        className="form__input country-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('account.country')}
        data-testid="country-select"
        onFocus={() => {
          clearTimeout(timer.current);
          setOpen(true);
        }}
        onBlur={() => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setOpen(false), BLUR_DELAY_MS);
        }}
        onClick={() => setOpen(true)}
      >
        {current.countryDialingCode}
      </button>
      {open && (
        <ul
          id={listId}
          role="listbox"
          className="country-select__list"
          aria-label={t('account.country')}
          onFocus={() => clearTimeout(timer.current)}
          onBlur={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setOpen(false), BLUR_DELAY_MS);
          }}
        >
          {countries.map((c) => (
            <li key={c.countryCode} role="option" aria-selected={c.countryDialingCode === current.countryDialingCode}>
              <button
                type="button"
                data-country={c.countryCode}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  onChange(c.countryDialingCode);
                  setOpen(false);
                }}
              >
                {c.countryCode} {c.countryDialingCode}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
