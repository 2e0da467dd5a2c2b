import { promptInstall, useInstallOffer } from './install-prompt'
import './install-app.css'

/**
 * "Install app" where the browser offers installation, Add to Home Screen instructions on iOS
 * Safari, nothing once installed. Lives in the footer (components/SiteFooter.tsx).
 */
export function InstallApp() {
  const offer = useInstallOffer()
  if (offer === 'button')
    return (
      <button type="button" className="button ghost small install-app" onClick={() => void promptInstall()}>
        Install app
      </button>
    )
  if (offer === 'ios-instructions')
    return (
      <p className="install-app-ios muted">
        Install this app on your iPhone or iPad: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
      </p>
    )
  return null
}
