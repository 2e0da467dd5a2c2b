/**
 * Transient messages: what a person reads after doing something (registered, an event deleted, no
 * answer yet), in one place for the whole app, the notices at the bottom of every page
 * (components/Notices.tsx), stacked above the offline and update notices and announced politely
 * (docs/product.md#messages, docs/decisions/0126-one-place-for-messages.md).
 *
 * A message clears itself after its duration (none: it stays until replaced or dismissed). A
 * message of a `group` replaces the group's previous one, so one action never leaves an older
 * outcome beside a newer one ('Event … created successfully!' beside 'Event deleted
 * successfully!'). A message belongs to the page it was shown on and goes when the person leaves
 * it (leavePagesOtherThan). Plain timers, so a test can run the clock.
 *
 * Not part of the first view: the notices load the code that shows messages when the first one is
 * shown, told by a window event (MESSAGE_EVENT; Notices.tsx has the same name, messages.test.ts
 * checks), so the landing page carries none of this.
 */
export type MessageTone = 'success' | 'error' | 'info' | 'pending'

export interface Message {
  text: string
  tone: MessageTone
  /** How long it stays, in ms; null: until replaced or dismissed. */
  durationMs: number | null
  /** Messages of one group replace each other: one outcome of one thing at a time. */
  group?: string
  /** The page (path) it is about; the current one when left out. Leaving that page takes it away. */
  page?: string
  /** Another page it is kept on: the one the app is taking the person to because of it. */
  alsoOn?: string
}

export type ShownMessage = Message & { id: number }

/** The window event that tells the notices a message is there to show. */
export const MESSAGE_EVENT = 'club:message'
/** The oldest goes first when more would be stacked. */
export const MAX_MESSAGES = 3

let messages: readonly ShownMessage[] = []
let nextId = 0
const timers = new Map<number, ReturnType<typeof setTimeout>>()
const listeners = new Set<() => void>()

function set(next: readonly ShownMessage[]) {
  for (const gone of messages) {
    if (next.includes(gone)) continue
    clearTimeout(timers.get(gone.id))
    timers.delete(gone.id)
  }
  messages = next
  for (const listener of listeners) listener()
}

/** Shows a message (replacing its group's); returns its id. */
export function showMessage(message: Message): number {
  const page = message.page ?? (typeof window === 'undefined' ? undefined : window.location.pathname)
  const shown = { ...message, ...(page === undefined ? {} : { page }), id: ++nextId }
  const others = messages.filter((old) => message.group === undefined || old.group !== message.group)
  set([...others, shown].slice(-MAX_MESSAGES))
  if (message.durationMs !== null)
    timers.set(
      shown.id,
      setTimeout(() => dismissMessage(shown.id), message.durationMs),
    )
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MESSAGE_EVENT))
  return shown.id
}

export function dismissMessage(id: number) {
  if (messages.some((message) => message.id === id)) set(messages.filter((message) => message.id !== id))
}

/** Removes the group's message, if any (its outcome is no longer news). */
export function dismissGroup(group: string) {
  if (messages.some((message) => message.group === group)) set(messages.filter((message) => message.group !== group))
}

/**
 * The person is on `pathname` now: the messages about other pages go (a message talks about what
 * was just done on its page; it does not follow the person around the app).
 */
export function leavePagesOtherThan(pathname: string) {
  const stays = (message: ShownMessage) =>
    message.page === undefined || message.page === pathname || message.alsoOn === pathname
  if (!messages.every(stays)) set(messages.filter(stays))
}

export const currentMessages = () => messages

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
