import { useEffect, useRef } from "react";

/**
 * Keeps a <dialog> shown as a modal while `open`: the browser then holds focus inside it, makes the page
 * behind inert and closes it on Escape (its `close` event tells the owner). React never renders the `open`
 * attribute itself: only showModal() makes a real modal. `focus` names what gets focus on opening.
 */
export function useModalDialog(open: boolean, focus?: () => HTMLElement | null | undefined) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      focus?.()?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
