import { expect, test } from './fixtures'

test.describe('landing page: FAQ and past-events carousel', () => {
  test('FAQ: five questions, one answer open at a time, state in aria-expanded', async ({ page }) => {
    await page.goto('/')
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    await faq.getByRole('heading', { name: 'Frequently asked questions' }).scrollIntoViewIfNeeded()
    const questions = faq.getByRole('button')
    await expect(questions).toHaveCount(5)
    for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false')

    const first = questions.nth(0)
    const third = questions.nth(2)
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.getByRole('region', { name: (await first.textContent()) ?? '' })).toContainText(
      'Participation is free',
    )

    await third.click()
    await expect(third).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByText('Participation is free')).toBeHidden()
    await expect(faq.getByText('Students of other colleges are welcome')).toBeVisible()
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1)

    // Keyboard: Enter on another question swaps the open answer; Space on it closes it.
    await questions.nth(3).focus()
    await page.keyboard.press('Enter')
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true')
    await expect(third).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByText('valid student ID and prior registration for on-campus events')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0)

    await questions.nth(1).click()
    await expect(faq.getByText('open to undergraduate and graduate students')).toBeVisible()
    await questions.nth(4).click()
    await expect(faq.getByText('Inter-college teams are allowed')).toBeVisible()
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1)
  })

  test('carousel: previous/next and picker buttons with labels, announced politely', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('heading', { name: 'Past events' }).scrollIntoViewIfNeeded()
    const carousel = page.getByRole('group', { name: 'Photos of past events' })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const current = carousel.getByRole('group', { name: / of 5: / })
    await expect(current).toHaveCount(1)
    await expect(current).toHaveAttribute('aria-label', '1 of 5: Gameathon 2025 finals')
    await expect(current.getByRole('img')).toHaveAttribute('alt', /winning platformer/)
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1)

    await carousel.getByRole('button', { name: 'Next event' }).click()
    await expect(current).toHaveAttribute('aria-label', '2 of 5: Unreal Engine workshop')
    await carousel.getByRole('button', { name: 'Previous event' }).click()
    await carousel.getByRole('button', { name: 'Previous event' }).click()
    await expect(current).toHaveAttribute('aria-label', '5 of 5: Speaker session: shipping your first game')

    const third = carousel.getByRole('button', { name: 'Show event 3: Blender night' })
    await third.click()
    await expect(current).toHaveAttribute('aria-label', '3 of 5: Blender night')
    await expect(third).toHaveAttribute('aria-current', 'true')
    await expect(carousel.locator('button[aria-current="true"]')).toHaveCount(1)
    // The shown slide is the one on screen.
    await current.getByRole('img').scrollIntoViewIfNeeded()
    await expect(current.getByRole('img')).toBeInViewport({ ratio: 0.9 })
  })

  test('carousel: arrow keys, Home and End while focus is inside', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('heading', { name: 'Past events' }).scrollIntoViewIfNeeded()
    const carousel = page.getByRole('group', { name: 'Photos of past events' })
    const current = carousel.getByRole('group', { name: / of 5: / })
    await carousel.getByRole('button', { name: 'Next event' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(current).toHaveAttribute('aria-label', /^2 of 5/)
    await page.keyboard.press('ArrowRight')
    await expect(current).toHaveAttribute('aria-label', /^3 of 5/)
    await page.keyboard.press('ArrowLeft')
    await expect(current).toHaveAttribute('aria-label', /^2 of 5/)
    await page.keyboard.press('End')
    await expect(current).toHaveAttribute('aria-label', /^5 of 5/)
    await page.keyboard.press('ArrowRight')
    await expect(current).toHaveAttribute('aria-label', /^1 of 5/)
    await page.keyboard.press('Home')
    await expect(current).toHaveAttribute('aria-label', /^1 of 5/)
  })

  test('carousel: a swipe turns the slide, a short drag springs back', { tag: '@both-viewports' }, async ({
    page,
    hasTouch,
  }) => {
    await page.goto('/')
    await page.getByRole('heading', { name: 'Past events' }).scrollIntoViewIfNeeded()
    const carousel = page.getByRole('group', { name: 'Photos of past events' })
    const current = carousel.getByRole('group', { name: / of 5: / })
    await expect(current).toHaveAttribute('aria-label', /^1 of 5/)
    await current.getByRole('img').scrollIntoViewIfNeeded()
    const box = await current.getByRole('img').boundingBox()
    if (!box) throw new Error('the slide has no box')
    const y = box.y + box.height / 2
    const cdp = hasTouch ? await page.context().newCDPSession(page) : null
    /** A finger on the phone (real touch events), the mouse on the desktop. */
    const swipe = async (from: number, to: number) => {
      const points = Array.from({ length: 9 }, (_, step) => from + ((to - from) * step) / 8)
      if (cdp) {
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
          cdp.send('Input.dispatchTouchEvent', {
            type,
            touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
          })
        await touch('touchStart', from)
        for (const x of points.slice(1)) await touch('touchMove', x)
        await touch('touchEnd', to)
        return
      }
      await page.mouse.move(from, y)
      await page.mouse.down()
      for (const x of points.slice(1)) await page.mouse.move(x, y)
      await page.mouse.up()
    }
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2)
    await expect(current).toHaveAttribute('aria-label', /^2 of 5/)
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8)
    await expect(current).toHaveAttribute('aria-label', /^1 of 5/)
    await swipe(box.x + box.width * 0.5, box.x + box.width * 0.5 - 20)
    await expect(current).toHaveAttribute('aria-label', /^1 of 5/)
  })
})
