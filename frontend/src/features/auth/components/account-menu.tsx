import { Link } from 'react-router';

/** Sign-in link, or the signed-in creator's menu. */
export function AccountMenu() {
  return <Link to="/sign-in">Sign in</Link>;
}
