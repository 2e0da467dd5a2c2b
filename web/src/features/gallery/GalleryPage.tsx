import { DEFAULT_GALLERY } from '../../../../api/src/shared/content/gallery'
import { useDocumentTitle } from '../../components/use-document-title'
import { useContentSection } from '../../content/site-content'
import { GalleryPhoto } from './GalleryPhoto'
import './gallery.css'

/** /gallery (docs/product.md#public-pages): a grid of the seven orientation photos. */
export function GalleryPage() {
  useDocumentTitle('Gallery')
  const photos = useContentSection('gallery', DEFAULT_GALLERY)
  return (
    <div className="page">
      <header className="page-head">
        <p className="eyebrow">Orientation day</p>
        <h1>Gallery</h1>
        <p className="lead">
          The day the new batch joined us: welcome screens, demo stations, a pixel wall and a LAN night.
        </p>
      </header>
      <ul className="gallery-grid">
        {photos.map((photo, index) => (
          <li key={`${photo.url} ${photo.alt}`}>
            <GalleryPhoto photo={photo} eager={index < 2} />
          </li>
        ))}
      </ul>
    </div>
  )
}
