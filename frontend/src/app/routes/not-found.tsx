import { NotFound } from '../../components/not-found.js';

/** Any address no screen answers. */
export function Component() {
  return <NotFound />;
}
