// spec §5 / §9 uploads: up to 3 PNG or JPG images of at most 5 MB, each shown as a preview that can be removed. A
// file that breaks a rule is not added and the reason is shown under the picker (the server checks again).
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMITS } from '../../../../schema/api/content';
import { checkImage } from '../lib/validate-feedback';

interface Props {
  files: File[];
  onChange: (files: File[], error: { key: string; max?: number } | null) => void;
  error: string | null;
}

export function ImagePicker({ files, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const add = async (picked: FileList | null) => {
    const next = [...files];
    let problem: { key: string; max?: number } | null = null;
    for (const file of Array.from(picked ?? [])) {
      const why = await checkImage(file, next.length);
      if (why) problem ??= why;
      else next.push(file);
    }
    if (input.current) input.current.value = ''; // the same file can be picked again after removing it
    onChange(next, problem);
  };

  const full = files.length >= FEEDBACK_LIMITS.maxImages;
  return (
    <div className="form__field feedback-images" data-field="images">
      <span className="form__label" id={`${id}-label`}>
        {t('feedback.images')}
      </span>
      <p id={`${id}-hint`} className="feedback-form__count">
        {t('feedback.imagesHint', { max: FEEDBACK_LIMITS.maxImages })}
      </p>
      {files.length > 0 && (
        <ul className="feedback-images__list" aria-labelledby={`${id}-label`}>
          {files.map((f, i) => (
            <li key={previews[i]} className="feedback-images__item" data-preview={i}>
              <img src={previews[i]} alt={t('feedback.imageAlt', { n: i + 1 })} />
              <button
                type="button"
                className="feedback-images__remove"
                aria-label={t('feedback.removeImage', { n: i + 1 })}
                onClick={() =>
                  onChange(
                    files.filter((_, j) => j !== i),
                    null,
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={`${id}-input`}
        className="sr-only"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={full}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(e) => void add(e.target.files)}
        data-testid="feedback-file"
      />
      <label htmlFor={`${id}-input`} className={`btn btn--ghost btn--small feedback-images__add${full ? ' is-disabled' : ''}`} aria-disabled={full || undefined}>
        {t('feedback.addImages', { n: files.length, max: FEEDBACK_LIMITS.maxImages })}
      </label>
      {error && (
        <p id={`${id}-error`} className="form__error" data-error-for="images" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
