import { StringListSettingCard } from './StringListSettingCard';
import { validateExemptEmail } from './settings-rules';

/** locationExemptEmails (DECISIONS "Location"): accounts that may open customer details from anywhere. */
export function ExemptEmailsCard() {
  return (
    <StringListSettingCard
      setting="locationExemptEmails"
      id="exempt-emails"
      title="Location exemptions"
      description="These accounts can open customer details from any location, for example supervisors who work remotely."
      inputLabel="Email"
      inputType="email"
      addLabel="Add email"
      listLabel="Exempt emails"
      emptyText="No exempt accounts. Every agent needs an office location when offices are configured."
      normalise={(text) => text.trim().toLowerCase()}
      validate={validateExemptEmail}
    />
  );
}
