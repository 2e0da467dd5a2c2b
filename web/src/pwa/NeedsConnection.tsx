import { useConnectivity } from './connectivity'

/**
 * Above a form that needs the server (signing in or up, saving the profile, admin changes): while
 * the device is offline or the server is not answering, says plainly that this cannot be done now,
 * before the student fills it in. Sending still works (the connection may be back); it fails in
 * bounded time with its own message. Nothing while the server is reachable.
 */
export function NeedsConnection({ action }: { action: string }) {
  const connectivity = useConnectivity()
  if (connectivity === 'online') return null
  return (
    <p className="alert info needs-connection">
      {connectivity === 'offline'
        ? `You are offline: ${action} needs a connection. Try again when you are back online.`
        : `The server is not answering: ${action} needs it. Try again in a moment.`}
    </p>
  )
}
