import { useId, useRef, useState } from "react";
import { useRevalidator } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { ApiError } from "../../api/apiError.ts";
import { changePicture } from "../../../shared/api/profiles.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { FileInput } from "../../components/FileInput.tsx";
import { notify } from "../../components/toast.ts";
import "./ProfilePicture.css";

const failed = "Failed to update profile picture.";

/**
 * The owner's picture with a "Change picture" control: choosing an image uploads it at once (multipart
 * field `profile`) and the page shows the new one. Only images are offered. A failure's toast reads the
 * specification's text exactly; why it failed is said beside the control, not inside that text.
 */
export function ProfilePicture({ src, name, size = 112 }: { src: string | null; name: string; size?: number }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const revalidator = useRevalidator();

  async function change(file: File | undefined) {
    if (!file) return;
    setReason(null);
    if (!file.type.startsWith("image/")) {
      setReason("Please choose an image.");
      return notify.error(failed);
    }
    setBusy(true);
    try {
      await call(changePicture, { body: { profile: file } });
      notify.success("Your profile picture has been updated.");
      await revalidator.revalidate();
    } catch (error) {
      setReason(error instanceof ApiError ? error.message : "The server could not be reached.");
      notify.error(failed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="profile-picture" aria-busy={busy}>
      <Avatar src={src} size={size} alt={`Profile picture of ${name}`} />
      <FileInput id={id} ref={input} className="visually-hidden" accept="image/*" disabled={busy} onFile={change} />
      <label htmlFor={id} className="button profile-picture-change">
        {busy ? "Uploading..." : "Change picture"}
      </label>
      <p className="profile-picture-reason" aria-live="polite">
        {reason}
      </p>
    </div>
  );
}
