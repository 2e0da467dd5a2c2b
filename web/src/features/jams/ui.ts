/** Jams' UI that other features embed: /admin's Jams tab (docs/product.md#admin). */
export { JamsAdmin } from './JamsAdmin'
