/** A tab's data could not be loaded: say so and offer to try again (no dead end). */
export function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div className="alert error with-action" role="alert">
      <p>Failed to load {what}. Check your connection, then try again.</p>
      <button type="button" className="button small" onClick={retry}>
        Try again
      </button>
    </div>
  )
}
