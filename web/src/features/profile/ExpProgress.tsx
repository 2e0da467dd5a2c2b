import { levelProgress } from '@club/api/shared/levels'
import { expProgressText } from './profile-texts'

/** docs/product.md#profile: progress within the current level, as a labelled progressbar with its numbers in words. */
export function ExpProgress({ exp }: { exp: number }) {
  const progress = levelProgress(exp)
  const text = expProgressText(progress)
  const max = progress.isMaxLevel ? 100 : progress.expSpan
  const now = progress.isMaxLevel ? 100 : progress.expIntoLevel
  return (
    <div className="exp-progress">
      <p className="exp-progress-text" aria-hidden="true">
        {text}
      </p>
      <div
        className="exp-bar"
        role="progressbar"
        aria-label="EXP progress"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={text}
      >
        <span className="exp-bar-fill" style={{ transform: `scaleX(${progress.percent / 100})` }} />
      </div>
    </div>
  )
}
