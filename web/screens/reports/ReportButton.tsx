import { useState } from "react";
import type { ReportTargetKind } from "../../../shared/moderation.ts";
import type { ChoosableMessage } from "./ReportDialog.tsx";
import { lazyComponent } from "../../lazyParts.ts";
import "./Report.css";

// The dialog comes with its first use: every post and profile shows the button, few are reported.
const ReportDialog = lazyComponent("screens/reports/ReportDialog", () =>
  import("./ReportDialog.tsx").then((module) => module.ReportDialog),
);

/** "Report" under a post, on a profile or a zone, or in a chat (with the messages to choose from). */
export function ReportButton({
  target,
  label,
  messages,
}: {
  target: { kind: ReportTargetKind; id: number };
  label: string;
  messages?: () => ChoosableMessage[];
}) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<ChoosableMessage[] | undefined>(undefined);
  return (
    <>
      <button
        type="button"
        className="report-button"
        aria-label={`Report ${label}`}
        onClick={() => {
          setShown(messages?.());
          setOpen(true);
        }}
      >
        Report
      </button>
      {open && (
        <ReportDialog open={open} target={target} label={label} messages={shown} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
