import { useId, useRef, useState, type FormEvent } from "react";
import { FilePicker } from "../../components/FilePicker.tsx";

interface ComposerProps {
  /** What the box starts with, for its owner to send (a link shared from a post). */
  initialText?: string;
  disabled: boolean;
  maxLength: number;
  /** Sends the text; false when it did not go (the network, the server). */
  onText: (text: string) => Promise<boolean>;
  /** Sends the picture; false when it did not go (it is put back in the picker). */
  onPicture: (file: File) => Promise<boolean>;
  onTyping: () => void;
}

/**
 * The text box (Enter sends; blank text is ignored; the box clears at once, and a text that could not be
 * sent comes back into it) and the picture picker with its Send Media button, which works once a picture
 * is chosen; a picture that could not be sent comes back into the picker.
 */
export function Composer({ initialText = "", disabled, maxLength, onText, onPicture, onTyping }: ComposerProps) {
  const ids = { text: useId(), file: useId() };
  const [text, setText] = useState(initialText);
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled || !text.trim()) return;
    const written = text;
    setText("");
    if (await onText(written)) return;
    // Put back ahead of anything typed since, so nothing typed is lost and the words stay in order.
    setText((current) => (current ? `${written} ${current}` : written));
  }

  async function sendPicture() {
    if (disabled || !file) return;
    const chosen = file;
    setFile(null);
    if (picker.current) picker.current.value = "";
    if (await onPicture(chosen)) return;
    // Not sent: the picture goes back in the picker, ready to send again, unless another was chosen meanwhile.
    const input = picker.current;
    if (!input || (input.files?.length ?? 0) > 0) return;
    setFile(chosen);
    try {
      const back = new DataTransfer();
      back.items.add(chosen);
      input.files = back.files;
    } catch {
      // A browser that cannot set a file input's files: Send Media still sends the kept picture.
    }
  }

  return (
    <div className="chat-composer">
      <form className="chat-text-form" onSubmit={send}>
        <label htmlFor={ids.text} className="visually-hidden">
          Message
        </label>
        <input
          className="pill-input"
          id={ids.text}
          type="text"
          placeholder="Type a message..."
          autoComplete="off"
          maxLength={maxLength}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) onTyping();
          }}
        />
        <button type="submit" className="button primary" disabled={disabled}>
          Send
        </button>
      </form>
      <div className="chat-media-form">
        <FilePicker
          id={ids.file}
          ref={picker}
          label="Choose an image"
          fileName={file?.name ?? null}
          accept="image/*"
          onFile={(chosen) => setFile(chosen ?? null)}
        />
        <button type="button" className="button" onClick={sendPicture} disabled={disabled || !file}>
          Send Media
        </button>
      </div>
    </div>
  );
}
