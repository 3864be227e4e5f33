// spec §3 activity application (§9 uploads): a comment of at most 140 characters and up to 3 PNG/JPG images of at
// most 5 MB, sent as data URLs (the server reads the type from the bytes).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../account';
import { applyForPromotion } from '../api/promotions';

const MAX_IMAGES = 3;
const MAX_BYTES = 5 * 1024 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

export function ApplyForm({ promotionId, onApplied }: { promotionId: number; onApplied: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!comment.trim()) return setError(t('err_promo_comment'));
    if (files.length > MAX_IMAGES || files.some((f) => f.size > MAX_BYTES || !/^image\/(png|jpeg)$/.test(f.type))) return setError(t('err_promo_image'));
    setBusy(true);
    setError(null);
    try {
      await applyForPromotion(promotionId, { comment: comment.trim(), images: await Promise.all(files.map(readAsDataUrl)) });
      onApplied();
    } catch (err) {
      setError(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="promo-apply" onSubmit={submit} noValidate data-testid="promo-apply">
      <label htmlFor={`${id}-c`}>{t('promo.apply.comment')}</label>
      <textarea id={`${id}-c`} maxLength={140} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      <label htmlFor={`${id}-f`}>{t('promo.apply.images')}</label>
      <input id={`${id}-f`} type="file" accept="image/png,image/jpeg" multiple onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, MAX_IMAGES))} />
      {error && <p className="form__error">{error}</p>}
      <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
        {t('promo.apply.submit')}
      </button>
    </form>
  );
}
