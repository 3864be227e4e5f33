// The outcome line under a securityCenter form: a success (role=status) or a failure (role=alert).
export type StatusState = { kind: 'ok' | 'error'; text: string } | null;

export function Status({ value }: { value: StatusState }) {
  if (!value) return null;
  return value.kind === 'ok' ? (
    <p className="mc-status mc-status--ok" role="status" data-status="ok">
      {value.text}
    </p>
  ) : (
    <p className="form__alert" role="alert" data-status="error">
      {value.text}
    </p>
  );
}
