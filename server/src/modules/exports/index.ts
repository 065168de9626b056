/** The exports module: the admin export of any installed export source, streamed, with download links. */
export { onExportRecorded, type ExportRecord } from './export.events.js';
