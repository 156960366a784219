import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInPath } from './paths.js';

/** The search parameter naming the action a visitor began before being asked to sign in. */
const RESUME = 'then';

/** What a gate can resume: the verb, and which of several on one page when it matters (`contact:ada`). */
export type ResumableAction = 'get' | 'buy' | 'follow' | 'like' | `contact:${string}` | `report:${string}`;

interface Here {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** This page with the action to finish on return: where sign-in (and sign-up from it) comes back to. */
export function resumePath({ pathname, search, hash }: Here, action: ResumableAction): string {
  const params = new URLSearchParams(search);
  params.set(RESUME, action);
  return `${pathname}?${params.toString()}${hash}`;
}

/** A sign-in gate: sign in (or up), then back here with the action finished. */
export const signInToResume = (here: Here, action: ResumableAction): string => signInPath(resumePath(here, action));

/**
 * Finishes, once, the action a visitor was sent to sign in for, as soon as `ready` (signed in, and
 * what the action needs loaded). The address forgets it first, so a reload or Back does not repeat it.
 */
export function useResumedAction(action: ResumableAction, ready: boolean, run: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  const wanted = new URLSearchParams(location.search).get(RESUME) === action;
  useEffect(() => {
    if (!wanted || !ready || done.current) return;
    done.current = true;
    const params = new URLSearchParams(location.search);
    params.delete(RESUME);
    const search = params.toString();
    const forgotten = navigate(
      { pathname: location.pathname, search: search === '' ? '' : `?${search}`, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
    // Only once the address has forgotten it: an action that navigates on (Buy opens a checkout)
    // would otherwise interrupt that navigation, and Back would find the action in the address and
    // run it again (a second order).
    void Promise.resolve(forgotten).then(run);
  });
}
