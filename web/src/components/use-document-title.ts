import { useEffect } from 'react'

export const SITE_NAME = 'GameDev Club'

/** Sets the tab's title to "<page> · GameDev Club" (or the site name alone) while the page is shown. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE_NAME}` : SITE_NAME
  }, [page])
}
