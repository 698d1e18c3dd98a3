import type { ReactNode } from "react";
import { Link } from "../../router/index.ts";
import type { FeedItem } from "../../../shared/api/posts.ts";
import type { SearchResults } from "../../../shared/api/search.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { Person } from "../../components/Person.tsx";
import { Picture } from "../../components/Picture.tsx";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import { useShell } from "../../auth/guards.ts";
import { WarnedContent } from "../posts/WarnedContent.tsx";
import { FilteredPost, shownPosts } from "../filters/FilteredPost.tsx";

/** The four kinds of result, each under its heading, every one a link to where it lives. */
export function Results({ q, results }: { q: string; results: SearchResults }) {
  const { users, zones, games } = results;
  const posts = shownPosts(results.posts);
  if (users.length + posts.length + zones.length + games.length === 0) {
    return <p className="search-none">No results for “{q}”.</p>;
  }
  return (
    <>
      <Section title="People" count={users.length}>
        <ul className="people">
          {users.map((user) => (
            <Person key={user.id} user={user} />
          ))}
        </ul>
      </Section>
      <Section title="Posts" count={posts.length}>
        <ul className="search-posts">
          {posts.map((post) => (
            <li key={post.ID}>
              <FilteredPost item={post}>
                <PostResult post={post} />
              </FilteredPost>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Zones" count={zones.length}>
        <ul className="search-chips">
          {zones.map((zone) => (
            <li key={zone.path}>
              <Link to={zone.path}>{zone.name}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Games" count={games.length}>
        <ul className="search-games">
          {games.map((game) => (
            <li key={game.id}>
              <Link to={`/play/${encodeURIComponent(game.id)}`}>
                <img src={game.image_url} alt="" loading="lazy" />
                <span>{game.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section className="panel search-section" aria-label={title}>
      <h2>
        {title} <span className="search-count">{count}</span>
      </h2>
      {children}
    </section>
  );
}

/**
 * A post found: who, when and its words; it opens on its author's profile. Behind a content warning (as every
 * post shows it: WarnedContent), the words and the thumbnail wait for "Show more"; a sensitive picture's
 * thumbnail is its blurred placeholder, unless the reader always shows sensitive media.
 */
function PostResult({ post }: { post: FeedItem }) {
  const { alwaysShowSensitive } = useShell();
  const link = `/user/${encodeURIComponent(post.username)}#post-${post.ID}`;
  const blurred = (post.sensitive === true || post.media_sensitive) && !alwaysShowSensitive;
  const who = (
    <span className="search-post-who">
      <strong>{post.user_name}</strong> · <RelativeTime at={post.created_at} />
    </span>
  );
  const found = (
    <Link to={link} className="search-post">
      <Avatar src={post.user_profile} size={36} />
      <span className="search-post-body">
        {!post.content_warning && who}
        <span className="search-post-text">{post.context}</span>
      </span>
      {post.MediaID && post.media_type === "image" && <Thumbnail post={post} blurred={blurred} />}
    </Link>
  );
  if (!post.content_warning) return found;
  return (
    <div className="search-post-warned">
      {who}
      <WarnedContent warning={post.content_warning}>{found}</WarnedContent>
    </div>
  );
}

function Thumbnail({ post, blurred }: { post: FeedItem; blurred: boolean }) {
  if (blurred) {
    const placeholder = post.media_renditions?.placeholder;
    return (
      <span
        className="search-post-thumb search-post-thumb-blurred"
        style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
      />
    );
  }
  if (post.media_renditions) {
    return (
      <Picture
        className="search-post-thumb"
        url={post.MediaID!}
        renditions={post.media_renditions}
        alt=""
        sizes="3.5rem"
      />
    );
  }
  return <img className="search-post-thumb" src={post.MediaID!} alt="" loading="lazy" />;
}
