import { pictureProps } from '../lib/picture'
import { useImageFailure } from '../lib/use-image-failure'

/**
 * A user's picture, or their initial on the accent colour when there is none or it fails. A stored
 * picture comes in the sizes avatars are shown at (28–112 CSS px: 96 and 256 pixels wide), never
 * as uploaded; in a long list (the leaderboard's 50 rows) those far below the screen load as they
 * approach.
 */
export function Avatar({ src, name, size = 40 }: { src: string | null; name: string; size?: number }) {
  const { failed, imageProps } = useImageFailure()
  const style = { width: size, height: size }
  if (!src || failed)
    return (
      <span className="avatar avatar-fallback" style={{ ...style, fontSize: size * 0.45 }} aria-hidden="true">
        {(name.trim()[0] ?? '?').toUpperCase()}
      </span>
    )
  return (
    <img
      className="avatar"
      {...pictureProps(src, { widths: [96, 256], sizes: `${size}px` })}
      alt=""
      width={size}
      height={size}
      style={style}
      {...imageProps}
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  )
}
