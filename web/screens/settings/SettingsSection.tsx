import type { ReactNode } from "react";

interface SettingsSectionProps {
  /** Its anchor (/settings#password) and the stem of its heading's id. */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One group of settings as a card with a heading, reachable by its anchor. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <section id={id} className="settings-section" aria-labelledby={`${id}-title`}>
      <div className="settings-section-intro">
        <h2 id={`${id}-title`}>{title}</h2>
        {description && <p className="muted">{description}</p>}
      </div>
      <div className="settings-section-body">{children}</div>
    </section>
  );
}
