import { useRef, useState } from 'react'
import { PLAY_SANDBOX, playAllow, playAspectRatio } from './play-frame'
import type { BuildJson } from './queries'

/**
 * The build of a game, in the page only once the player presses Play: before that there is no
 * frame and not a byte of the game (docs/product.md#games). The frame keeps the build's shape at
 * any width; Fullscreen hands the frame to the screen; Play in its own tab opens the build itself.
 */
export function GamePlayer({ build, title }: { build: BuildJson; title: string }) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const style = { aspectRatio: playAspectRatio(build.width, build.height), maxWidth: `${build.width}px` }
  return (
    <section className="game-player" aria-label={`Play ${title}`}>
      {playing ? (
        <iframe
          ref={frame}
          className="game-frame"
          src={build.playUrl}
          title={`${title} (game)`}
          sandbox={PLAY_SANDBOX}
          allow={playAllow(build.sharedArrayBuffer)}
          style={style}
          width={build.width}
          height={build.height}
        />
      ) : (
        <div className="game-frame game-frame-idle" style={style}>
          <button type="button" className="button play-button" onClick={() => setPlaying(true)}>
            <span aria-hidden="true">▶ </span>Play
          </button>
          <p className="muted">Loads {formatBytes(build.sizeBytes)} when you press Play.</p>
        </div>
      )}
      <div className="game-player-actions">
        {playing && (
          <button
            type="button"
            className="button ghost small"
            onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}
          >
            Fullscreen
          </button>
        )}
        <a className="button ghost small" href={build.playUrl} target="_blank" rel="noopener noreferrer">
          Play in its own tab<span className="sr-only"> (opens a new tab)</span>
        </a>
      </div>
    </section>
  )
}

/** 20.4 MB, 812 kB: the size of a build, as a person reads it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1000))} kB`
}
