import type { ReactNode } from "react";
import { FileInput, type FileInputProps } from "./FileInput.tsx";
import "./FilePicker.css";

interface FilePickerProps extends Omit<FileInputProps, "id" | "className"> {
  id: string;
  /** What the button-like label reads; it is also the input's name for screen readers and tests. */
  label: ReactNode;
  /** The chosen file's name, or null when none is chosen. */
  fileName: string | null;
}

/**
 * A file input that looks like the product's other controls instead of the browser's raw picker: a
 * button-like label and the chosen file's name beside it. The input itself stays in the tab order (only
 * hidden from sight), so Tab reaches it, Space or Enter opens the picker, and its focus ring shows on the
 * label.
 */
export function FilePicker({ id, label, fileName, ...input }: FilePickerProps) {
  return (
    <span className="file-picker">
      <FileInput id={id} className="visually-hidden file-picker-input" aria-describedby={`${id}-name`} {...input} />
      <label htmlFor={id} className="button file-picker-button">
        {label}
      </label>
      <span id={`${id}-name`} className="file-picker-name" title={fileName ?? undefined}>
        {fileName ?? "No file chosen"}
      </span>
    </span>
  );
}
