import type { ReactNode } from "react";
import type { Profile, OwnProfile } from "../../../shared/api/profiles.ts";
import { Avatar } from "../../components/Avatar.tsx";

interface ProfileHeaderProps {
  profile: Profile | OwnProfile;
  /** In place of the plain picture: the owner's picture with its change control. */
  picture?: ReactNode;
  /** Beside the name: friendship actions, or links for the owner. */
  children?: ReactNode;
}

/** Picture, name, @username and organisation, as the top of every profile. */
export function ProfileHeader({ profile, picture, children }: ProfileHeaderProps) {
  return (
    <header className="profile-header">
      <title>{`${profile.name} (@${profile.username}) · Virtual Worlds`}</title>
      {picture ?? <Avatar src={profile.profile} size={112} alt={`Profile picture of ${profile.name}`} />}
      <div className="profile-header-text">
        <h1 className="page-title">{profile.name}</h1>
        <p className="profile-header-username">@{profile.username}</p>
        {profile.organisation && <p className="profile-header-org">{profile.organisation}</p>}
        {children && <div className="profile-header-actions">{children}</div>}
      </div>
    </header>
  );
}
