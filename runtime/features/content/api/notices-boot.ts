// The notice response (banners + notices) is the home page's largest content, so its request
// starts while the HTML is still being parsed: a tiny inline <head> script (pages/+Head.tsx) asks
// for the visitor's language, and getNotices() (get-notices.ts) takes that answer over.
import { HOME_BANNER_PATHS } from '../../../../schema/api/content';
import { LOCAL_KEYS } from '../../../lib/storage';

export interface EarlyNotices {
  lang: string;
  promise: Promise<unknown>;
}

declare global {
  interface Window {
    __earlyNotices?: EarlyNotices;
  }
}

/**
 * Plain ES5, self-contained: runs before any bundle. Same language rule as i18n/language.ts and
 * the same banner-group rule as bannerGroupFor (schema/api/content.ts): when the answer lands, the first banner of
 * this page's group is preloaded and shown in the reserved banner box, so the page's largest image
 * does not wait for the JavaScript.
 */
export function noticesBootScript(defaultLang: string, supported: readonly string[]): string {
  return (
    `(function(){var l=${JSON.stringify(defaultLang)},s=${JSON.stringify(supported)};` +
    `try{var v=localStorage.getItem(${JSON.stringify(LOCAL_KEYS.lang)});if(s.indexOf(v)>=0)l=v;}catch(e){}` +
    `if(!window.fetch)return;` +
    `var p=location.pathname;if(p.length>1&&p.charAt(p.length-1)==='/')p=p.slice(0,-1);` +
    `var g=p==='/register'||p==='/register.html'?'/register':${JSON.stringify(HOME_BANNER_PATHS)}.indexOf(p)>=0?'/':p;` +
    `var q=fetch('/wps/content/notices?lang='+encodeURIComponent(l)).then(function(r){return r.json();}).then(function(b){` +
    `try{var bs=b.value.banners;for(var i=0;i<bs.length;i++)if(bs[i].groupName===g){var u=bs[i].url,k=document.createElement('link');k.rel='preload';k.as='image';k.href=u;k.setAttribute('fetchpriority','high');document.head.appendChild(k);` +
    // Paint it into the reserved box at once (components/banner-skeleton.tsx); the strip replaces the box later.
    `var f=function(){var el=document.querySelector('.banner-skeleton__box');if(el)el.style.backgroundImage='url("'+u+'")';};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',f);else f();break;}}catch(e){}` +
    // A failure (offline) is the app's to handle when it takes the answer; until then it is not an unhandled rejection.
    `return b;});q.catch(function(){});window.__earlyNotices={lang:l,promise:q};})();`
  );
}

/** The early answer for `lang`, once (later calls fetch normally). */
export function takeEarlyNotices(lang: string): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const early = window.__earlyNotices;
  if (!early || early.lang !== lang) return null;
  window.__earlyNotices = undefined;
  return early.promise;
}
