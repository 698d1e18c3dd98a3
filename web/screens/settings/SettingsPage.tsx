import { useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { ownProfile, type OwnProfile } from "../../../shared/api/profiles.ts";
import { apiOf } from "../../api/context.ts";
import { ProfilePicture } from "../profiles/ProfilePicture.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { ThemeChoice } from "./ThemeChoice.tsx";
import { PasswordForm } from "./PasswordForm.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { PushSettings } from "./PushSettings.tsx";
import { ReadReceiptsSetting } from "./ReadReceiptsSetting.tsx";
import { AltTextReminderSetting } from "./AltTextReminderSetting.tsx";
import { SensitiveContentSetting } from "./SensitiveContentSetting.tsx";
import { SessionsList } from "./SessionsList.tsx";
import { cached, shown } from "../../../shared/cached-pages.ts";
import { NotificationChoices } from "./NotificationChoices.tsx";
import { BlockedList } from "../blocks/BlockedList.tsx";
import { FiltersSettings } from "../filters/FiltersSettings.tsx";
import "./SettingsPage.css";

export async function loader({ context }: LoaderFunctionArgs): Promise<{ profile: OwnProfile | null }> {
  try {
    return { profile: await apiOf(context).call(ownProfile) };
  } catch {
    return { profile: null };
  }
}

/**
 * The person's own profile is all it shows of the log (the theme and push settings are the browser's, the
 * chat setting is fetched by the page itself); not cached when it failed to load.
 */
export const handle = cached<{ profile: OwnProfile | null }>(({ profile }, viewer) =>
  profile ? [shown.account(viewer.id)] : null,
);

/** The person's own settings: profile, appearance, password, sessions, chat read receipts, and this device's push notifications. */
export function Component() {
  const { profile } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="page settings-page">
      <title>Settings · Virtual Worlds</title>
      <h1 className="page-title">Settings</h1>
      <SettingsSection
        id="profile"
        title="Profile"
        description="How others see you on your profile, posts and in search."
      >
        {profile ? (
          <div className="settings-profile">
            <ProfilePicture src={profile.profile} name={profile.name} size={96} />
            <ProfileForm
              key={`${profile.name}\n${profile.organisation ?? ""}`}
              name={profile.name}
              organisation={profile.organisation ?? ""}
            />
          </div>
        ) : (
          <p className="settings-error" role="alert">
            Failed to fetch your profile.
          </p>
        )}
      </SettingsSection>
      <SettingsSection id="appearance" title="Appearance" description="Kept on this device.">
        <ThemeChoice />
      </SettingsSection>
      <SettingsSection id="password" title="Password" description="Changing it signs you out everywhere else.">
        <PasswordForm />
      </SettingsSection>
      <SettingsSection
        id="sessions"
        title="Sessions"
        description="Where you are signed in. End a session you do not recognise."
      >
        <SessionsList />
      </SettingsSection>
      <SettingsSection id="posting" title="Posting" description="Helping everyone read what you post.">
        <AltTextReminderSetting />
      </SettingsSection>
      <SettingsSection id="reading" title="Reading" description="How others' posts are shown to you.">
        <SensitiveContentSetting />
      </SettingsSection>
      <SettingsSection id="chat" title="Chat" description="What the people you chat with see.">
        <ReadReceiptsSetting />
      </SettingsSection>
      <SettingsSection
        id="blocked"
        title="Blocked and muted"
        description="Blocked people and you do not see each other. Muted people's posts stay out of your feeds; they are not told."
      >
        <BlockedList />
      </SettingsSection>
      <SettingsSection
        id="filters"
        title="Keyword filters"
        description="Others' posts with these words or phrases are hidden from your feeds, profiles and search, or collapsed behind a warning."
      >
        <FiltersSettings />
      </SettingsSection>
      <SettingsSection
        id="notifications"
        title="Notifications"
        description="Choose how Virtual Worlds lets you know about new messages and friends."
      >
        <PushSettings />
        <NotificationChoices />
      </SettingsSection>
    </main>
  );
}
