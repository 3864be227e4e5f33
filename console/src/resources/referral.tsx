// The referral rule (issue 18 item 6 over server/modules/loyalty/operator-routes.ts /api/operator/referral): on or
// off, the friend's minimum first deposit and turnover of valid bets, the bonus paid to the referrer; and its report
// (friends, rewarded, paid). Marketing (and owner) change the rule; every role may look.
import { Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useMayChange } from '../auth-provider';
import { toMajor, toMinor } from './loyalty-inputs';
import { useMoney } from './promotions';
import { Section, useBrandQuery, useSave } from './settings-section';

interface ReferralRule {
  enabled: boolean;
  minFirstDeposit: number;
  minTurnover: number;
  bonus: number;
}
interface Referral {
  rule: ReferralRule;
  report: { friends: number; rewarded: number; amount: number };
}

const AMOUNTS = ['minFirstDeposit', 'minTurnover', 'bonus'] as const;

function RuleSection({ rule }: { rule: ReferralRule }) {
  const translate = useTranslate();
  const { digits } = useMoney();
  const mayChange = useMayChange('marketing');
  const { save, busy } = useSave();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [amounts, setAmounts] = useState<Record<string, string>>(Object.fromEntries(AMOUNTS.map((f) => [f, toMajor(rule[f], digits)])));
  const submit = () => void save('PUT', '/api/operator/referral', { enabled, ...Object.fromEntries(AMOUNTS.map((f) => [f, toMinor(amounts[f], digits)])) }, 'console.referral.saved');
  return (
    <Section id="referral-rule" title="console.referral.rule" help="console.referral.rule_help" readOnly={!mayChange}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        <FormControlLabel control={<Switch checked={enabled} disabled={!mayChange} onChange={(e) => setEnabled(e.target.checked)} />} label={translate('console.referral.enabled')} />
        {AMOUNTS.map((f) => (
          <TextField
            key={f}
            type="number"
            size="small"
            label={translate(`console.referral.fields.${f}`)}
            value={amounts[f]}
            onChange={(e) => setAmounts({ ...amounts, [f]: e.target.value })}
            slotProps={{ htmlInput: { min: 0, step: 'any', readOnly: !mayChange } }}
          />
        ))}
        {mayChange && (
          <Button variant="contained" sx={{ justifySelf: 'start' }} disabled={busy} onClick={submit}>
            {translate('console.referral.save')}
          </Button>
        )}
      </Box>
    </Section>
  );
}

export function ReferralPage() {
  const translate = useTranslate();
  const money = useMoney();
  const referral = useBrandQuery<Referral>('ops-referral', '/api/operator/referral');
  const r = referral.data;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('resources.referral.name', { smart_count: 2 })} />
      {referral.error ? (
        <Typography role="alert" color="error">
          {translate((referral.error as Error).message || 'err_system')}
        </Typography>
      ) : null}
      {r && <RuleSection key={JSON.stringify(r.rule)} rule={r.rule} />}
      {r && (
        <Section id="referral-report" title="console.referral.report" readOnly={false}>
          <Typography data-testid="referral-report">{translate('console.referral.report_text', { friends: r.report.friends, rewarded: r.report.rewarded, amount: money.format(r.report.amount) })}</Typography>
        </Section>
      )}
    </Box>
  );
}
