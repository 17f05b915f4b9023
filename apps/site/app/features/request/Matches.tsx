// The buyer's active request: the travellers returning from its country, each to invite (decision 046).
import { useFetcher } from '@remix-run/react';
import { flagFor, type MatchedTrip } from '@cg/domain';
import { RequestMatches } from '@cg/ui';
import { formatDay } from '#app/lib/format';

export function Matches({ country, trips }: { country: string; trips: readonly MatchedTrip[] }) {
  const fetcher = useFetcher();
  const sent = fetcher.state !== 'idle' ? fetcher.formData?.get('trip') : null;
  const pending = typeof sent === 'string' && sent !== '' ? sent : null;
  return (
    <RequestMatches
      country={country}
      countryFlag={flagFor(country)}
      headingLevel={2}
      pendingId={pending}
      trips={trips.map((t) => ({
        id: t.id,
        travellerName: t.userName,
        travellerHref: `/profile/${t.userId}`,
        verified: t.travellerVerified,
        returnText: formatDay(t.returnDate),
        invited: t.invited,
      }))}
      onInvite={(trip) => fetcher.submit({ intent: 'invite', trip }, { method: 'post' })}
    />
  );
}
