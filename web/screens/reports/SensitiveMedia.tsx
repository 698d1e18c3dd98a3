import { useState, type ReactNode } from "react";
import { useShell } from "../../auth/guards.ts";
import "./Report.css";

/**
 * Media marked sensitive, by a moderator or by its author (issue 27 item 5), stays behind a cover until the
 * reader asks to see it: the picture's tiny placeholder, blurred, under the button. Nothing of the media is
 * fetched before; once shown, it can be covered again. A person who asked to always see sensitive media
 * (Settings) sees it at once.
 */
export function SensitiveMedia({
  sensitive,
  placeholder,
  children,
}: {
  sensitive: boolean;
  /** A picture's 16 px preview (its renditions'), shown blurred on the cover; none for a video. */
  placeholder?: string;
  children: ReactNode;
}) {
  const { alwaysShowSensitive } = useShell();
  const [shown, setShown] = useState(false);
  if (!sensitive || alwaysShowSensitive) return <>{children}</>;
  if (shown) {
    return (
      <div className="sensitive-shown">
        {children}
        <button type="button" className="sensitive-hide" onClick={() => setShown(false)}>
          Hide sensitive content
        </button>
      </div>
    );
  }
  return (
    <button type="button" className="sensitive-cover" onClick={() => setShown(true)}>
      {placeholder && (
        <span className="sensitive-cover-blur" style={{ backgroundImage: `url(${placeholder})` }} aria-hidden="true" />
      )}
      <span className="sensitive-cover-label">Sensitive content — show</span>
    </button>
  );
}
