/**
 * Where the landing page's contact form posts: JSON { name, email, message } with
 * `Accept: application/json` (Formspree's AJAX format: a 2xx answer means sent; an error answer
 * carries `{ errors: [{ message }] }` or `{ error }`). The PWA posts here and the server's
 * Content-Security-Policy allows this origin (api/src/plugins/csp.ts), so it is shared, like the
 * constants, and lives on the API's side (the server never imports from web/).
 *
 * THE COMMITTEE SETS ITS OWN FORM ID (docs/content.md#the-contact-form): create a free form at
 * formspree.io with the club's email, then replace `your-form-id` below with the id Formspree shows
 * (the part after /f/). Another service works if it accepts the same JSON POST; the policy follows.
 */
export const CONTACT_FORM_ENDPOINT = 'https://formspree.io/f/your-form-id'
