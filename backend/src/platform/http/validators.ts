import { registerDecorator, type ValidationOptions } from 'class-validator';
import { safeNextPath } from '@creators/contracts';

const OWN_ASSET = /^\/creators-assets\/[\w./-]+$/;

/**
 * How a web address is asked for, in the same words wherever one is (a profile's website, a link):
 * the rule is `isWebUrl` in both.
 */
export const WEB_ADDRESS_RULE = 'must be a web address starting with https:// (or http://)';

/**
 * An address a user supplies: absolute `https:` or `http:` only (any other scheme, in any case or
 * with spaces around it, is refused). Images may also be the product's own files under
 * /creators-assets/.
 */
export function isWebUrl(value: unknown, allowOwnAssets = false): boolean {
  if (typeof value !== 'string' || value.length > 2000 || value !== value.trim()) return false;
  if (allowOwnAssets && OWN_ASSET.test(value) && !value.includes('..')) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

export function IsWebUrl(
  options: { allowOwnAssets?: boolean } = {},
  validation?: ValidationOptions,
): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isWebUrl',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: WEB_ADDRESS_RULE, ...validation },
      validator: { validate: (value: unknown) => isWebUrl(value, options.allowOwnAssets === true) },
    });
  };
}

/** `mailto:` and one address: how a creator gives an e-mail link. */
const MAILTO = /^mailto:[^\s@:/?#]{1,64}@[^\s@:/?#]+\.[^\s@:/?#]+$/i;

/** A link's address: a web address by the same rule, or an e-mail address. */
export const LINK_ADDRESS_RULE = `${WEB_ADDRESS_RULE}, or a mailto: e-mail address`;

/** A creator's link: a web address, or a `mailto:` address. */
export const isLinkUrl = (value: unknown): boolean =>
  isWebUrl(value) || (typeof value === 'string' && value.length <= 300 && MAILTO.test(value));

export function IsLinkUrl(validation?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isLinkUrl',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: LINK_ADDRESS_RULE, ...validation },
      validator: { validate: isLinkUrl },
    });
  };
}

/** A return path the product would follow as it is: a path on this site (see `safeNextPath`). */
export const isReturnPath = (value: unknown): boolean => typeof value === 'string' && safeNextPath(value, '') === value;

export function IsReturnPath(validation?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isReturnPath',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: '$property must be a path on this site, such as /marketplace', ...validation },
      validator: { validate: isReturnPath },
    });
  };
}
