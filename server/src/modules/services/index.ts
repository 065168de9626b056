/** The services module: the services the business offers. */
export { listServices } from './service.service.js';
