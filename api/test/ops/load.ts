/**
 * A load of registrations as real clients make it: every (member, event) pair is registered
 * once, by a few concurrent workers over plain HTTP; an answer that is not final (a 503, no
 * answer at all) is retried a moment later, as the app does. Each answer is recorded with its
 * latency, so a test can say what happened during an outage and when service came back.
 */
import type { Member } from './cluster'

export interface Answer {
  pair: string
  status: number // 0: no answer (refused, reset, timed out)
  sent: number // performance.now() when the request left
  at: number // when the answer came
  ms: number
}

/** Gives up on one request after this long: a hang is then visible as a 0 with ms ≈ this. */
const REQUEST_TIMEOUT_MS = 10_000
const RETRY_AFTER_MS = 50

export class RegistrationLoad {
  readonly answers: Answer[] = []
  /** Pairs `userId/eventId` that got a 201. */
  readonly acknowledged = new Set<string>()
  /** Pairs answered 409: registered by an earlier attempt whose answer was lost. */
  readonly alreadyRegistered = new Set<string>()
  private readonly queue: { member: Member; eventId: string }[]
  private target = 0
  private stopped = false

  /** `urls`: servers to alternate between (one per request, round robin). */
  constructor(
    private urls: string[],
    members: Member[],
    eventIds: string[],
  ) {
    this.queue = members.flatMap((member) => eventIds.map((eventId) => ({ member, eventId })))
  }

  get total() {
    return this.answers.length
  }

  /** Servers change address when restarted. */
  retarget(urls: string[]) {
    this.urls = urls
  }

  stop() {
    this.stopped = true
  }

  /** Resolves when every pair has a final answer (201 or 409), or stop() was called. */
  run(workers = 8): Promise<void> {
    return Promise.all(Array.from({ length: workers }, () => this.work())).then(() => {})
  }

  private async work() {
    for (let job = this.queue.shift(); job && !this.stopped; job = this.queue.shift()) {
      const pair = `${job.member.id}/${job.eventId}`
      const url = this.urls[this.target++ % this.urls.length]
      const started = performance.now()
      const status = await fetch(`${url}/api/registrations/${job.eventId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${job.member.token}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
        .then(async (response) => {
          await response.arrayBuffer()
          return response.status
        })
        .catch(() => 0)
      const at = performance.now()
      this.answers.push({ pair, status, sent: started, at, ms: at - started })
      if (status === 201) this.acknowledged.add(pair)
      else if (status === 409) this.alreadyRegistered.add(pair)
      else {
        this.queue.push(job)
        await Bun.sleep(RETRY_AFTER_MS)
      }
    }
  }

  /** Answers to the requests sent between two instants. */
  sentBetween(from: number, to = Number.POSITIVE_INFINITY) {
    return this.answers.filter((answer) => answer.sent >= from && answer.sent < to)
  }

  /** Resolves once `count` registrations are acknowledged (the load is under way). */
  async untilAcknowledged(count: number, timeoutMs = 30_000) {
    const deadline = performance.now() + timeoutMs
    while (this.acknowledged.size < count) {
      if (performance.now() > deadline) throw new Error(`only ${this.acknowledged.size} acknowledged`)
      await Bun.sleep(10)
    }
  }
}
