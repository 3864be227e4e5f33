// Session state placeholder: the token lives in session storage (spec §3); the sign-in issue
// sets it. The route guard (spec §2) only needs to know whether there is one.
import { atom } from 'jotai';

export const tokenAtom = atom<string | null>(null);
