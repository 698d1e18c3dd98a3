import type { EventOf } from "../../events/index.ts";
import type { ZonePresent } from "../../shared/api/zones.ts";
import { ZONE_HEARING_DISTANCE, ZONE_TALK_MAX } from "../../shared/api/zones-talk.ts";
import { AppError } from "../../shared/errors.ts";

export interface SayCommand {
  id: number;
  zone: string;
  author: number;
  name: string;
  text: string;
}

/** The speaker's company as the presence index holds it now (src/realtime/zones-company.ts). */
export interface SayState {
  /** The speaker's own presence; absent before their first move in the zone. */
  speaker: ZonePresent | undefined;
  /** The others in the speaker's instance of the zone. */
  others: readonly ZonePresent[];
  /** The instance they are in (absent only when the speaker has no place, and then nothing is said). */
  instance?: string;
  /** Whom the speaker blocked or was blocked by: they never hear each other. */
  blocked: ReadonlySet<number>;
}

/**
 * Something said in a zone is heard by the speaker and those within ZONE_HEARING_DISTANCE of where the
 * speaker stood, in the same instance, not blocked either way with them: decided now, from the places the
 * server knows, and recorded with the message, so arriving later or walking up afterwards hears nothing.
 */
export function decideSay(command: SayCommand, state: SayState): EventOf<"ZoneMessageSaid">[] {
  const text = command.text.trim();
  if (text.length === 0) throw AppError.badRequest("Say something first.", "zone_talk_empty");
  if (text.length > ZONE_TALK_MAX)
    throw AppError.badRequest(`At most ${ZONE_TALK_MAX} characters.`, "zone_talk_too_long");
  const { speaker } = state;
  if (!speaker) throw AppError.conflict("Enter the zone before talking in it.", "zone_not_present");
  const hearers = state.others
    .filter((person) => person.userId !== command.author && !state.blocked.has(person.userId))
    .filter((person) => distance(person.position, speaker.position) <= ZONE_HEARING_DISTANCE)
    .map((person) => person.userId);
  const { id, zone, author, name } = command;
  return [
    {
      type: "ZoneMessageSaid",
      data: {
        id,
        zone,
        ...(state.instance !== undefined && { instance: state.instance }),
        author,
        name,
        text,
        position: speaker.position,
        hearers: [author, ...hearers],
      },
    },
  ];
}

function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}
