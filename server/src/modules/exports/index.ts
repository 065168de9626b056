/** The exports module: the admin export of any installed export source, streamed, with download links. */
export { logExportsInActivity } from './export.activity.js';
