import { describe, expect, test } from 'bun:test'
import { eventCalendarLinks, eventIcsPath } from './calendar-links'
import { calendarSpan } from './calendar-texts'

const event = {
  _id: '6f1c2d3e-0000-4000-8000-000000000001',
  name: 'Game Jam: Build & Ship',
  description: 'Bring a laptop; snacks provided',
  location: 'Room 101, DTU',
  date: '2027-03-10T13:00:00.000Z',
  endsAt: null,
}

describe('Add to calendar', () => {
  test('the .ics link is the API route of that event', () => {
    expect(eventIcsPath(event._id)).toBe(`/api/events/${event._id}/calendar.ics`)
    expect(eventIcsPath('a/b')).toBe('/api/events/a%2Fb/calendar.ics')
  })

  test('the Google link carries the event, in UTC, ending with the event page', () => {
    const { google } = eventCalendarLinks(event, 'https://club.example')
    const url = new URL(google)
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Game Jam: Build & Ship')
    expect(url.searchParams.get('dates')).toBe('20270310T130000Z/20270310T150000Z')
    expect(url.searchParams.get('location')).toBe('Room 101, DTU')
    expect(url.searchParams.get('details')).toBe(`${event.description}\n\nhttps://club.example/events/${event._id}`)
    expect(google).not.toContain('+')
  })

  test('the span is said in IST, labelled, whatever the device zone; two hours without an end', () => {
    expect(calendarSpan(event, 'Asia/Kolkata')).toMatch(/^6:30\s?pm – 8:30\s?pm IST$/i)
    expect(calendarSpan({ ...event, endsAt: '2027-03-10T17:45:00.000Z' }, 'Asia/Kolkata')).toMatch(
      /^6:30\s?pm – 11:15\s?pm IST$/i,
    )
    expect(calendarSpan(event, 'Europe/London')).toBe('1:00 pm – 3:00 pm GMT')
    expect(calendarSpan({ ...event, date: 'not a date' }, 'Asia/Kolkata')).toBe('')
  })
})
