/**
 * Debug Mode (System Settings › System): the log level goes to debug at once, without a restart,
 * and back to the configured level when it is turned off. Every process checks it as it serves a
 * request (settings are cached for a few seconds), so all of them follow within moments.
 */
import type { RequestHandler } from 'express';
import { redactUrl, type Logger } from '../../logger.js';
import { getSettings, onSettingsChanged } from './settings.service.js';

export function applyDebugMode(log: Logger, configuredLevel: string, debugMode: boolean): void {
  const wanted = debugMode ? 'debug' : configuredLevel;
  if (log.level !== wanted) {
    log.level = wanted;
    log.info({ level: wanted }, debugMode ? 'Debug Mode on: logging at debug level with request timings' : 'Debug Mode off: back to the configured log level');
  }
}

/** Follows the setting on every request, and at once in the process that changed it. */
export function debugModeFollower(log: Logger): RequestHandler {
  const configuredLevel = log.level;
  onSettingsChanged((settings) => applyDebugMode(log, configuredLevel, settings.system.debugMode));
  return (req, res, next) => {
    getSettings()
      .then((settings) => {
        applyDebugMode(log, configuredLevel, settings.system.debugMode);
        if (settings.system.debugMode) {
          const started = process.hrtime.bigint();
          res.on('finish', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            log.debug({ method: req.method, url: redactUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request timing');
          });
        }
        next();
      })
      .catch(next);
  };
}
