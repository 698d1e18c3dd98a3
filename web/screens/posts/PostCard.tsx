import { Suspense, type ReactNode } from "react";
import type { FeedItem } from "../../../shared/api/posts.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { PathLink } from "../../components/PathLink.tsx";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import { StarRating, summary } from "./StarRating.tsx";
import { useShell } from "../../auth/guards.ts";
import { ShareMenu } from "../replies/ShareMenu.tsx";
import { repliesLabel } from "../replies/postLink.ts";
import { Picture } from "../../components/Picture.tsx";
import { ReportButton } from "../reports/ReportButton.tsx";
import { lazyRendered } from "../../lazyParts.ts";
import { renditionStem } from "../../../shared/renditions.ts";
import { posterPath, videoPath, type VideoRenditions } from "../../../shared/video.ts";
import "./PostCard.css";
// The covers' styles stay with the card: the server renders them with it.
import "./WarnedContent.css";
import "../reports/Report.css";

// A content warning and a sensitive picture's cover are on few posts: their code is a chunk of its own, fetched
// with the page and hydrating once in; the server renders them in place (web/lazyParts.ts).
const WarnedContent = lazyRendered("screens/posts/WarnedContent", () =>
  import("./WarnedContent.tsx").then((module) => module.WarnedContent),
);
const SensitiveMedia = lazyRendered("screens/reports/SensitiveMedia", () =>
  import("../reports/SensitiveMedia.tsx").then((module) => module.SensitiveMedia),
);
/** For the handle of a page that shows cards (`rendersParts`): their code is preloaded with the page's. */
export const postCardParts = [WarnedContent, SensitiveMedia];

interface PostCardProps {
  item: FeedItem;
  /** The owner's own controls (edit, delete), shown in the card's corner. */
  actions?: ReactNode;
  /** The first card of a page: its picture is the page's largest paint, fetched at once and first. */
  first?: boolean;
  /** The author's name is the post's heading, at this level (2 by default). */
  headingLevel?: 2 | 3;
  /** Its reply count links to the post's page, except on that page. */
  showThreadLink?: boolean;
}

/**
 * One post: who wrote it (linked to their profile), their organisation, the image or video, the text (as
 * text: whatever it contains is shown, never interpreted) — both behind its content warning, if any, and the
 * media blurred when marked sensitive — how long ago (linked to the post's own page), its
 * stars (a visitor, who cannot rate, sees their summary), its replies and the Share menu.
 */
export function PostCard({ item, actions, first = false, headingLevel = 2, showThreadLink = true }: PostCardProps) {
  const { user } = useShell();
  const permalink = `/posts/${item.ID}`;
  const profile = `/user/${encodeURIComponent(item.username)}`;
  // A heading per post lets a screen reader jump from post to post; it looks like the name it always was.
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const sensitive = Boolean(user && item.MediaID) && (item.sensitive === true || item.media_sensitive);
  const media = (
    <>
      {user && item.MediaID && item.media_renditions && (
        <Picture
          url={item.MediaID}
          renditions={item.media_renditions}
          alt={item.alt_text ?? `Image shared by ${item.user_name}`}
          first={first}
        />
      )}
      {user && item.MediaID && item.media_video && (
        <TranscodedVideo url={item.MediaID} video={item.media_video} author={item.user_name} />
      )}
      {user && item.MediaID && !item.media_renditions && !item.media_video && (
        <Media url={item.MediaID} type={item.media_type} author={item.user_name} altText={item.alt_text} />
      )}
    </>
  );
  const content = (
    <>
      {item.MediaID && !user && (
        // Post media is served to signed-in readers only (docs/posts.md): a visitor is told, not shown a broken file.
        <p className="feed-item-media-note muted">
          Log in to see the {item.media_type === "video" ? "video" : "picture"} of this post.
        </p>
      )}
      {sensitive ? (
        <Suspense fallback={null}>
          <SensitiveMedia sensitive placeholder={item.media_renditions?.placeholder}>
            {media}
          </SensitiveMedia>
        </Suspense>
      ) : (
        media
      )}
      <p className="feed-item-text">{item.context}</p>
    </>
  );
  return (
    <article className="feed-item" id={`post-${item.ID}`} aria-labelledby={`post-${item.ID}-author`}>
      <header className="feed-item-header">
        <PathLink to={profile} tabIndex={-1} aria-hidden="true">
          <Avatar src={item.user_profile} />
        </PathLink>
        <div className="feed-item-who">
          <Heading className="feed-item-heading">
            <PathLink to={profile} className="feed-item-author" id={`post-${item.ID}-author`}>
              {item.user_name}
            </PathLink>
          </Heading>
          <p className="feed-item-meta">
            {item.user_orgname && <span className="feed-item-org">{item.user_orgname}</span>}
            <PathLink to={permalink} className="feed-item-permalink">
              <RelativeTime at={item.created_at} />
            </PathLink>
            {item.edited_at && <span>edited</span>}
            {item.sharing === 2 && <span className="feed-item-badge">Friends only</span>}
            {item.hidden_pending_review && <span className="feed-item-badge held-badge">Hidden pending review</span>}
          </p>
        </div>
        {actions && <div className="feed-item-actions">{actions}</div>}
      </header>
      {item.content_warning ? (
        <Suspense fallback={null}>
          <WarnedContent warning={item.content_warning}>{content}</WarnedContent>
        </Suspense>
      ) : (
        content
      )}
      {user ? (
        <StarRating
          key={`${item.ID}:${item.rating.count}:${item.rating.average}`}
          postId={item.ID}
          rating={item.rating}
        />
      ) : (
        <p className="star-rating-summary">{summary(item.rating)}</p>
      )}
      <footer className="feed-item-footer">
        {showThreadLink ? (
          <PathLink
            to={permalink}
            className="feed-item-replies"
            aria-label={`${repliesLabel(item.reply_count)}: open the post`}
          >
            {repliesLabel(item.reply_count)}
          </PathLink>
        ) : (
          <span className="feed-item-replies">{repliesLabel(item.reply_count)}</span>
        )}
        <ShareMenu postId={item.ID} />
        {/* Anyone's post but one's own can be reported. */}
        {user && user.id !== item.user_id && (
          <ReportButton target={{ kind: "post", id: item.ID }} label={`the post by ${item.user_name}`} />
        )}
      </footer>
    </article>
  );
}

/**
 * A video transcoded at upload: its poster shown until it plays (nothing else fetched before: `preload="none"`),
 * the 360p rendition on a phone-sized screen and the largest elsewhere, its box the video's shape from the start.
 */
function TranscodedVideo({ url, video, author }: { url: string; video: VideoRenditions; author: string }) {
  const stem = renditionStem(url)!;
  const small = video.heights.length > 1 ? videoPath(stem, video.heights[0]!) : null;
  return (
    <video
      className="feed-item-media"
      controls
      preload="none"
      playsInline
      poster={posterPath(stem, video, "webp")}
      width={video.width}
      height={video.height}
      aria-label={`Video shared by ${author}`}
    >
      {small && <source src={small} type="video/mp4" media="(max-width: 480px)" />}
      <source src={url} type="video/mp4" />
    </video>
  );
}

/** `altText`: the author's description of the picture; without one, who shared it. */
function Media({
  url,
  type,
  author,
  altText,
}: {
  url: string;
  type: FeedItem["media_type"];
  author: string;
  altText: string | null;
}) {
  if (type === "video") {
    return (
      <video
        className="feed-item-media"
        src={url}
        controls
        preload="metadata"
        playsInline
        aria-label={`Video shared by ${author}`}
      />
    );
  }
  return (
    <img
      className="feed-item-media"
      src={url}
      alt={altText ?? `Image shared by ${author}`}
      loading="lazy"
      decoding="async"
    />
  );
}
