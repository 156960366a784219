import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/ui/confirm-dialog.js';

/**
 * While `unsaved`, leaving asks first: a link or back/forward inside the app opens a question
 * (stay, or leave and lose the typing); closing or reloading the tab gets the browser's own.
 * Gives the question to render (nothing while nobody is leaving).
 */
export function useLeaveWarning(unsaved: boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved]);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      confirmLabel="Leave"
      onConfirm={() => {
        blocker.proceed();
      }}
      onCancel={() => {
        blocker.reset();
      }}
    >
      What you typed here is not saved yet. Leave, and it is lost.
    </ConfirmDialog>
  );
}
