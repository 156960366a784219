import { NavLink } from 'react-router';

/** Everyone's new work, or only that of the creators I follow. */
export function FeedTabs() {
  return (
    <nav className="feed-tabs" aria-label="Whose work">
      <NavLink to="/feed" end>
        Everyone
      </NavLink>
      <NavLink to="/feed/following">Following</NavLink>
    </nav>
  );
}
