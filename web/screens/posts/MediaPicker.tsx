import { useEffect, useId, useMemo, useRef } from "react";
import { FilePicker } from "../../components/FilePicker.tsx";
import { MAX_VIDEO_SECONDS, MEDIA_LIMITS } from "../../../shared/media.ts";

interface MediaPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Why a chosen file was not taken (wrong type, too large), or null once a good one is. */
  onRefuse: (reason: string | null) => void;
  disabled?: boolean;
}

const MB = 1024 * 1024;

/** "Attach Media": one image or video, previewed before it is sent, and removable. */
export function MediaPicker({ file, onChange, onRefuse, disabled }: MediaPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  async function choose(chosen: File | undefined) {
    if (!chosen) return onChange(null);
    const reason = refusal(chosen) ?? (await tooLong(chosen));
    onRefuse(reason);
    if (reason && input.current) input.current.value = "";
    onChange(reason ? null : chosen);
  }

  return (
    <div className="field media-picker">
      <FilePicker
        id={id}
        ref={input}
        label="Attach Media"
        fileName={file?.name ?? null}
        name="media"
        accept="image/*,video/*"
        disabled={disabled}
        onFile={(chosen) => void choose(chosen)}
      />
      {file && preview && (
        <div className="media-picker-preview">
          {file.type.startsWith("video/") ? (
            <video src={preview} muted controls preload="metadata" />
          ) : (
            <img src={preview} alt={`Preview of ${file.name}`} />
          )}
          <button type="button" className="button" onClick={() => onChange(null)} disabled={disabled}>
            Remove media
          </button>
        </div>
      )}
    </div>
  );
}

/** The server's limits, checked here too, so nobody waits for a 100 MB upload only to be refused. */
function refusal(file: File): string | null {
  const kind = file.type.startsWith("image/") ? "image" : file.type.startsWith("video/") ? "video" : null;
  if (!kind) return "Only images and videos can be attached.";
  if (file.size > MEDIA_LIMITS[kind])
    return `${kind === "image" ? "Images" : "Videos"} can be at most ${MEDIA_LIMITS[kind] / MB} MB.`;
  return null;
}

/**
 * A video longer than the server transcodes, told at once instead of after its upload and processing. The
 * length is what this browser reads of the file's header; one it cannot read (a codec it does not play may
 * still have a readable header, or not) goes, and the server decides.
 */
function tooLong(file: File): Promise<string | null> {
  if (!file.type.startsWith("video/")) return Promise.resolve(null);
  return new Promise((resolve) => {
    const video = document.createElement("video");
    const url = URL.createObjectURL(file);
    const done = (reason: string | null) => {
      URL.revokeObjectURL(url);
      clearTimeout(timer);
      resolve(reason);
    };
    const timer = setTimeout(() => done(null), 3000);
    video.preload = "metadata";
    video.onloadedmetadata = () =>
      done(
        Number.isFinite(video.duration) && video.duration > MAX_VIDEO_SECONDS + 0.5
          ? `Videos can be at most ${MAX_VIDEO_SECONDS / 60} minutes.`
          : null,
      );
    video.onerror = () => done(null);
    video.src = url;
  });
}
