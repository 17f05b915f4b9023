import { useLoaderData, useNavigate, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import { VERIFICATION_STATUS_LABELS, formatDate, type ReviewSummary } from '@cg/domain';
import { Avatar, Button, Card, Icon, Stars } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor, useCurrentUser } from '#app/lib/session';
import { toast } from '#app/lib/toast';
import { useImageUrl } from '#app/lib/use-image';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';
import { isAbout, isOf, reloadOnlyFor } from '#app/lib/change-concerns';

// A profile: that person's record, their reviews and their deliveries (a request completed: its
// change names no traveller, so any but a new one, whose card says it is new); nobody else's
// change (decision 038).
export const shouldRevalidate = reloadOnlyFor(
  (change, args) =>
    isOf(change, 'session', 'reviews') ||
    (isOf(change, 'requests') && !change.card) ||
    (isOf(change, 'users') && isAbout(change, args.currentParams.userId)),
);

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const marketplace = getMarketplace();
  const actor = await currentActor();
  const profile = await marketplace.accounts.profile(actor, params.userId ?? '');
  if (!profile) throw new Response('Perfil no encontrado', { status: 404, statusText: 'Not Found' });
  const delivered = await marketplace.wallet.deliveredCount(actor, profile.id);
  const reviews: ReviewSummary = await marketplace.reviews.forUser(actor, profile.id);
  return { profile, delivered, reviews };
}

export const meta: MetaFunction = ({ data }) => {
  const profile = (data as { profile?: { name: string } } | undefined)?.profile;
  return [{ title: profile ? `${profile.name} - Perfil - Conexión Global` : 'Perfil - Conexión Global' }];
};

export default function Profile() {
  const { profile, delivered, reviews } = useLoaderData<typeof clientLoader>();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const picture = useImageUrl(profile.profilePicture);
  const verified = profile.verificationStatus === 'verified';
  const average = reviews.count > 0 ? reviews.average : null;
  const isMe = user?.id === profile.id;

  const contact = () => {
    if (!user) {
      toast({
        title: 'Acción requerida',
        description: 'Debes iniciar sesión para contactar a un usuario.',
        variant: 'destructive',
      });
      navigate(`/login?redirectTo=${encodeURIComponent(`/profile/${profile.id}`)}`);
      return;
    }
    toast({
      title: 'Mensajería en camino',
      description:
        'Pronto podrás enviar mensajes directos. Mientras tanto, coordina por el chat de cada pedido aceptado.',
    });
  };

  return (
    <main className={page.narrow}>
      <Card>
        <div className={styles.actions} style={{ alignItems: 'center' }}>
          <Avatar name={profile.name} src={picture ?? null} size="xl" decorative />
          <div className={styles.bannerBody}>
            <h1 className={page.title}>
              {profile.name}
              {verified ? (
                <span
                  className={styles.verifiedMark}
                  role="img"
                  aria-label="Viajero Verificado"
                  title="Viajero Verificado"
                >
                  <Icon name="check" />
                </span>
              ) : null}
            </h1>
            <span className={styles.muted}>
              <Icon name="mapPin" /> {profile.location || 'Argentina'}
            </span>
            <span className={styles.small}>
              {verified ? 'Identidad verificada' : VERIFICATION_STATUS_LABELS[profile.verificationStatus]} · Miembro
              desde {formatDate(profile.createdAt, 'monthYear')}
            </span>
          </div>
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>Calificación</dt>
            <dd>
              {average === null
                ? '—'
                : `${average.toLocaleString('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 5`}
            </dd>
          </div>
          <div>
            <dt>Reseñas</dt>
            <dd>{reviews.count}</dd>
          </div>
          <div>
            <dt>Pedidos entregados</dt>
            <dd>{delivered}</dd>
          </div>
        </dl>
        {isMe ? null : (
          <div className={styles.actions}>
            <Button onPress={contact}>Contactar</Button>
          </div>
        )}
      </Card>

      <Card>
        {/* "Contactar" on a trip card leads here (#contacto). */}
        <h2 id="contacto" className={styles.sectionTitle}>
          Contacto
        </h2>
        <p className={styles.small}>Cada persona elige si muestra su e-mail y su teléfono.</p>
        {!user ? (
          <p className={styles.muted}>Inicia sesión para ver los datos de contacto.</p>
        ) : profile.email ? (
          <dl className={styles.dl}>
            <dt>E-mail</dt>
            <dd>{profile.email}</dd>
            <dt>Teléfono</dt>
            <dd>{profile.phone ?? 'No informado'}</dd>
          </dl>
        ) : (
          // Decision 010: contact details are shown only when the person chose to show them.
          <p className={styles.muted}>Prefiere no mostrar sus datos de contacto. Coordina por el chat del pedido.</p>
        )}
      </Card>

      <Card>
        <h2 className={styles.sectionTitle}>Reseñas recientes</h2>
        {reviews.count === 0 ? (
          <p className={styles.muted}>Sin reseñas todavía</p>
        ) : (
          <ul className={styles.list}>
            {reviews.recent.map((r) => (
              <li key={r.id}>
                <span className={styles.bannerBody}>
                  <span>
                    <Stars value={r.rating} size="sm" /> <strong>{r.authorName}</strong>
                    <span className={styles.small}>
                      {' '}
                      · {r.authorRole === 'buyer' ? 'Compró' : 'Viajó con'} {r.productName ? `«${r.productName}»` : ''}{' '}
                      · <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                    </span>
                  </span>
                  <span>{r.comment}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
