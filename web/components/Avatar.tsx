import { useImageUrl } from "../document.tsx";
import { pictureSrcSet } from "../../shared/picture-crops.ts";

export { pictureSrcSet };
import "./Avatar.css";

/** Everyone's picture in one place; people without one get the default picture. */

interface AvatarProps {
  src: string | null | undefined;
  /** Pixels, width and height (the picture is cropped to a circle). */
  size?: number;
  /** Empty when a name is printed beside it (the usual case), so it is not read twice. */
  alt?: string;
}

/** A picture with square crops offers them all, so a phone fetches the one its screen shows the avatar at. */
export function Avatar({ src, size = 44, alt = "" }: AvatarProps) {
  const crops = src ? pictureSrcSet(src) : null;
  const defaultAvatar = useImageUrl("/default-avatar.svg");
  return (
    <img
      className="avatar-image"
      src={src || defaultAvatar}
      srcSet={crops ?? undefined}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
    />
  );
}
