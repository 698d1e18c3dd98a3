import { useId, useRef, useState } from "react";
import { useRevalidator } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { changePicture } from "../../../shared/api/profiles.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { FileInput } from "../../components/FileInput.tsx";
import { notify } from "../../components/toast.ts";
import "./ProfilePicture.css";

const failed = "Failed to update profile picture.";

/**
 * The owner's picture with a "Change picture" control: choosing an image uploads it at once (multipart
 * field `profile`) and the page shows the new one. Only images are offered.
 */
export function ProfilePicture({ src, name, size = 112 }: { src: string | null; name: string; size?: number }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function change(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) return notify.error(`${failed} Please choose an image.`);
    setBusy(true);
    try {
      await call(changePicture, { body: { profile: file } });
      notify.success("Your profile picture has been updated.");
      await revalidator.revalidate();
    } catch {
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
    </div>
  );
}
