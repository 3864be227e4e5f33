// issue 22 item 3: can this browser install the brand, and is it installed? Chromium (Android, desktop) fires
// beforeinstallprompt once the site is installable; a tiny inline script in every page's head
// (generator/templates/brand/head.html.hbs) keeps that event in window.__installPrompt, since it may fire before
// this code has loaded. iOS has no prompt: Safari's Share › Add to Home Screen does it (the guide on /down).
import { useSyncExternalStore } from 'react';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    __installPrompt?: InstallPromptEvent | null;
  }
  interface Navigator {
    /** iOS Safari: true inside a home-screen web app. */
    standalone?: boolean;
  }
}

export type InstallState =
  /** Server render and hydration: not known yet. */
  | 'unknown'
  /** Running as the installed app, or just installed. */
  | 'installed'
  /** Chromium offered the install prompt. */
  | 'prompt'
  /** iPhone / iPad: Add to Home Screen by hand. */
  | 'ios'
  /** Another browser, or Chromium before it offers the prompt: the browser menu's install item. */
  | 'manual';

/** iPhone, iPod, or an iPad (which reports itself as a Mac with a touch screen). */
export function isIos(userAgent: string, platform = '', maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || window.matchMedia?.('(display-mode: fullscreen)').matches || navigator.standalone === true;
}

let installedNow = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
let listening = false;

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.__installPrompt = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installedNow = true;
    window.__installPrompt = null;
    emit();
  });
}

export function installState(): InstallState {
  if (installedNow || isStandalone()) return 'installed';
  if (window.__installPrompt) return 'prompt';
  if (isIos(navigator.userAgent, navigator.platform, navigator.maxTouchPoints)) return 'ios';
  return 'manual';
}

function subscribe(listener: () => void) {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, installState, () => 'unknown');
}

/** Shows the browser's install dialog; true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = window.__installPrompt;
  if (!event) return false;
  // A prompt can be shown once: the next one comes with a new beforeinstallprompt.
  window.__installPrompt = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installedNow = true;
  emit();
  return outcome === 'accepted';
}

/** Online or not, as the browser knows it (false as soon as the connection drops). */
export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
