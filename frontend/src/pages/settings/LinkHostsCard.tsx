import { StringListSettingCard } from './StringListSettingCard';
import { normaliseLinkHost, validateLinkHost } from './settings-rules';

/** messageLinkHosts (issue 12 item 6): hosts whose links agents may send in WhatsApp messages. */
export function LinkHostsCard() {
  return (
    <StringListSettingCard
      setting="messageLinkHosts"
      id="link-hosts"
      title="Allowed link hosts"
      description="Agents can send links on these hosts besides each customer's own stored links."
      inputLabel="Host"
      placeholder="pay.example.in"
      hint="A host name such as pay.example.in; a pasted link gives its host."
      addLabel="Add host"
      listLabel="Allowed link hosts"
      emptyText="No extra hosts. Agents can send only each customer's own payment, settlement, foreclosure and offer links."
      normalise={normaliseLinkHost}
      validate={validateLinkHost}
    />
  );
}
