import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MeView } from '@creators/contracts';
import { Avatar } from '../../../components/ui/avatar.js';
import { useMe } from '../api/get-me.js';
import { useSignOut } from '../api/sign-out.js';
import { creatorPath, signInPath } from '../../../lib/paths.js';

/** "Sign in" / "Sign up" when signed out; the creator's menu when signed in. */
export function AccountMenu() {
  const me = useMe();
  const location = useLocation();
  // Same width while loading, so the header does not jump when the answer comes.
  if (me.isLoading) return <span className="account-menu-placeholder" aria-hidden="true" />;
  if (me.data === null || me.data === undefined) {
    const onAuthPage = location.pathname === '/sign-in' || location.pathname === '/sign-up';
    return (
      <div className="account-links">
        <Link to={onAuthPage ? '/sign-in' : signInPath(`${location.pathname}${location.search}`)}>Sign in</Link>
        <Link to="/sign-up" className="button">
          Sign up
        </Link>
      </div>
    );
  }
  return <CreatorMenu me={me.data} />;
}

function CreatorMenu({ me }: { readonly me: MeView }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut({
    leave: async () => {
      if (location.pathname.startsWith('/dashboard')) await navigate('/marketplace');
    },
  });

  // A new page closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target) !== true) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="account-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((current) => !current);
        }}
      >
        <Avatar name={me.name} url={me.avatarUrl} image={me.avatar} size={28} decorative />
        <span className="account-menu-name">{me.name}</span>
        <span aria-hidden="true" className="account-menu-caret">
          ▾
        </span>
      </button>
      <div id={panelId} className="account-menu-panel" hidden={!open}>
        <p className="account-menu-handle">@{me.handle}</p>
        <ul>
          <li>
            <Link to={creatorPath(me.handle)}>Your page</Link>
          </li>
          <li>
            <Link to="/library">Library</Link>
          </li>
          <li>
            <Link to="/dashboard">Dashboard</Link>
          </li>
          <li>
            <Link to="/dashboard/profile">Profile settings</Link>
          </li>
          {me.roles.includes('moderator') ? (
            <li>
              <Link to="/moderation">Moderation</Link>
            </li>
          ) : null}
          {me.roles.includes('analyst') ? (
            <li>
              <Link to="/analytics">Analytics</Link>
            </li>
          ) : null}
          <li>
            <Link to="/account">Account settings</Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                signOut.mutate();
              }}
              disabled={signOut.isPending}
            >
              {signOut.isPending ? 'Signing out…' : 'Sign out'}
            </button>
          </li>
        </ul>
        {signOut.isError && (
          <p className="form-message form-message-error" role="alert">
            Could not sign out. Please try again.
          </p>
        )}
      </div>
    </div>
  );
}
