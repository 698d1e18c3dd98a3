import { useState } from "react";
import { lazyComponent } from "../lazyParts.ts";
import type { ConfirmDialogProps } from "./ConfirmDialogModal.tsx";

// The dialog's code comes with the first question asked: most pages that may ask (a post's Delete, a block)
// are read without asking.
const ConfirmDialogModal = lazyComponent("components/ConfirmDialogModal", () =>
  import("./ConfirmDialogModal.tsx").then((module) => module.ConfirmDialogModal),
);

/**
 * A yes-or-no question as a modal dialog (ConfirmDialogModal). Mounted from its first opening on and kept
 * then, so each later closing gives focus back as a native dialog does.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return <ConfirmDialogModal {...props} />;
}
