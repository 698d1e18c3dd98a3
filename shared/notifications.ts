/**
 * The notifications centre's kinds, how each reads and the quiet hours, shared by the server (the
 * projection, the push reactors) and the browser (the page, Settings). A new kind (a moderation outcome,
 * say) is one entry in `NOTIFICATION_KINDS`, its sentence in `sentenceOf` and its place in `linkOf`, and
 * one case in the projection's routing (projections/notifications.route.ts).
 */
export const NOTIFICATION_KINDS = [
  "friend_request",
  "friend_accepted",
  "rating",
  "reply",
  "message",
  "zone_invitation",
  "zone_request",
  "zone_approved",
  "zone_broadcast",
  "moderation",
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What Settings calls each kind. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  friend_request: "Friend requests",
  friend_accepted: "Accepted friend requests",
  rating: "Ratings of your posts",
  reply: "Replies to your posts",
  message: "Chat messages",
  zone_invitation: "Zone invitations",
  zone_request: "Requests to enter your zones",
  zone_approved: "Zone approvals",
  zone_broadcast: "Friends' new zones",
  moderation: "Moderators' decisions about your account",
};

/** Per kind: shown in the page, sent by push. Both off is "not at all". */
export interface KindChoice {
  page: boolean;
  push: boolean;
}

/** Quiet hours in the person's time zone ("HH:MM", IANA zone): no push between `from` and `to`. */
export interface QuietHours {
  from: string;
  to: string;
  timeZone: string;
}

export interface NotificationSettings {
  kinds: Record<NotificationKind, KindChoice>;
  quiet: QuietHours | null;
}

/** The choice as recorded: kinds not named keep their defaults. */
export interface StoredNotificationSettings {
  kinds: Partial<Record<NotificationKind, KindChoice>>;
  quiet: QuietHours | null;
}

/** Everything in the page and by push, no quiet hours: what the product did before there were choices. */
export function defaultNotificationSettings(): NotificationSettings {
  const kinds = {} as Record<NotificationKind, KindChoice>;
  for (const kind of NOTIFICATION_KINDS) kinds[kind] = { page: true, push: true };
  return { kinds, quiet: null };
}

/** A stored choice over the defaults: a kind added since the person chose is on, as a new person's is. */
export function settingsWithDefaults(stored: StoredNotificationSettings | undefined): NotificationSettings {
  const settings = defaultNotificationSettings();
  for (const kind of NOTIFICATION_KINDS) {
    const choice = stored?.kinds?.[kind];
    if (choice) settings.kinds[kind] = { page: choice.page, push: choice.push };
  }
  settings.quiet = stored?.quiet ?? null;
  return settings;
}

export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The minutes since midnight that `now` reads in `timeZone` (an unknown zone counts as UTC). */
export function minutesIn(now: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
  const hour = Number(parts.find((part) => part.type === "hour")?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === "minute")?.value ?? 0);
  return hour * 60 + minute;
}

/** Whether `now` falls in the quiet hours; a span past midnight ("22:00"–"07:00") wraps. Equal ends: none. */
export function inQuietHours(now: Date, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const from = clockMinutes(quiet.from);
  const to = clockMinutes(quiet.to);
  if (from === to) return false;
  const at = minutesIn(now, quiet.timeZone);
  return from < to ? at >= from && at < to : at >= from || at < to;
}

function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Whether a push of this kind may go out now. */
export function mayPush(settings: NotificationSettings, kind: NotificationKind, now: Date): boolean {
  return settings.kinds[kind].push && !inQuietHours(now, settings.quiet);
}

/** The names a notification opens with: "Ann", "Ann and Bob", "Ann and 4 others". */
export function actorsPhrase(names: string[], count: number): string {
  const [first = "Someone", second] = names;
  if (count <= 1) return first;
  if (count === 2 && second) return `${first} and ${second}`;
  const others = count - 1;
  return `${first} and ${others} ${others === 1 ? "other" : "others"}`;
}

/** What a notification says, after its actors' names. */
export function sentenceOf(kind: NotificationKind, who: string, subjectName: string | null): string {
  const zone = subjectName ?? "a zone";
  switch (kind) {
    case "friend_request":
      return `${who} sent you a friend request`;
    case "friend_accepted":
      return `${who} accepted your friend request`;
    case "rating":
      return `${who} rated your post`;
    case "reply":
      return `${who} replied to your post`;
    case "message":
      return `${who} sent you a message`;
    case "zone_invitation":
      return `${who} invited you to ${zone}`;
    case "zone_request":
      return `${who} asked to enter ${zone}`;
    case "zone_approved":
      return `${who} let you into ${zone}`;
    case "zone_broadcast":
      return `${who} opened ${zone}`;
    case "moderation":
      // No moderator is named, as on Mastodon: the decision is the service's.
      return `A moderator ${subjectName ?? "decided about your account"}. Read why, and appeal if you disagree.`;
    default: {
      const unhandled: never = kind;
      return unhandled;
    }
  }
}

/** Where a notification leads: the person, the post, the chat or the zone. */
export function linkOf(kind: NotificationKind, subject: { id: number | null; slug: string | null }, actor: string) {
  switch (kind) {
    case "friend_request":
    case "friend_accepted":
      return `/user/${encodeURIComponent(actor)}`;
    case "rating":
    case "reply":
      return `/posts/${subject.id}`;
    case "message":
      return `/chat/${subject.id}`;
    case "zone_invitation":
    case "zone_request":
    case "zone_approved":
    case "zone_broadcast":
      return `/zones/${subject.slug}`;
    case "moderation":
      // The server adds the action's appeal token (src/reads/notifications.ts): it is not in the log.
      return "/appeal";
    default: {
      const unhandled: never = kind;
      return unhandled;
    }
  }
}
