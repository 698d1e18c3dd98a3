import { Suspense } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { ownPosts, type FeedItem } from "../../../shared/api/posts.ts";
import { friendLists, type FriendLists } from "../../../shared/api/friends.ts";
import { ownProfile, type OwnProfile } from "../../../shared/api/profiles.ts";
import { apiOf, useApi } from "../../api/context.ts";
import { LaterPostList } from "../posts/LaterPostList.ts";
import { rendersParts } from "../../lazyParts.ts";
import { ProfileHeader } from "./ProfileHeader.tsx";
import { ProfilePicture } from "./ProfilePicture.tsx";
import { ProfileReactions } from "./ProfileReactions.tsx";
import { OwnPostActions } from "../posts/OwnPostActions.tsx";
import { Friends } from "../friends/Friends.tsx";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import "./ProfilePage.css";

// The posts' code and styles: preloaded and linked with the page's (src/ssr.tsx).
export const handle = rendersParts(LaterPostList);

type OwnProfileData =
  | { profile: OwnProfile; posts: FeedItem[]; postsError: string | null; friends: FriendLists | null }
  | { profile: null; error: string };

/** The signed-in person's profile, all their posts (every sharing level) and their friends and requests. */
export async function loader({ context }: LoaderFunctionArgs): Promise<OwnProfileData> {
  const api = apiOf(context);
  const [profile, posts, friends] = await Promise.allSettled([
    api.call(ownProfile),
    api.call(ownPosts),
    api.call(friendLists),
  ]);
  if (profile.status === "rejected") return { profile: null, error: "Failed to fetch your profile." };
  return {
    profile: profile.value,
    posts: posts.status === "fulfilled" ? posts.value : [],
    postsError: posts.status === "rejected" ? "Failed to fetch content." : null,
    friends: friends.status === "fulfilled" ? friends.value : null,
  };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const api = useApi();
  if (!data.profile) {
    return (
      <main id="main" className="page profile-page">
        <title>Profile · Virtual Worlds</title>
        <h1>Profile</h1>
        <ErrorBox>{data.error}</ErrorBox>
      </main>
    );
  }
  const { profile, posts, postsError, friends } = data;
  return (
    <main id="main" className="page profile-page">
      <section className="profile-card">
        <ProfileHeader profile={profile} picture={<ProfilePicture src={profile.profile} name={profile.name} />}>
          <Link to="/settings" className="button">
            Settings
          </Link>
          <Link to={`/user/${encodeURIComponent(profile.username)}`} className="button">
            View as others see it
          </Link>
        </ProfileHeader>
        <ProfileReactions username={profile.username} reactions={profile.reactions} canReact={false} />
      </section>
      {friends && <Friends lists={friends} />}
      <h2 className="profile-section-title">Your posts</h2>
      {postsError ? (
        <ErrorBox>{postsError}</ErrorBox>
      ) : (
        <Suspense fallback={null}>
          <LaterPostList
            first={posts}
            loadAfter={(before) => api.call(ownPosts, { query: { before } })}
            label="Your posts"
            headingLevel={3}
            empty={
              <>
                <p className="post-list-empty-title">No content available.</p>
                <Link to="/add" className="button primary">
                  Create
                </Link>
              </>
            }
            actions={(item, remove) => <OwnPostActions item={item} onDeleted={remove} />}
          />
        </Suspense>
      )}
    </main>
  );
}
