import { Card } from 'antd';
import type { ReactNode } from 'react';
import '../auth.css';

/** The centred, phone-width card every auth page (login, fast login, passwords, LINE) sits in. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="fenqi-auth-page">
      <Card className="fenqi-auth-card" title={title}>
        <div className="fenqi-auth-stack">{children}</div>
      </Card>
    </div>
  );
}
