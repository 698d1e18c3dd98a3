import { useState } from "react";
import { data, useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { thread, type Thread as ThreadData } from "../../../shared/api/replies.ts";
import { apiOf } from "../../api/context.ts";
import { statusOf } from "../../api/apiError.ts";
import { useShell } from "../../auth/guards.ts";
import { PostCard, postCardParts } from "../posts/PostCard.tsx";
import { rendersParts } from "../../lazyParts.ts";
import { Thread } from "./Thread.tsx";
import "./Replies.css";

interface PostPageData {
  thread: ThreadData;
}

/**
 * A post at its stable address, `/posts/<id>`, with its replies: for whoever may see the post, visitors
 * included where it is public. Anything else — no such post, a friends-only one the reader may not see, an
 * id no post could have — is the same 404, so the page never tells that a hidden post exists.
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<PostPageData> {
  const id = params.id ?? "";
  if (!/^[1-9][0-9]{0,15}$/.test(id)) throw data("Not found", { status: 404 });
  try {
    return { thread: await apiOf(context).call(thread, { params: { id: Number(id) } }) };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) throw data("Not found", { status: 404 });
    throw error;
  }
}

// A content warning's and a sensitive picture's code: preloaded with the page (src/ssr.tsx).
export const handle = rendersParts(...postCardParts);

/** The text a link preview and the tab show: the post's first words. */
function snippet(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function Component() {
  const { thread: first } = useLoaderData<typeof loader>();
  const { url } = first;
  const { user } = useShell();
  const [count, setCount] = useState(first.post.reply_count);
  const post = { ...first.post, reply_count: count };
  const title = `${post.user_name} on Virtual Worlds`;
  // Behind a content warning, the page's title and previews name the warning, never the words it covers.
  const shownText = post.content_warning ? `Content warning: ${post.content_warning}` : post.context;
  const description = snippet(shownText);
  return (
    <main id="main" className="page post-page">
      <title>{`${title}: "${snippet(shownText, 60)}"`}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content="Virtual Worlds" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <link rel="canonical" href={url} />
      {/* A friends-only post is for its readers, never for a search engine's index. */}
      {post.sharing === 2 && <meta name="robots" content="noindex" />}
      <h1 className="visually-hidden">{`Post by ${post.user_name}`}</h1>
      <PostCard item={post} first showThreadLink={false} />
      <section className="thread-section" aria-labelledby="thread-title">
        <h2 id="thread-title" className="thread-title">
          Replies
        </h2>
        <Thread
          key={post.ID}
          postId={post.ID}
          first={first.replies}
          more={first.more}
          signedIn={Boolean(user)}
          onCount={(change) => setCount(change)}
        />
      </section>
    </main>
  );
}
