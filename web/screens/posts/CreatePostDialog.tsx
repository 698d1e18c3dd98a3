import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "../../router/index.ts";
import { ApiError } from "../../api/apiError.ts";
import { call } from "../../api/http.ts";
import { createPost } from "../../../shared/api/posts.ts";
import { notify } from "../../components/toast.ts";
import { useModalDialog } from "../../components/useModalDialog.ts";
import { useHydrated } from "../../auth/useHydrated.ts";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { useShell } from "../../auth/guards.ts";
import { MediaPicker } from "./MediaPicker.tsx";
import { SharingSelect } from "./SharingSelect.tsx";
import { AltTextField } from "./AltTextField.tsx";
import { ContentWarningField, SensitiveMediaField } from "./WarningFields.tsx";
import { useAltTextReminder } from "./useAltTextReminder.ts";
import { awaitVideo } from "./awaitedVideos.ts";
import "./CreatePostDialog.css";

interface CreateContentDialogProps {
  open: boolean;
  onClose: () => void;
}

const refused = "Failed to create content.";
const unreachable = "Failed to create content. Please try again.";

/**
 * "Create New Content": text, who may see it and an optional image or video, sent as multipart with the
 * upload's progress shown. On success the popup closes, the server's message and a success toast appear
 * and the page's data (the feed) is loaded again; on failure the reason shows and nothing typed is lost.
 * Closing while sending cancels the upload.
 */
export function CreatePostDialog({ open, onClose }: CreateContentDialogProps) {
  const { user } = useShell();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const titleId = useId();
  const textId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const dialog = useModalDialog(open, () => textarea.current);
  const [text, setText] = useState("");
  const [sharing, setSharing] = useState("1");
  const [media, setMedia] = useState<File | null>(null);
  const [altText, setAltText] = useState("");
  const [warned, setWarned] = useState(false);
  const [warning, setWarning] = useState("");
  const [sensitive, setSensitive] = useState(false);
  const altField = useRef<HTMLTextAreaElement>(null);
  const reminderId = useId();
  const picture = media !== null && media.type.startsWith("image/");
  const reminder = useAltTextReminder(open);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef<AbortController | null>(null);

  function close() {
    sending.current?.abort();
    onClose();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!text.trim()) {
      setError("Please describe your content.");
      return textarea.current?.focus();
    }
    // Reminded once per picture, as Mastodon does: a second Create posts it without a description.
    if (picture && !altText.trim() && reminder.remindNow(media)) return altField.current?.focus();
    const post = {
      context: text,
      sharing: sharing === "2" ? ("2" as const) : ("1" as const),
      userId: user?.id,
      media: media ?? undefined,
      ...(picture && altText.trim() ? { alt_text: altText } : {}),
      ...(warned && warning.trim() ? { content_warning: warning } : {}),
      ...(media && sensitive ? { media_sensitive: "true" as const } : {}),
    };
    const controller = new AbortController();
    sending.current = controller;
    setError(null);
    setProgress(0);
    try {
      const answer = await call(createPost, { body: post }, { onProgress: setProgress, signal: controller.signal });
      const video = media?.type.startsWith("video/") ?? false;
      if (video) awaitVideo(answer.id);
      created(answer.message, video);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") return;
      fail(failure instanceof ApiError && failure.status !== 0 ? failure.message || refused : unreachable);
    } finally {
      if (sending.current === controller) sending.current = null;
      setProgress(null);
    }
  }

  function created(message: string | undefined, video: boolean) {
    setText("");
    setSharing("1");
    setMedia(null);
    setAltText("");
    setWarned(false);
    setWarning("");
    setSensitive(false);
    // Reload the page's data first, then close: closing /add navigates home, and that navigation must come
    // last, or the revalidation (of /add, still the current page) would take its place and the popup stay.
    void revalidator.revalidate();
    onClose();
    if (message) notify.info(message);
    // A video is made playable first (the home page shows it "Processing…"): it is not live yet.
    notify.success(video ? "Your video is being processed. It will appear when it is ready." : "Your content is live.");
  }

  function fail(reason: string) {
    setError(reason);
    notify.error(reason);
  }

  const busy = progress !== null;
  return (
    <dialog ref={dialog} className="create-content" aria-labelledby={titleId} onClose={close}>
      <form className="create-content-form" onSubmit={submit} noValidate={hydrated}>
        <header className="create-content-header">
          <h2 id={titleId}>Create New Content</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={close}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <ContentWarningField on={warned} onToggle={setWarned} value={warning} onChange={setWarning} disabled={busy} />
        <div className="field">
          <label htmlFor={textId} className="visually-hidden">
            Content
          </label>
          <textarea
            id={textId}
            ref={textarea}
            name="context"
            placeholder="Describe your content..."
            required
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error !== null && !text.trim()}
          />
        </div>
        <SharingSelect value={sharing} onChange={setSharing} />
        <MediaPicker file={media} onChange={setMedia} onRefuse={setError} disabled={busy} />
        {media && <SensitiveMediaField checked={sensitive} onChange={setSensitive} disabled={busy} />}
        {picture && (
          <AltTextField
            value={altText}
            onChange={setAltText}
            disabled={busy}
            inputRef={altField}
            describedBy={reminder.shownFor === media ? reminderId : undefined}
          />
        )}
        {picture && reminder.shownFor === media && !altText.trim() && (
          <p id={reminderId} className="alt-text-reminder" role="status">
            Your picture has no description yet. A short alt text lets people who use a screen reader know what it
            shows. You can still post it without one: press Create again.
          </p>
        )}
        {busy && media && (
          <div className="create-content-progress">
            <progress max={1} value={progress} aria-label="Upload progress" />
            <span aria-live="polite">Uploading {Math.round(progress * 100)}%</span>
          </div>
        )}
        {error && (
          <p className="create-content-error" role="alert">
            {error}
          </p>
        )}
        <div className="create-content-actions">
          <SubmitButton busy={busy}>{busy ? "Creating..." : "Create"}</SubmitButton>
        </div>
      </form>
    </dialog>
  );
}
