import type { ReactNode } from "react";
import { Link } from "../../router/index.ts";
import type { FeedItem } from "../../../shared/api/posts.ts";
import type { SearchResults } from "../../../shared/api/search.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { Person } from "../../components/Person.tsx";
import { Picture } from "../../components/Picture.tsx";
import { RelativeTime } from "../../components/RelativeTime.tsx";
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

/** A post found: who, when and its words; it opens on its author's profile. */
function PostResult({ post }: { post: FeedItem }) {
  return (
    <Link to={`/user/${encodeURIComponent(post.username)}#post-${post.ID}`} className="search-post">
      <Avatar src={post.user_profile} size={36} />
      <span className="search-post-body">
        <span className="search-post-who">
          <strong>{post.user_name}</strong> · <RelativeTime at={post.created_at} />
        </span>
        <span className="search-post-text">{post.context}</span>
      </span>
      {post.MediaID && post.media_type === "image" && post.media_renditions && (
        <Picture
          className="search-post-thumb"
          url={post.MediaID}
          renditions={post.media_renditions}
          alt=""
          sizes="3.5rem"
        />
      )}
      {post.MediaID && post.media_type === "image" && !post.media_renditions && (
        <img className="search-post-thumb" src={post.MediaID} alt="" loading="lazy" />
      )}
    </Link>
  );
}
