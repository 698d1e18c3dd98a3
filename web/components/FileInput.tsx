import type { InputHTMLAttributes, Ref } from "react";

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange"> {
  ref?: Ref<HTMLInputElement>;
  /** The one file chosen, or undefined when the choice was cancelled. */
  onFile: (file: File | undefined) => void;
}

/** A file input for a single file, handing over the file itself rather than the change event. */
export function FileInput({ onFile, ...input }: FileInputProps) {
  return <input {...input} type="file" onChange={(e) => onFile(e.target.files?.[0])} />;
}
