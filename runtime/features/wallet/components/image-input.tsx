// A PNG/JPG image of at most 5 MB (spec §9), checked as it is chosen: a bank transfer's receipt, a withdrawal's proof.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile } from '../lib/image-file';

interface Props {
  label: string;
  name: string;
  onChange: (file: File | null) => void;
  required?: boolean;
}

export function ImageInput({ label, name, onChange, required }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="form__field" data-field={name}>
      <label className="form__label" htmlFor={id}>
        {label}
        {required && (
          <span className="form__req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg"
        className="form__input wl-file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-required={required || undefined}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          const check = file ? checkImageFile(file) : { ok: true as const };
          setError(check.ok ? null : t(check.errorKey));
          onChange(check.ok ? file : null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="wl-hint">
          {t('wallet.imageRule')}
        </p>
      )}
    </div>
  );
}
