import { useEffect, useState } from "react";
import { call } from "../../api/http.ts";
import { postSettings } from "../../../shared/api/posts.ts";

/**
 * The "Remind me to add alt text" setting, read when the create popup opens. `remindNow(file)` says whether
 * to stop and remind before posting `file` without alt text: once per picture, so a second Create posts it
 * (as Mastodon does). When the setting cannot be read, nobody is held up by it.
 */
export function useAltTextReminder(open: boolean) {
  const [wanted, setWanted] = useState(false);
  const [shownFor, setShownFor] = useState<File | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    call(postSettings).then(
      (settings) => live && setWanted(settings.alt_text_reminder),
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [open]);

  function remindNow(file: File): boolean {
    if (!wanted || shownFor === file) return false;
    setShownFor(file);
    return true;
  }

  return { shownFor, remindNow };
}
