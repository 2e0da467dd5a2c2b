/** /gallery's photo: /admin → Content previews the gallery with it. */
export { GalleryPhoto } from './GalleryPhoto'
