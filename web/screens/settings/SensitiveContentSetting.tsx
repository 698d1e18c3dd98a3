import { useRevalidator } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { postSettings, putPostSettings } from "../../../shared/api/posts.ts";
import { ServerToggle } from "./ServerToggle.tsx";

/**
 * "Always show content warnings and sensitive media" (issue 27 item 5), off by default and kept on the server,
 * so every device and every server-rendered page of the person follows it (the shell carries it).
 */
export function SensitiveContentSetting() {
  const revalidator = useRevalidator();
  return (
    <ServerToggle
      id="sensitive-content-explained"
      label="Always show content warnings and sensitive media"
      explanation="When this is on, posts behind a content warning open by themselves, and pictures and videos marked sensitive are not blurred."
      settings="reading settings"
      changeFailed="Could not change how sensitive content is shown."
      load={async () => (await call(postSettings)).always_show_sensitive}
      save={async (wanted) => {
        const kept = (await call(putPostSettings, { body: { always_show_sensitive: wanted } })).always_show_sensitive;
        // The shell this browser holds carries the choice: read it again, so the next page follows it.
        void revalidator.revalidate();
        return kept;
      }}
    />
  );
}
