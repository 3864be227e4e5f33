// Wallet errors: stable codes and i18n keys (runtime/i18n/locales/*/errors.json; message-keys.test.ts checks them).
import { AppError } from '../../lib/errors';

export class InsufficientBalanceError extends AppError {
  constructor(balance: number) {
    super(400, 'insufficient_funds', 'err_insufficient_funds', { balance });
  }
}
export class RequestIdReusedError extends AppError {
  constructor() {
    super(409, 'request_id_reused', 'err_request_id_reused');
  }
}
export class PaymentPasswordError extends AppError {
  constructor(code: 'payment_password_wrong' | 'payment_password_unset') {
    super(400, code, code === 'payment_password_wrong' ? 'err_payment_password_wrong' : 'err_payment_password_unset');
  }
}
export class WalletRuleError extends AppError {
  constructor(code: string, messageKey: string, details?: Record<string, unknown>) {
    super(400, code, messageKey, details);
  }
}
export class WalletStateError extends AppError {
  constructor(code: string, messageKey: string, details?: Record<string, unknown>) {
    super(409, code, messageKey, details);
  }
}
