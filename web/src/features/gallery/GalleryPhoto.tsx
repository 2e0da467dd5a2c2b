import type { Photo } from '../../../../api/src/shared/content/types'
import { pictureProps } from '../../lib/picture'
import { useImageFailure } from '../../lib/use-image-failure'
import './gallery.css'

/** One photo of the grid, or docs/product.md#public-pages: "Image not found" in its place when it cannot be loaded. */
export function GalleryPhoto({ photo, eager }: { photo: Photo; eager: boolean }) {
  const { failed, imageProps } = useImageFailure()
  if (failed)
    return (
      <div className="photo-missing" role="img" aria-label={`Image not found: ${photo.alt}`}>
        <span aria-hidden="true">Image not found</span>
      </div>
    )
  return (
    <img
      {...pictureProps(photo.url, { widths: [640, 800, 1600], sizes: '(min-width: 48rem) 33vw, 100vw' })}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...imageProps}
    />
  )
}
