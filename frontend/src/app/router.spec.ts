import { TOP_LEVEL_PAGES, isReservedHandle } from '@creators/contracts';
import { routes } from './router.js';

/** The first segment of each path the router serves under the layout (`:slug` and `*` match anything). */
const topLevelSegments = (): string[] => {
  const children = routes[0]?.children ?? [];
  const segments = children.flatMap((route) => (route.path === undefined ? [] : [route.path.split('/')[0] ?? '']));
  return [...new Set(segments.filter((segment) => !segment.startsWith(':') && segment !== '*'))];
};

describe('the top-level pages', () => {
  it('are the ones contracts lists, so no handle can be a page of its own', () => {
    expect(topLevelSegments().sort()).toEqual([...TOP_LEVEL_PAGES].sort());
    for (const segment of topLevelSegments()) expect(isReservedHandle(segment)).toBe(true);
  });
});
