import { Suspense, useState } from "react";
import { lazyComponent } from "../lazy.ts";

export interface ConfirmDialogProps {
  open: boolean;
  question: string;
  /** The button that goes ahead, named for what it does ("Delete"), or as the specification words it ("Yes"). */
  confirm: string;
  /** The button that backs out. */
  cancel?: string;
  /** Red for destroying something; the view's main action otherwise (logging out destroys nothing). */
  tone?: "danger" | "primary";
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

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
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
