import { NavLink, useNavigate } from 'react-router-dom';
import { isTenant } from '../auth/tenants';
import { useAuth } from '../auth/use-auth';
import { DashboardIcon, FolderIcon, LogoutIcon, ResumeIcon, SettingsIcon } from '../components/icons';
import { paths } from '../paths';
import { OutreachNavGroup } from './outreach-nav-group';
import { ProductMark } from './product-mark';

export function Sidebar({ id, isOpen }: { id: string; isOpen: boolean }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const isHealthcare = isTenant(user?.tenant, 'Healthcare');

  function handleLogout() {
    logout();
    navigate(paths.login, { replace: true });
  }

  return (
    <aside id={id} className={`sidebar${isOpen ? ' is-open' : ''}`}>
      <div className="sidebar__brand">
        <ProductMark caption={user?.tenant ?? ''} subtitle="Workspace" />
      </div>
      <nav className="sidebar__nav" aria-label="Main">
        <ul className="nav-list">
          <li>
            <NavLink to={paths.dashboard} className="nav-link">
              <DashboardIcon />
              <span>Dashboard</span>
            </NavLink>
          </li>
          {isHealthcare ? (
            <>
              <li>
                <NavLink to={paths.resumes} className="nav-link">
                  <ResumeIcon />
                  <span>Resumes</span>
                </NavLink>
              </li>
              <OutreachNavGroup />
              <li>
                <NavLink to={paths.documents} className="nav-link">
                  <FolderIcon />
                  <span>Documents</span>
                </NavLink>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
      <div className="sidebar__footer">
        {user ? (
          <p className="sidebar__user" title={user.email}>
            {user.firstName} {user.lastName}
          </p>
        ) : null}
        <ul className="nav-list">
          <li>
            <NavLink to={paths.settings} className="nav-link">
              <SettingsIcon />
              <span>Settings</span>
            </NavLink>
          </li>
          <li>
            <button type="button" className="nav-link" onClick={handleLogout}>
              <LogoutIcon />
              <span>Logout</span>
            </button>
          </li>
        </ul>
      </div>
    </aside>
  );
}
