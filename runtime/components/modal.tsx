// spec §2 Modals: every modal has a close button and closes on Escape (spec §9 modal library);
// focus moves inside on open, Tab cycles within it, and returns to the opener on close.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import './modal.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Dialog behaviour shared by the modals and the member-centre panel: focus moves inside on open (the first field,
 * else the first control), Tab cycles within, Escape closes (only the top-most `[data-dialog-root]` reacts), and
 * focus returns to the opener on close.
 */
export function useDialog(ref: RefObject<HTMLElement | null>, onClose: () => void, dismissible = true) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const root = ref.current!;
    const first = root.querySelector<HTMLElement>('input, select, textarea') ?? root.querySelector<HTMLElement>(FOCUSABLE) ?? root;
    first.focus();
    const onKey = (e: KeyboardEvent) => {
      // Only the top-most dialog reacts.
      const dialogs = document.querySelectorAll('[data-dialog-root]');
      if (dialogs[dialogs.length - 1] !== root) return;
      if (e.key === 'Escape' && dismissible) {
        e.stopPropagation();
        closeRef.current();
      } else if (e.key === 'Tab') {
        const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
        if (items.length === 0) return e.preventDefault();
        const i = items.indexOf(document.activeElement as HTMLElement);
        if (e.shiftKey && (i <= 0)) {
          e.preventDefault();
          items[items.length - 1].focus();
        } else if (!e.shiftKey && (i === -1 || i === items.length - 1)) {
          e.preventDefault();
          items[0].focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [dismissible]);
}

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** data-modal attribute (tests, styling). */
  name: string;
  wide?: boolean;
  /** A forced modal (forced password change) has no close button and ignores Escape. */
  dismissible?: boolean;
  /** Nested dialog (warning over a form): stacks above. */
  level?: number;
}

export function Modal({ title, onClose, children, name, wide, dismissible = true, level = 0 }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useDialog(ref, onClose, dismissible);

  return (
    <div className="modal-backdrop" style={level ? { zIndex: 60 + level } : undefined} onMouseDown={(e) => dismissible && e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`modal${wide ? ' modal--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-modal={name}
        data-dialog-root=""
        tabIndex={-1}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="modal__close" aria-label={t('common.close')} onClick={onClose}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}

/** spec §8 warning dialog: message and one confirm button. */
export function WarningDialog({ message, confirmLabel, onClose }: { message: string; confirmLabel: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('common.notice')} onClose={onClose} name="warning" level={2}>
      <p className="modal__message" role="alert">
        {message}
      </p>
      <div className="modal__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** A yes/no question (sign-out confirmation). */
export function ConfirmDialog({ message, onConfirm, onCancel }: { message: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('common.confirmTitle')} onClose={onCancel} name="confirm" level={2}>
      <p className="modal__message">{message}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm}>
          {t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}
