/** The events module's front door: live events between whoever publishes them and whoever listens (GraphQL subscriptions), in this process or across processes. */
export { startChangeStreamBus } from './change-stream-bus.js';
export { inProcessBus, publishEvent, subscribeToEvents, useEventBus, type EventStream, type LiveEvent } from './event-bus.js';
