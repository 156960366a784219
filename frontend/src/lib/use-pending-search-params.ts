import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * The search params the screen is heading to: while the router loads a new sort or filter for the
 * same page, controls show the choice just made rather than snapping back until the data arrives.
 */
export function usePendingSearchParams(): [URLSearchParams, ReturnType<typeof useSearchParams>[1]] {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const pending =
    navigation.location?.pathname === location.pathname ? new URLSearchParams(navigation.location.search) : null;
  return [pending ?? params, setParams];
}
