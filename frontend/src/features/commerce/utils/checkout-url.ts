/**
 * Where a placed order is paid: an absolute address (Stripe Checkout) is another site, reached by
 * a full navigation; a path (`/checkout/{id}`, test mode) is one of our screens.
 */
export function checkoutTarget(checkoutUrl: string): { readonly external: boolean; readonly url: string } {
  if (checkoutUrl.startsWith('/') && !checkoutUrl.startsWith('//')) return { external: false, url: checkoutUrl };
  const url = new URL(checkoutUrl, globalThis.location.href);
  // Only a web page: a scheme such as javascript: is never followed.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not a checkout address: ${checkoutUrl}`);
  return {
    external: url.origin !== globalThis.location.origin,
    url: url.origin === globalThis.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href,
  };
}
