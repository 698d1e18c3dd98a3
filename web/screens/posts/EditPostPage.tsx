import { useId, useState, type FormEvent } from "react";
import { data, Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from "../../router/index.ts";
import * as posts from "../../../shared/api/posts.ts";
import type { FeedItem } from "../../../shared/api/posts.ts";
import { apiOf } from "../../api/context.ts";
import { call } from "../../api/http.ts";
import { ApiError } from "../../api/apiError.ts";
import { statusOf } from "../../api/apiError.ts";
import { shellOf } from "../../auth/guards.ts";
import { useHydrated } from "../../auth/useHydrated.ts";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { notify } from "../../components/toast.ts";
import { SharingSelect } from "./SharingSelect.tsx";
import { Picture } from "../../components/Picture.tsx";
import { AltTextField } from "./AltTextField.tsx";
import { ContentWarningField, SensitiveMediaField } from "./WarningFields.tsx";
import "./EditPostPage.css";

/** The post to edit. Someone else's post is "not found" here too: there is no post of theirs to edit. */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<FeedItem> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data("Not found", { status: 404 });
  const [{ user }, post] = await Promise.all([
    shellOf(context),
    apiOf(context).call(posts.post, { params: { id } }).catch(notFound),
  ]);
  if (post.user_id !== user?.id) throw data("Not found", { status: 404 });
  return post;
}

function notFound(error: unknown): never {
  if (statusOf(error) === 404) throw data("Not found", { status: 404 });
  throw error;
}

/**
 * Change a post's text, who may see it, its content warning, its media's sensitive mark and its picture's alt
 * text; its media stays as it is. Back to the profile afterwards.
 */
export function Component() {
  const post = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const textId = useId();
  const [text, setText] = useState(post.context);
  const [sharing, setSharing] = useState(String(post.sharing));
  const [altText, setAltText] = useState(post.alt_text ?? "");
  const [warned, setWarned] = useState(post.content_warning !== null);
  const [warning, setWarning] = useState(post.content_warning ?? "");
  const [sensitive, setSensitive] = useState(post.media_sensitive);
  const picture = post.MediaID !== null && post.media_type === "image";
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!text.trim()) return setError("Please describe your content.");
    setSaving(true);
    setError(null);
    try {
      await call(posts.editPost, {
        params: { id: post.ID },
        body: {
          context: text,
          sharing: sharing === "2" ? 2 : 1,
          ...(picture ? { alt_text: altText } : {}),
          // An unticked warning removes it; the sensitive mark goes only with media.
          content_warning: warned ? warning : null,
          ...(post.MediaID ? { media_sensitive: sensitive } : {}),
        },
      });
      notify.success("Your post has been updated.");
      await navigate("/profile");
    } catch (failure) {
      const reason =
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500
          ? failure.message
          : "Could not save your changes. Please try again.";
      setError(reason);
      notify.error(reason);
      setSaving(false);
    }
  }

  return (
    <main id="main" className="edit-content">
      <title>Edit post · Virtual Worlds</title>
      <h1>Edit post</h1>
      <form className="card" onSubmit={save} noValidate={hydrated}>
        {post.MediaID &&
          (post.media_type === "video" ? (
            <video
              className="edit-content-media"
              src={post.MediaID}
              controls
              preload="metadata"
              aria-label="The post's video"
            />
          ) : post.media_renditions ? (
            <Picture
              className="edit-content-media"
              url={post.MediaID}
              renditions={post.media_renditions}
              alt={post.alt_text ?? "The post's image"}
              sizes="(max-width: 768px) 100vw, 640px"
              first
            />
          ) : (
            <img className="edit-content-media" src={post.MediaID} alt={post.alt_text ?? "The post's image"} />
          ))}
        {post.MediaID && <SensitiveMediaField checked={sensitive} onChange={setSensitive} disabled={saving} />}
        {picture && <AltTextField value={altText} onChange={setAltText} disabled={saving} />}
        <ContentWarningField on={warned} onToggle={setWarned} value={warning} onChange={setWarning} disabled={saving} />
        <div className="field">
          <label htmlFor={textId}>Content</label>
          <textarea
            id={textId}
            placeholder="Describe your content..."
            required
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <SharingSelect value={sharing} onChange={setSharing} />
        {error && (
          <p className="edit-content-error" role="alert">
            {error}
          </p>
        )}
        <div className="edit-content-actions">
          <Link to="/profile" className="button">
            Cancel
          </Link>
          <SubmitButton busy={saving}>{saving ? "Saving..." : "Save changes"}</SubmitButton>
        </div>
      </form>
    </main>
  );
}
