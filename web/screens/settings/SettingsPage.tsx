import { Suspense } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { ownProfile, type OwnProfile } from "../../../shared/api/profiles.ts";
import { apiOf } from "../../api/context.ts";
import { ProfilePicture } from "../profiles/ProfilePicture.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { ThemeChoice } from "./ThemeChoice.tsx";
import { PasswordForm } from "./PasswordForm.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { ReadReceiptsSetting } from "./ReadReceiptsSetting.tsx";
import { AltTextReminderSetting } from "./AltTextReminderSetting.tsx";
import { SensitiveContentSetting } from "./SensitiveContentSetting.tsx";
import { cached, shown } from "../../../shared/cached-pages.ts";
import { lazyRendered, rendersParts } from "../../lazyParts.ts";
// The lower sections' styles stay with the page: the server renders those sections, linking the page's styles.
import "../blocks/Blocks.css";
import "../filters/Filters.css";
import "./SettingsPage.css";

// The sections below the fold are chunks of their own, so the page's first load carries the ones on screen:
// the server renders them as plain imports (its reads unchanged), and hydration keeps its markup until their
// code, preloaded with the page, has come.
const SessionsList = lazyRendered("screens/settings/SessionsList", () =>
  import("./SessionsList.tsx").then((module) => module.SessionsList),
);
const BlockedList = lazyRendered("screens/blocks/BlockedList", () =>
  import("../blocks/BlockedList.tsx").then((module) => module.BlockedList),
);
const FiltersSettings = lazyRendered("screens/filters/FiltersSettings", () =>
  import("../filters/FiltersSettings.tsx").then((module) => module.FiltersSettings),
);
const PushSettings = lazyRendered("screens/settings/PushSettings", () =>
  import("./PushSettings.tsx").then((module) => module.PushSettings),
);
const NotificationChoices = lazyRendered("screens/settings/NotificationChoices", () =>
  import("./NotificationChoices.tsx").then((module) => module.NotificationChoices),
);

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
export const handle = {
  ...cached<{ profile: OwnProfile | null }>(({ profile }, viewer) => (profile ? [shown.account(viewer.id)] : null)),
  ...rendersParts(SessionsList, BlockedList, FiltersSettings, PushSettings, NotificationChoices),
};

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
        <Suspense fallback={null}>
          <SessionsList />
        </Suspense>
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
        <Suspense fallback={null}>
          <BlockedList />
        </Suspense>
      </SettingsSection>
      <SettingsSection
        id="filters"
        title="Keyword filters"
        description="Others' posts with these words or phrases are hidden from your feeds, profiles and search, or collapsed behind a warning."
      >
        <Suspense fallback={null}>
          <FiltersSettings />
        </Suspense>
      </SettingsSection>
      <SettingsSection
        id="notifications"
        title="Notifications"
        description="Choose how Virtual Worlds lets you know about new messages and friends."
      >
        <Suspense fallback={null}>
          <PushSettings />
          <NotificationChoices />
        </Suspense>
      </SettingsSection>
    </main>
  );
}
