// spec §5 feedback form: question type, content (word limits, with a running count), remarks (≤ 140 characters),
// up to 3 PNG/JPG images of at most 5 MB with previews. Every rule is checked before sending (messages under each
// field, the same keys the server answers with); a refusal by the server is shown the same way.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords, FEEDBACK_LIMITS, FEEDBACK_QUESTION_TYPES, type FeedbackQuestionType } from '../../../../schema/api/content';
import { substituteBounds } from '../../../../schema/validation';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../account';
import { submitFeedback } from '../api/feedback';
import { validateFeedback, type FeedbackErrors } from '../lib/validate-feedback';
import { ImagePicker } from './image-picker';

const EMPTY = { questionType: '', content: '', remarks: '' };
type FieldName = keyof FeedbackErrors;

export function FeedbackFormView({ onSent }: { onSent: (id: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [v, setV] = useState(EMPTY);
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [pickerKey, setPickerKey] = useState(0);

  const text = (e?: { key: string; min?: number; max?: number }) => (e ? substituteBounds(t(e.key, { defaultValue: t('err_validation') }), e.min, e.max) : null);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    const next = { ...v, [k]: e.target.value };
    setV(next);
    // After a first attempt the messages follow the typing; before it, nobody is scolded mid-sentence.
    if (tried) setErrors((old) => ({ ...validateFeedback(next), images: old.images }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    setStatus(null);
    const found = validateFeedback(v);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const sent = await submitFeedback({ questionType: v.questionType as FeedbackQuestionType, content: v.content.trim(), remarks: v.remarks.trim(), images });
      setV(EMPTY);
      setImages([]);
      setPickerKey((k) => k + 1);
      setTried(false);
      setErrors({});
      setStatus({ kind: 'ok', text: t('feedback.sent', { id: sent.id }) });
      onSent(sent.id);
    } catch (err) {
      // The server's rule keys map back to their field; anything else is shown above the button.
      const field = err instanceof ApiError ? fieldOf(err.message) : null;
      if (field && err instanceof ApiError) setErrors((old) => ({ ...old, [field]: { key: err.message, ...boundsOf(err) } }));
      else setStatus({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  const words = countWords(v.content.trim());
  const describedBy = (name: FieldName, extra?: string) => [errors[name] ? `${id}-${name}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (name: FieldName) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="form__error" data-error-for={name}>
        {text(errors[name])}
      </p>
    );

  return (
    <form className="form feedback-form" onSubmit={submit} noValidate data-testid="feedback-form">
      <div className="form__field" data-field="questionType">
        <label className="form__label" htmlFor={`${id}-questionType`}>
          {t('feedback.questionType')}
          <span className="form__req" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={`${id}-questionType`}
          className="form__input"
          value={v.questionType}
          onChange={set('questionType')}
          aria-required="true"
          aria-invalid={errors.questionType ? true : undefined}
          aria-describedby={describedBy('questionType')}
        >
          <option value="">{t('feedback.chooseType')}</option>
          {FEEDBACK_QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.type.${type}`)}
            </option>
          ))}
        </select>
        {fieldError('questionType')}
      </div>

      <div className="form__field" data-field="content">
        <label className="form__label" htmlFor={`${id}-content`}>
          {t('feedback.content')}
          <span className="form__req" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${id}-content`}
          className="form__input feedback-form__text"
          rows={5}
          value={v.content}
          onChange={set('content')}
          aria-required="true"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy('content', `${id}-content-count`)}
        />
        <p id={`${id}-content-count`} className="feedback-form__count">
          {t('feedback.wordCount', { words, min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords })}
        </p>
        {fieldError('content')}
      </div>

      <div className="form__field" data-field="remarks">
        <label className="form__label" htmlFor={`${id}-remarks`}>
          {t('feedback.remarks')}
        </label>
        <input
          id={`${id}-remarks`}
          className="form__input"
          value={v.remarks}
          onChange={set('remarks')}
          aria-invalid={errors.remarks ? true : undefined}
          aria-describedby={describedBy('remarks', `${id}-remarks-count`)}
        />
        <p id={`${id}-remarks-count`} className="feedback-form__count">
          {t('feedback.charCount', { chars: [...v.remarks.trim()].length, max: FEEDBACK_LIMITS.remarksMaxChars })}
        </p>
        {fieldError('remarks')}
      </div>

      <ImagePicker
        key={pickerKey}
        files={images}
        onChange={(files, error) => {
          setImages(files);
          setErrors((old) => ({ ...old, images: error ?? undefined }));
        }}
        error={text(errors.images)}
      />

      {status && (
        <p className={status.kind === 'ok' ? 'feedback-form__ok' : 'form__alert'} role={status.kind === 'ok' ? 'status' : 'alert'} data-status={status.kind}>
          {status.text}
        </p>
      )}
      <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
        {busy ? t('common.loading') : t('feedback.send')}
      </button>
    </form>
  );
}

/** The form field a server message key is about (spec §5 rules), or null for any other failure. */
function fieldOf(key: string): FieldName | null {
  if (key === 'err_feedback_question_type') return 'questionType';
  if (key === 'err_feedback_words' || key === 'err_feedback_empty') return 'content';
  if (key === 'err_feedback_remarks') return 'remarks';
  if (key.startsWith('err_feedback_image')) return 'images';
  return null;
}

function boundsOf(err: ApiError): { min?: number; max?: number } {
  const d = err.details ?? {};
  return { ...(typeof d.min === 'number' ? { min: d.min } : {}), ...(typeof d.max === 'number' ? { max: d.max } : {}) };
}
