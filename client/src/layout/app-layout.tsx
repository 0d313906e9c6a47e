import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { CloseIcon, MenuIcon } from '../components/icons';
import { ProductMark } from './product-mark';
import { Sidebar } from './sidebar';

/** The signed-in frame: sidebar and main pane; below 900 px the sidebar becomes a menu. */
export function AppLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const sidebarId = useId();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [lastPathname, setLastPathname] = useState(pathname);

  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setIsMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  return (
    <div className="app-layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="topbar">
        <ProductMark caption={user?.tenant ?? ''} subtitle="Workspace" />
        <button
          type="button"
          className="btn btn--ghost btn--icon"
          aria-controls={sidebarId}
          aria-expanded={isMenuOpen}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{isMenuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </header>
      <Sidebar id={sidebarId} isOpen={isMenuOpen} />
      {isMenuOpen ? <div className="scrim" aria-hidden="true" onClick={() => setIsMenuOpen(false)} /> : null}
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
