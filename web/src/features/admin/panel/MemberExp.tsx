import { lazy, Suspense } from 'react'
import { Modal } from '../../../components/Modal'
import { AdjustExpForm } from './AdjustExpForm'

const MemberExpHistory = lazy(() => import('../../exp/ui').then((module) => ({ default: module.MemberExpHistory })))

/**
 * A member's EXP, from User Details (docs/product.md#admin): Adjust EXP, then their history as
 * they see it, newest first, which adds up to their EXP.
 */
export function MemberExp({ user, onClose }: { user: { _id: string; username: string }; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={`EXP of ${user.username}`}>
      <AdjustExpForm userId={user._id} username={user.username} />
      <section className="member-exp-history" aria-labelledby="member-exp-history-title">
        <h3 id="member-exp-history-title">EXP history</h3>
        <Suspense fallback={<p className="muted">Loading the EXP history…</p>}>
          <MemberExpHistory userId={user._id} />
        </Suspense>
      </section>
    </Modal>
  )
}
