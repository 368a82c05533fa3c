import { ForbiddenError } from '../../common/errors/domain-error.js';

export const SettingsErrors = {
  locationRequired: () =>
    new ForbiddenError('LOCATION_REQUIRED', 'Location access required. Please check in first to enable location access.'),
  /** The message is the screen's own (e.g. customers' 'Cannot access this page from this location'). */
  outsideOffices: (message: string) => new ForbiddenError('OUTSIDE_OFFICE_GEOFENCES', message),
};
