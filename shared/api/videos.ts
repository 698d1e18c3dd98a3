import type { UserEndpoint } from "./endpoint.ts";
import type { DeviceType } from "./games.ts";

/**
 * A video of the /videos list (API.md): `URL` is a file this site serves (played in a <video>) or a provider's
 * embed address (shown in a frame).
 */
export interface Video {
  URL: string;
  VideoID: number;
  Title: string;
  /** A picture of the video shown until it plays (an addition to API.md); empty when it has none. */
  Poster: string;
}

/** The videos suited to a device. */
export const videosForDevice: UserEndpoint<{ body: { deviceType: DeviceType }; answer: Video[] }> = {
  method: "POST",
  path: "/api/videos",
  access: "user",
};
