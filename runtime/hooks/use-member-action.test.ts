import { describe, expect, it } from 'vitest';
import { gate } from './use-member-action';

describe('member action gate (spec §4, §6)', () => {
  it('no token opens the login popup', () => expect(gate(null, null)).toBe('login'));
  it('a trial account (isAgent 4) is blocked', () => expect(gate('t', 4)).toBe('trial'));
  it('members and agents pass', () => {
    expect(gate('t', 0)).toBe('ok');
    expect(gate('t', 1)).toBe('ok');
  });
});
