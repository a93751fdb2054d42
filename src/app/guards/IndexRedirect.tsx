import { Navigate } from 'react-router-dom';
import { isLoggedIn } from '../../api/session-cookies';
import { PATHS } from '../paths';

/** The index route `/`: members go to the member centre, everyone else to the login page. */
export function IndexRedirect() {
  return <Navigate to={isLoggedIn() ? PATHS.memberHome.path : PATHS.login.path} replace />;
}
