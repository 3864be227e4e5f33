// Sign-in (issue 19 item 1): name and password, then the authenticator's code; at the first sign-in the server
// answers the TOTP secret to enrol, shown as its QR image and as text. Errors are the server's keys, translated.
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { passwordStep, type PasswordStep } from './auth-provider';

export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<PasswordStep | null>(null);
  const [error, setError] = useState<{ key: string; args?: Record<string, unknown> } | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (err: unknown) => {
    const e = err as { message?: string; body?: { details?: Record<string, unknown> } };
    setError({ key: e.message || 'err_system', args: e.body?.details });
  };

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setStep(await passwordStep(name.trim(), password));
      setPassword('');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!step) return;
    setBusy(true);
    setError(null);
    try {
      await login({ ticket: step.ticket, code: code.trim() });
    } catch (err) {
      fail(err);
      // An expired or used ticket: back to the password.
      if ((err as { message?: string }).message === 'err_operator_ticket') setStep(null);
    } finally {
      setBusy(false);
    }
  }

  const restart = () => {
    setStep(null);
    setCode('');
    setError(null);
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
            <Typography variant="h5" component="h1">
              {translate(step ? (step.step === 'enrol' ? 'console.sign_in.enrol_title' : 'console.sign_in.totp_title') : 'console.sign_in.title')}
            </Typography>
            <LocalesMenuButton />
          </Stack>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(error.key, { _: error.key, ...(error.args ?? {}) })}
            </Alert>
          )}
          {!step ? (
            <form onSubmit={submitPassword} noValidate>
              <Stack spacing={2}>
                <TextField label={translate('console.sign_in.name')} name="name" autoComplete="username" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
                <TextField label={translate('console.sign_in.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
                <Button type="submit" variant="contained" disabled={busy || !name.trim() || !password}>
                  {translate('console.sign_in.continue')}
                </Button>
              </Stack>
            </form>
          ) : (
            <form onSubmit={submitCode} noValidate>
              <Stack spacing={2}>
                {step.step === 'enrol' && (
                  <>
                    <Typography variant="body2">{translate('console.sign_in.enrol_help')}</Typography>
                    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                      <img src={step.qrDataUrl} alt={translate('console.sign_in.qr_alt')} width={200} height={200} />
                    </Box>
                    <TextField
                      label={translate('console.sign_in.secret')}
                      value={step.secret}
                      slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'totp-secret', style: { fontFamily: 'monospace' } } }}
                    />
                  </>
                )}
                <TextField
                  label={translate('console.sign_in.code')}
                  name="code"
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  helperText={translate('console.sign_in.code_help')}
                  autoComplete="one-time-code"
                  required
                  autoFocus
                  slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
                />
                <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
                  {translate('console.sign_in.verify')}
                </Button>
                <Button onClick={restart}>{translate('console.sign_in.back')}</Button>
              </Stack>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
