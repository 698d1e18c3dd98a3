import type { ReactNode } from "react";
import { PublicLayout } from "../../components/PublicLayout.tsx";
import "./InfoPage.css";

/** The frame of a public text page: its title (also the tab's), a lead paragraph, then its sections. */
export function InfoPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <PublicLayout className="info-page">
      <title>{`${title} · Virtual Worlds`}</title>
      <header className="info-header">
        <div className="container">
          <h1>{title}</h1>
          <p className="info-lead">{lead}</p>
        </div>
      </header>
      <div className="container info-body">{children}</div>
    </PublicLayout>
  );
}
