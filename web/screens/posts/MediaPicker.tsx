import { useEffect, useId, useMemo, useRef } from "react";
import { FilePicker } from "../../components/FilePicker.tsx";
import { MEDIA_LIMITS } from "../../../shared/media.ts";

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

  function choose(chosen: File | undefined) {
    if (!chosen) return onChange(null);
    const reason = refusal(chosen);
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
        onFile={choose}
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
