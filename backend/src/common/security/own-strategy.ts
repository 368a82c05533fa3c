import passport, { type Strategy } from 'passport';

/**
 * @nestjs/passport registers strategies by name on the process-wide Passport, so a process that has run more than one
 * app (tests; a restart in place) finds the last one's strategy, whose database may be closed. A guard puts its own
 * app's strategy back under the name just before Passport looks it up.
 */
export function useOwnStrategy(name: string, strategy: Strategy): undefined {
  passport.use(name, strategy);
  return undefined;
}
