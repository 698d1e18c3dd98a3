import { Suspense } from "react";
import { data, useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { userPosts, type FeedItem } from "../../../shared/api/posts.ts";
import * as profiles from "../../../shared/api/profiles.ts";
import type { Profile } from "../../../shared/api/profiles.ts";
import { apiOf, useApi } from "../../api/context.ts";
import { LaterPostList } from "../posts/LaterPostList.ts";
import { rendersParts } from "../../lazyParts.ts";
import { ProfileHeader } from "./ProfileHeader.tsx";
import { FriendshipActions } from "../friends/FriendshipActions.tsx";
import { MessageButton } from "../chat/MessageButton.tsx";
import { ReportButton } from "../reports/ReportButton.tsx";
import { ProfileReactions } from "./ProfileReactions.tsx";
import { BlockActions } from "../blocks/BlockActions.tsx";
import { statusOf } from "../../api/apiError.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import "./ProfilePage.css";

// The posts' code and styles: preloaded and linked with the page's (src/ssr.tsx).
export const handle = rendersParts(LaterPostList);

interface UserProfileData {
  profile: Profile;
  posts: FeedItem[];
  postsError: string | null;
}

/**
 * Someone's profile and the first page of their posts the viewer may see. An unknown name is a 404, and so
 * is one no account could have (the API refuses it as invalid: 400).
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<UserProfileData> {
  const api = apiOf(context);
  const username = params.username ?? "";
  const [profile, posts] = await Promise.allSettled([
    api.call(profiles.profile, { params: { username } }),
    api.call(userPosts, { params: { username } }),
  ]);
  if (profile.status === "rejected") {
    const status = statusOf(profile.reason);
    if (status === 404 || status === 400) throw data("Not found", { status: 404 });
    throw profile.reason;
  }
  return {
    profile: profile.value,
    posts: posts.status === "fulfilled" ? posts.value : [],
    postsError: posts.status === "rejected" ? "Failed to fetch content." : null,
  };
}

export function Component() {
  const { profile, posts, postsError } = useLoaderData<typeof loader>();
  const api = useApi();
  return (
    <main id="main" className="page profile-page">
      <section className="profile-card">
        <ProfileHeader profile={profile}>
          {!profile.blocked && (
            <>
              <FriendshipActions
                key={profile.friendship}
                userId={profile.id}
                username={profile.username}
                name={profile.name}
                friendship={profile.friendship}
              />
              <MessageButton userId={profile.id} />
              <ReportButton target={{ kind: "profile", id: profile.id }} label={`@${profile.username}`} />
            </>
          )}
          {profile.friendship !== "self" && (
            <BlockActions
              key={`${profile.blocked}:${profile.muted}`}
              username={profile.username}
              blocked={profile.blocked ?? false}
              muted={profile.muted ?? false}
            />
          )}
        </ProfileHeader>
        {profile.blocked ? (
          <p className="muted">You blocked @{profile.username}. Neither of you sees the other's posts or profile.</p>
        ) : (
          <ProfileReactions
            username={profile.username}
            reactions={profile.reactions}
            canReact={profile.friendship !== "self"}
          />
        )}
      </section>
      <h2 className="profile-section-title">Posts</h2>
      {postsError ? (
        <ErrorBox>{postsError}</ErrorBox>
      ) : (
        <Suspense fallback={null}>
          <LaterPostList
            key={profile.username}
            first={posts}
            loadAfter={(before) => api.call(userPosts, { params: { username: profile.username }, query: { before } })}
            label={`Posts by ${profile.name}`}
            headingLevel={3}
            empty={<p className="post-list-empty-title">No content available.</p>}
          />
        </Suspense>
      )}
    </main>
  );
}
