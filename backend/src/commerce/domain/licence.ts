import type { AcquisitionWay } from '@creators/contracts';

/**
 * The licence a holder gets, in plain words: the same for every item, so a buyer knows what they
 * may do before they buy. A purchase adds commercial use for clients.
 */
export function licenceText(way: AcquisitionWay, title: string, creatorName: string): string {
  const use =
    way === 'purchase'
      ? 'You may use it in personal and commercial projects, including work for clients, as many times as you like.'
      : 'You may use it in personal and commercial projects of your own.';
  return [
    `“${title}” by ${creatorName} is licensed to you, the holder of this library, by its creator.`,
    use,
    'You may not resell or redistribute it as it is, or as part of a collection of assets, nor claim it as your own.',
    'The creator keeps the copyright.',
  ].join(' ');
}
