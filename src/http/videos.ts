import { handler } from "./handler.ts";
import * as videos from "../../shared/api/videos.ts";
import { DeviceBody } from "./games.ts";
import { videosForDevice } from "../reads/videos.ts";

/** Videos: the list for a device. */
export const videosHandlers = [
  handler(videos.videosForDevice, { body: DeviceBody }, ({ body }, { ctx }) => videosForDevice(ctx, body.deviceType)),
];
