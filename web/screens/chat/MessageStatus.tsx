/** Where one's own message has got to (README "Chat", receipts). */
export type ReceiptStatus = "sent" | "delivered" | "read";

const labels: Record<ReceiptStatus, string> = { sent: "Sent", delivered: "Delivered", read: "Read" };

/**
 * One tick sent, two delivered, two in the accent colour read: small and muted beside the time, as WhatsApp
 * and Signal show them. The word is there for screen readers (and as a tooltip): the ticks alone say nothing.
 */
export function MessageStatus({ status }: { status: ReceiptStatus }) {
  const label = labels[status];
  return (
    <span className={`chat-receipt chat-receipt-${status}`} title={label} data-status={status}>
      <svg viewBox="0 0 18 11" width="18" height="11" aria-hidden="true" focusable="false">
        <path d="M1 6l3.5 3.5L11 2" />
        {status !== "sent" && <path d="M7 8l1.5 1.5L16 2" />}
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
