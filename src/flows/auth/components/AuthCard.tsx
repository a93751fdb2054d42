import type { ReactNode } from 'react';
import '../auth.css';

/**
 * The centred, phone-width card every auth page (login, fast login, passwords, LINE) sits in.
 * Plain markup styled like antd's card: antd's Card brings its tabs and their menu along, a
 * third of the login page's own weight.
 */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="fenqi-auth-page">
      <section className="fenqi-auth-card" aria-labelledby="fenqi-auth-card-title">
        {/* The page title (PageTitle's attributes): focus lands here after a route change. */}
        <h1 className="fenqi-auth-card-head" id="fenqi-auth-card-title" tabIndex={-1} data-page-title="">
          {title}
        </h1>
        <div className="fenqi-auth-card-body">
          <div className="fenqi-auth-stack">{children}</div>
        </div>
      </section>
    </div>
  );
}
