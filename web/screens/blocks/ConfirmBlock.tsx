import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";

/** The question asked before a block: what it does, since it also ends a friendship that unblocking does not bring back. */
export function ConfirmBlock(props: {
  open: boolean;
  username: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={props.open}
      question={`Block @${props.username}? Neither of you will see the other's posts, profile or presence, your chat closes, and any friendship ends.`}
      confirm="Block"
      busy={props.busy}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}
