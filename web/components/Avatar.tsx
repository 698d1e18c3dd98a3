import "./Avatar.css";

/** Everyone's picture in one place; people without one get the default picture. */
const defaultAvatar = "/default-avatar.svg";

interface AvatarProps {
  src: string | null | undefined;
  /** Pixels, width and height (the picture is cropped to a circle). */
  size?: number;
  /** Empty when a name is printed beside it (the usual case), so it is not read twice. */
  alt?: string;
}

export function Avatar({ src, size = 44, alt = "" }: AvatarProps) {
  return (
    <img
      className="avatar-image"
      src={src || defaultAvatar}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
    />
  );
}
