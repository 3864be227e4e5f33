import { describe, expect, it } from 'vitest';
import { noticeCopy } from './content-texts';

describe('demo notices (issue 23 item 9)', () => {
  it('the post-login popup never asks a logged-in player to register', () => {
    for (const [lang, copy] of Object.entries(noticeCopy)) {
      for (const item of copy.popup) {
        expect(`${item.title} ${item.content}`, lang).not.toMatch(/daftar|pendaftaran|sign up|sign-up|register|注册/i);
      }
    }
  });
});
