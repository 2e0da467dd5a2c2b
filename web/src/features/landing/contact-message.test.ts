import { describe, expect, test } from 'bun:test'
import { Window } from 'happy-dom'
import { contactFormService, sendContactMessage, sendToClub, validateContactMessage } from './contact-message'

const filled = { name: 'Asha Verma', email: 'asha@students.test', message: 'Can our college team join the gameathon?' }
const ENDPOINT = 'https://formspree.io/f/test-form'

describe('validateContactMessage', () => {
  test('name, email and message are all required', () => {
    expect(validateContactMessage({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please write a message.',
    })
  })
  test('the email must look like an address', () => {
    for (const email of ['asha', 'asha@', 'asha@students', 'a b@c.d'])
      expect(validateContactMessage({ ...filled, email }).email).toBe(
        'Please enter a valid email address, like name@example.com.',
      )
    expect(validateContactMessage(filled)).toEqual({})
  })
  test('overlong fields are refused with the limit in the message', () => {
    expect(validateContactMessage({ ...filled, message: 'x'.repeat(5001) }).message).toBe(
      'Please keep your message under 5000 characters.',
    )
    expect(validateContactMessage({ ...filled, name: 'x'.repeat(101) }).name).toBe(
      'Please keep your name under 100 characters.',
    )
  })
})

/** A stand-in for the external form service (it lives outside this machine). */
function service(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request.clone())
    return respond(request)
  }) as typeof fetch
  return { fetcher, requests }
}

describe('contactFormService: where the server says the form posts', () => {
  const page = (html: string) => {
    const { document } = new Window()
    document.write(html)
    return document as unknown as Document
  }
  test('the meta tag CONTACT_FORM_URL puts in the page, else none (the club’s inbox)', () => {
    expect(
      contactFormService(page('<head><meta name="club-contact-form" content="https://formspree.io/f/x"></head>')),
    ).toBe('https://formspree.io/f/x')
    expect(contactFormService(page('<head><meta name="club-time-zone" content="UTC"></head>'))).toBeNull()
  })
})

describe('sendContactMessage', () => {
  test('posts the trimmed fields as JSON and asks for a JSON answer', async () => {
    const { fetcher, requests } = service(() => Response.json({ ok: true }))
    expect(await sendContactMessage({ ...filled, name: '  Asha Verma ' }, ENDPOINT, fetcher)).toEqual({
      ok: true,
      message: 'Thank you! Your message has been sent. We will get back to you by email.',
    })
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe(ENDPOINT)
    expect(request?.headers.get('accept')).toBe('application/json')
    expect(await request?.json()).toMatchObject({ name: 'Asha Verma', email: filled.email, message: filled.message })
  })
  test("a refusal carries the service's own explanation", async () => {
    const { fetcher } = service(() =>
      Response.json({ errors: [{ field: 'email', message: 'should be an email' }] }, { status: 422 }),
    )
    expect(await sendContactMessage(filled, ENDPOINT, fetcher)).toEqual({
      ok: false,
      message: 'The form service refused the message: should be an email',
    })
  })
  test('an error without explanation names the HTTP status', async () => {
    const { fetcher } = service(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    expect(await sendContactMessage(filled, ENDPOINT, fetcher)).toEqual({
      ok: false,
      message: 'The form service answered with an error (HTTP 502). Please try again later.',
    })
  })
  test('no connection and a time-out each get their own message', async () => {
    const offline = service(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await sendContactMessage(filled, ENDPOINT, offline.fetcher)).toEqual({
      ok: false,
      message: 'We could not reach the form service. Check your connection and try again.',
    })
    const slow = service(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')))
    expect(await sendContactMessage(filled, ENDPOINT, slow.fetcher)).toEqual({
      ok: false,
      message: 'The form service took too long to answer. Please try again in a moment.',
    })
  })
})

describe('sendToClub: the club’s own inbox (POST /api/contact)', () => {
  /** The page's relative address, as the browser resolves it against the site. */
  const onSite = (fetcher: typeof fetch) =>
    ((input: RequestInfo | URL, init?: RequestInit) =>
      fetcher(new URL(String(input), 'https://club.example.edu'), init)) as typeof fetch
  test('the server’s thanks; its refusal in its own words; no answer at all', async () => {
    const thanks = service(() =>
      Response.json({ message: "Thanks, we'll reply to asha@students.test" }, { status: 201 }),
    )
    expect(await sendToClub({ ...filled, name: ' Asha Verma ' }, onSite(thanks.fetcher))).toEqual({
      ok: true,
      message: "Thanks, we'll reply to asha@students.test",
    })
    expect(thanks.requests[0]?.url).toEndWith('/api/contact')
    expect(await thanks.requests[0]?.json()).toEqual({ ...filled, name: 'Asha Verma' })
    const limit = service(() =>
      Response.json({ message: 'You have sent 3 messages in the last hour.' }, { status: 429 }),
    )
    expect(await sendToClub(filled, onSite(limit.fetcher))).toEqual({
      ok: false,
      message: 'You have sent 3 messages in the last hour.',
    })
    const gone = service(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await sendToClub(filled, onSite(gone.fetcher))).toEqual({
      ok: false,
      message: 'We could not reach the club’s server. Check your connection and try again.',
    })
  })
})
