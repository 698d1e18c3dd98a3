import { call } from "../../api/http.ts";
import { postSettings, putPostSettings } from "../../../shared/api/posts.ts";
import { ServerToggle } from "./ServerToggle.tsx";

/** "Remind me to add alt text", off by default and kept on the server, so every device of the person follows it. */
export function AltTextReminderSetting() {
  return (
    <ServerToggle
      id="alt-text-reminder-explained"
      label="Remind me to add alt text"
      explanation="When you post a picture without a description, you are reminded once before it is posted. Screen readers read the description to people who cannot see the picture."
      settings="posting settings"
      changeFailed="Could not change the alt text reminder."
      load={async () => (await call(postSettings)).alt_text_reminder}
      save={async (wanted) => (await call(putPostSettings, { body: { alt_text_reminder: wanted } })).alt_text_reminder}
    />
  );
}
