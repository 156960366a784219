import { useLocation, useNavigation } from 'react-router';

/**
 * True while the router loads the same screen with other search params (a new sort, filter or
 * query): the old results stay on screen, marked busy, until the new ones arrive.
 */
export function useIsUpdating(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}
