import type { EventOf } from "../../events/index.ts";
import { AppError } from "../../shared/errors.ts";
import {
  NOTIFICATION_KINDS,
  type NotificationSettings,
  type StoredNotificationSettings,
} from "../../shared/notifications.ts";

/** "Mark all read" up to the newest group the person has; nothing to read (or all read) records nothing. */
export function decideReadAll(
  command: { userId: number },
  state: { newest: number; unread: number },
): EventOf<"NotificationsRead">[] {
  if (state.unread === 0) return [];
  return [{ type: "NotificationsRead", data: { userId: command.userId, upTo: state.newest } }];
}

/** One group opened: 404 if the person has none of that key (someone else's is not theirs to mark). */
export function decideReadOne(
  command: { userId: number; key: string },
  state: { group: { position: number; readPosition: number } | undefined },
): EventOf<"NotificationRead">[] {
  if (!state.group) throw AppError.notFound("Notification not found", "notification_not_found");
  if (state.group.readPosition >= state.group.position) return [];
  return [{ type: "NotificationRead", data: { userId: command.userId, key: command.key, upTo: state.group.position } }];
}

/** New choices, recorded whole; the same choices again record nothing. A time zone must be one the runtime knows. */
export function decideSettings(
  command: { userId: number; settings: StoredNotificationSettings },
  state: { current: NotificationSettings },
): EventOf<"NotificationSettingsSet">[] {
  const { quiet } = command.settings;
  if (quiet && !knownTimeZone(quiet.timeZone)) throw AppError.badRequest("Unknown time zone.", "invalid_time_zone");
  const kinds = { ...state.current.kinds, ...command.settings.kinds };
  const same =
    NOTIFICATION_KINDS.every(
      (kind) =>
        kinds[kind].page === state.current.kinds[kind].page && kinds[kind].push === state.current.kinds[kind].push,
    ) && JSON.stringify(quiet) === JSON.stringify(state.current.quiet);
  if (same) return [];
  return [{ type: "NotificationSettingsSet", data: { userId: command.userId, kinds, quiet } }];
}

function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return true;
  } catch {
    return false;
  }
}
