// The person's alerts (decision 046): new requests for their upcoming trips, and the countries
// whose new trips they hear of. Saved on each change; a refusal says why and keeps what was saved.
import { useState } from 'react';
import { ALERT_COUNTRIES_MAX, COUNTRY_OPTIONS, DESTINATION_COUNTRY, type AlertSettings } from '@cg/domain';
import { AlertSwitches, Card } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import { toFormFailure } from '#app/lib/forms';
import * as content from '#app/styles/content.css';

const COUNTRIES = COUNTRY_OPTIONS.filter((c) => c.name !== DESTINATION_COUNTRY).map((c) => ({
  name: c.name,
  flag: c.flag,
}));

export function Alerts({ saved }: { saved: AlertSettings }) {
  const [value, setValue] = useState(saved);
  const [saving, setSaving] = useState(false);
  async function save(next: AlertSettings) {
    const before = value;
    setValue(next);
    setSaving(true);
    try {
      setValue(await getMarketplace().matching.setAlerts(await currentActor(), next));
      toast({
        title: 'Alertas guardadas',
        description: 'Te avisamos en la app al momento y por e-mail una vez por día.',
      });
    } catch (error) {
      setValue(before);
      toastError(toFormFailure(error));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Card padding="lg" gap="md" role="region" aria-labelledby="alertas">
      <h2 id="alertas" className={content.cardTitle}>
        Alertas de viajes y pedidos
      </h2>
      <AlertSwitches
        value={value}
        onChange={(next) => void save({ tripCountries: [...next.tripCountries], requestAlerts: next.requestAlerts })}
        countries={COUNTRIES}
        max={ALERT_COUNTRIES_MAX}
        isSaving={saving}
      />
    </Card>
  );
}
