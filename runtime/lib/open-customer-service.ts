// spec §9: the customer-service window opens as a 440x500 popup; when the browser refuses
// the popup, the link opens in the current tab instead.
export function openCustomerService(url: string): void {
  // Not "noopener" in the features: with it window.open always returns null and we could not
  // tell a blocked popup from an opened one. The opener is cut by hand instead.
  const win = window.open(url, 'customer-service', 'width=440,height=500');
  if (win) win.opener = null;
  else window.location.assign(url);
}

/** spec §6 VIP service: the brand's live chat in its VIP queue (the server's CS store marks the same link `service: 'vip'`). */
export const vipChatUrl = (liveChat: string) => `${liveChat}${liveChat.includes('?') ? '&' : '?'}queue=vip`;
