import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../features/auth/session.tsx';
import { RouteAnnouncer } from '../../ui/route-announcer.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';
import { useCompactHeader } from './use-compact-header.ts';
import './shell.css';

export function Layout() {
  const { user } = useSession();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const compact = useCompactHeader();
  const close = useCallback(() => setSidebarOpen(false), []);
  return (
    <>
      <a
        className="skip-link"
        href="#main-content"
        onClick={(e) => {
          // Move focus without changing the URL, which the router would take for a navigation.
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to main content
      </a>
      <Header sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((o) => !o)} compact={compact} />
      <div className={`layout ${user ? 'layout--with-sidebar' : ''}`}>
        {user ? <Sidebar user={user} open={sidebarOpen} onClose={close} compact={compact} /> : null}
        <main id="main-content" tabIndex={-1} className="main">
          <Outlet />
        </main>
      </div>
      <Footer />
      <RouteAnnouncer />
    </>
  );
}
