/** The names of the icons in web/public/icons.svg. */
export type IconName =
  | 'instagram'
  | 'linkedin'
  | 'github'
  | 'discord'
  | 'youtube'
  | 'external'
  | 'arrow-left'
  | 'arrow-right'
  | 'plus'
  | 'controller'
  | 'trophy'
  | 'ticket'
  | 'wrench'
  | 'mail'

/**
 * An icon from the sprite in web/public/icons.svg: one cached file instead of SVG markup in the
 * JavaScript. Decorative: the link or button around it carries the words.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  )
}
