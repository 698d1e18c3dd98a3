import type { ImageRenditions } from "../../shared/renditions.ts";
import { heightAt, RENDITION_MIME, renditionStem, srcSet } from "../../shared/renditions.ts";

/**
 * How wide a feed picture is shown: the whole screen on a phone, the feed's column (40 rem) beyond. A phone
 * 412 px wide at DPR 2.6 so takes the 1080 px rendition.
 */
const FEED_SIZES = "(max-width: 768px) 100vw, 640px";

interface PictureProps {
  /** The default rendition's URL (the FeedItem's `MediaID`): the others are named from it. */
  url: string;
  renditions: ImageRenditions;
  alt: string;
  className?: string;
  sizes?: string;
  /** The page's first picture: fetched at once with high priority; the others wait until near the screen. */
  first?: boolean;
}

/**
 * A picture stored as renditions: AVIF, then WebP, then the JPEG (or PNG) every browser shows, each at every
 * width so the browser takes the one its screen needs. Width and height are given so the page does not move
 * when it arrives, and the few-pixel preview fills the box meanwhile.
 */
export function Picture({
  url,
  renditions,
  alt,
  className = "feed-item-media",
  sizes = FEED_SIZES,
  first = false,
}: PictureProps) {
  const stem = renditionStem(url);
  const fallback = renditions.formats.at(-1)!;
  const widest = renditions.widths.at(-1)!;
  if (!stem) return <img className={className} src={url} alt={alt} />;
  return (
    <picture>
      {renditions.formats.slice(0, -1).map((format) => (
        <source key={format} type={RENDITION_MIME[format]} srcSet={srcSet(stem, renditions, format)} sizes={sizes} />
      ))}
      <img
        className={className}
        src={url}
        srcSet={srcSet(stem, renditions, fallback)}
        sizes={sizes}
        width={widest}
        height={heightAt(renditions, widest)}
        alt={alt}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
        decoding="async"
        style={{ backgroundImage: `url(${renditions.placeholder})`, backgroundSize: "cover" }}
      />
    </picture>
  );
}
