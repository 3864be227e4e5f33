// The outcome line of a wallet form: a success (role=status) or a failure (role=alert).
export type NoticeState = { kind: 'ok' | 'error'; text: string } | null;

export function Notice({ value }: { value: NoticeState }) {
  if (!value) return null;
  return value.kind === 'ok' ? (
    <p className="wl-notice wl-notice--ok" role="status" data-status="ok">
      {value.text}
    </p>
  ) : (
    <p className="form__alert" role="alert" data-status="error">
      {value.text}
    </p>
  );
}
