import {
  Form,
  redirect,
  useLoaderData,
  useNavigation,
  useSearchParams,
  useSubmit,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { useActionResult } from '#app/lib/action-result';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RewardSuggestionHint } from '#app/features/reward-hint';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  COUNTRY_OPTIONS,
  REWARD_SLIDER,
  SERVICE_FEE,
  formatAmount,
  formatMoney,
  formatPercent,
  parseAmount,
  REQUEST_TEXT_FACTS,
  textFactsOf,
} from '@cg/domain';
import {
  Button,
  Card,
  CountryPicker,
  ImageDropZone,
  MoneyField,
  Select,
  Slider,
  TextArea,
  TextField,
  type ImageDropZoneError,
  type ImageDropZoneValue,
} from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { guestActor, loadCurrentUser, publishingActor } from '#app/lib/session';
import { text, toFormFailure } from '#app/lib/forms';
import { requestCommandOf } from '#app/lib/request-command';
import { SUBMISSION_FIELD, submissionOf, useSubmissionKey } from '#app/lib/submission';
import { toast, toastError } from '#app/lib/toast';
import { LiveLandedCost, landedCostInputsOf, useLandedCostInputs } from '#app/components/market/LandedCost';
import { draftFromSearch } from '#app/lib/similar-request';
import {
  DRAFT_FIELDS,
  GUEST_OWNER,
  clearRequestDraft,
  draftStorage,
  loadRequestDraft,
  reopenRequestDraft,
  saveRequestDraft,
  type DraftLoad,
  type DraftOwner,
  type DraftSaveOutcome,
} from '#app/lib/request-draft';
import * as page from '#app/styles/page.css';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';

export const meta: MetaFunction = ({ location }) => [
  {
    title: new URLSearchParams(location.search).has('editar')
      ? 'Editar pedido - Conexión Global'
      : 'Publicar un pedido - Conexión Global',
  },
];

/**
 * `?editar={id}` opens the form on its owner's request, prefilled (decision 022): only while
 * nobody accepted it; anyone else, or a request already taken, goes to the request's page.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('editar');
  const user = await loadCurrentUser();
  if (!id) {
    // A new request: the draft this person left on this device, if any (decision 044).
    const owner: DraftOwner = user?.id ?? GUEST_OWNER;
    reopenRequestDraft(owner);
    return { editing: null, owner, saved: loadRequestDraft(draftStorage(), owner) };
  }
  const m = getMarketplace();
  const actor = user ? { id: user.id } : guestActor();
  const [found, action] = await Promise.all([m.requests.get(actor, id), m.requests.actionFor(actor, id)]);
  if (found && action === 'own_request' && found.status !== 'active') {
    // Accepted or cancelled while the form was open (the live update re-runs this loader), or an
    // old "Editar" link: the form closes and says why, instead of vanishing (issue 35 item 17).
    toast(editClosedMessage(found));
    throw redirect(`/pedidos/${found.id}`);
  }
  if (!found || action !== 'own_request' || found.status !== 'active') {
    throw redirect(found ? `/pedidos/${found.id}` : '/pedidos');
  }
  return { editing: found, owner: null, saved: { draft: null, problem: null } as DraftLoad };
}

/** Why the owner's edit form closed: the request is no longer open to edits, and by whose step. */
function editClosedMessage(request: { status: string; acceptedByName: string | null }): Parameters<typeof toast>[0] {
  if (request.status === 'cancelled') {
    return {
      title: 'Pedido cancelado',
      description: 'Este pedido se canceló, así que ya no se puede editar. Los cambios sin guardar no se aplicaron.',
      duration: 8000,
    };
  }
  return {
    title: 'Pedido aceptado',
    description: `${request.acceptedByName ?? 'Un viajero'} aceptó tu pedido, así que ya no se puede editar. Los cambios sin guardar no se aplicaron: si algo cambió, cuéntaselo por el chat.`,
    duration: 8000,
  };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  const file = data.get('productImage');
  const editId = text(data, 'editId');
  try {
    const image = file instanceof Blob && file.size > 0 ? file : null;
    // Publishing and editing send the same form (decision 036).
    const command = requestCommandOf(data, image);
    if (editId) {
      await getMarketplace().requests.edit(await publishingActor(), editId, command);
      toast({ title: 'Pedido actualizado', description: 'Guardamos los cambios de tu pedido.', variant: 'success' });
      return redirect(`/pedidos/${editId}`);
    }
    const published = await getMarketplace().requests.publish(await publishingActor(), command, submissionOf(data));
    // Published: the draft has become the request.
    const user = await loadCurrentUser();
    clearRequestDraft(draftStorage(), user?.id ?? GUEST_OWNER);
    toast({
      title: '¡Pedido publicado!',
      description: 'Tu pedido ya está visible para los viajeros.',
      variant: 'success',
    });
    return redirect(`/pedidos/${published.id}`);
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

/** Shows a typed price back as it was read ("159.99" → "159,99"); leaves what is not a price as typed. */
function priceAsRead(text: string): string {
  const parsed = parseAmount(text);
  return parsed.ok ? formatAmount(parsed.cents) : text;
}

const categoryOptions = CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c] }));

/** A kept draft's value for a field the form reads as text. */
const savedText = (fields: Readonly<Record<string, string>> | undefined, name: string) => {
  const value = fields?.[name];
  return value === undefined || value === '' ? undefined : value;
};

type DraftNote = 'restored' | 'unreadable' | null;

export default function Comprador() {
  const data = useLoaderData<typeof clientLoader>();
  // "Empezar de nuevo" opens an empty form: a new generation of it.
  const [generation, setGeneration] = useState(0);
  return (
    <RequestForm
      key={data.editing ? data.editing.id : `${data.owner}:${generation}`}
      {...data}
      onStartAgain={() => setGeneration((g) => g + 1)}
      startedAgain={generation > 0}
    />
  );
}

function RequestForm({
  editing,
  owner,
  saved,
  onStartAgain,
  startedAgain,
}: ReturnType<typeof useLoaderData<typeof clientLoader>> & { onStartAgain: () => void; startedAgain: boolean }) {
  const failure = useActionResult<typeof clientAction>();
  const navigation = useNavigation();
  // From the press (the photo is read into the form first) until the answer: one submission at a time.
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || (navigation.state !== 'idle' && navigation.formAction?.startsWith('/comprador') === true);
  const submissionKey = useSubmissionKey(busy);
  const errors = failure?.fieldErrors ?? {};
  const invalid = (name: string) => ({ isInvalid: Boolean(errors[name]), errorMessage: errors[name] });
  // "Solicitar Pedido Similar" opens this form with a product's details as starting values (a
  // draft the person edits; nothing is published until they press the button).
  const [search] = useSearchParams();
  // Otherwise a new request starts from the draft this person left here (decision 044).
  const [kept] = useState(() =>
    editing || startedAgain || Object.keys(draftFromSearch(search)).length > 0 ? null : saved.draft,
  );
  const [draftNote, setDraftNote] = useState<DraftNote>(() =>
    kept ? 'restored' : !startedAgain && saved.problem === 'unreadable' ? 'unreadable' : null,
  );
  const [saveOutcome, setSaveOutcome] = useState<DraftSaveOutcome | null>(() =>
    kept?.photoLeftOut ? 'saved_without_photo' : null,
  );
  const [image, setImage] = useState<ImageDropZoneValue | null>(() => (kept?.photo ? { ...kept.photo } : null));
  // While a picked photo is still being read, publishing waits for it (a 15 MB photo takes a moment).
  const [photoReading, setPhotoReading] = useState(false);
  // Editing starts from the request's own figures (issue 35 item 7): the estimate shows on opening;
  // a new request from the draft kept here (decision 044).
  const estimate = useLandedCostInputs(
    editing
      ? landedCostInputsOf(editing)
      : kept
        ? {
            priceCents: ((p) => (p.ok ? p.cents : null))(parseAmount(kept.fields.estimatedPrice ?? '')),
            currency: (kept.fields.currency as 'USD' | undefined) ?? 'USD',
            reward: Number(kept.fields.reward) || REWARD_SLIDER.defaultValue,
          }
        : {},
  );
  const [draft] = useState(() =>
    editing
      ? {
          productName: editing.productName,
          productUrl: editing.productUrl,
          category: editing.category,
          country: editing.country,
        }
      : kept
        ? {
            productName: savedText(kept.fields, 'productName'),
            productUrl: savedText(kept.fields, 'productUrl'),
            category: CATEGORIES.find((c) => c === kept.fields.category),
            country: savedText(kept.fields, 'country'),
          }
        : draftFromSearch(search),
  );
  const isDraft = !editing && !kept && Object.keys(draft).length > 0;
  const formRef = useRef<HTMLFormElement>(null);
  const imageRef = useRef(image);
  const pending = useRef<number | undefined>(undefined);
  // What the form holds, kept as this person's draft on this device (never while editing).
  const saveDraft = useCallback(
    (formElement: HTMLFormElement | null = formRef.current) => {
      window.clearTimeout(pending.current);
      pending.current = undefined;
      if (owner === null || !formElement) return;
      const values = new FormData(formElement);
      const fields: Record<string, string> = {};
      for (const name of DRAFT_FIELDS) {
        const value = values.get(name);
        if (typeof value === 'string') fields[name] = value;
      }
      setSaveOutcome(saveRequestDraft(draftStorage(), owner, { fields, photo: imageRef.current }));
    },
    [owner],
  );
  // A change is kept a moment later (the library's fields update their form values after their
  // change events), and at once when the page is left: a reload, Back, a link.
  const draftChanged = useCallback(() => {
    if (owner === null) return;
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => saveDraft(), 250);
  }, [owner, saveDraft]);
  useEffect(() => {
    const formElement = formRef.current;
    const flush = () => {
      if (pending.current !== undefined) saveDraft(formElement);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the page: the form, out of the document now, still holds its values.
      if (pending.current !== undefined) saveDraft(formElement);
    };
  }, [saveDraft]);
  const firstImage = useRef(image);
  useEffect(() => {
    // A photo chosen or removed is part of the draft too.
    imageRef.current = image;
    if (image !== firstImage.current) draftChanged();
  }, [image, draftChanged]);
  // Why the typed price cannot be read, shown when the box loses focus (and again on publish).
  const [priceProblem, setPriceProblem] = useState<string | null>(null);
  // What the reward suggestion is asked for (decision 046): the chosen category and country.
  const [hintCategory, setHintCategory] = useState<string | null>(() => draft.category ?? null);
  const [hintCountry, setHintCountry] = useState<string | null>(() => draft.country ?? null);
  const submit = useSubmit();
  const imageError: ImageDropZoneError | null = !errors.image
    ? null
    : failure?.code === 'image_invalid' || failure?.code === 'image_required'
      ? {
          kind: failure.code === 'image_invalid' ? 'invalidType' : 'required',
          title: failure.title,
          description: failure.description,
        }
      : { kind: 'readFailed', title: errors.image, description: '' };

  return (
    <main className={`${page.page} ${styles.fit}`}>
      <div>
        <h1 className={page.title}>{editing ? 'Editar pedido' : '¿Qué producto quieres traer?'}</h1>
        <p className={page.lead}>
          {editing
            ? 'Cambia lo que necesites mientras ningún viajero lo haya aceptado. Si no eliges otra foto, se mantiene la actual.'
            : 'Publica tu pedido gratis: un viajero que viene a la Argentina lo compra y te lo trae.'}
        </p>
      </div>
      <div className={styles.twoColumns}>
        <div className={styles.section}>
          {failure ? (
            <div role="alert" className={form.alert}>
              <strong>{failure.title}</strong> - {failure.description}
            </div>
          ) : null}
          {draftNote === 'restored' ? (
            <Card variant="sunken" padding="md" gap="sm" role="status" aria-labelledby="borrador">
              <h2 id="borrador" className={styles.cardTitle}>
                Borrador recuperado
              </h2>
              <p>
                Recuperamos lo que habías escrito en este dispositivo. Se guarda mientras escribes, hasta que publiques
                el pedido o cierres la sesión.
              </p>
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => {
                    window.clearTimeout(pending.current);
                    pending.current = undefined;
                    if (owner !== null) clearRequestDraft(draftStorage(), owner);
                    setDraftNote(null);
                    onStartAgain();
                  }}
                >
                  Empezar de nuevo
                </Button>
              </div>
            </Card>
          ) : null}
          {draftNote === 'unreadable' ? (
            <p role="status" className={form.hint}>
              El borrador guardado en este dispositivo no se pudo leer y lo descartamos. El formulario funciona igual y
              lo que escribas ahora se vuelve a guardar.
            </p>
          ) : null}
          {saveOutcome === 'not_saved' ? (
            <p role="status" className={form.hint}>
              No pudimos guardar un borrador en este dispositivo (su almacenamiento está lleno o bloqueado). No se
              pierde nada: lo que escribiste sigue en el formulario y puedes publicarlo.
            </p>
          ) : null}
          {isDraft ? (
            <Card variant="sunken" padding="md" gap="sm">
              <h2 className={styles.cardTitle}>Pedido similar</h2>
              <p>
                Completamos el producto con los datos del pedido que viste. Revísalos, agrega el precio, la recompensa y
                una foto, y publícalo cuando esté listo.
              </p>
            </Card>
          ) : null}
          {/* No reset on failure: every field keeps what the person typed. */}
          <Form
            ref={formRef}
            onChange={draftChanged}
            method="post"
            encType="multipart/form-data"
            className={`${form.form} ${styles.fit}`}
            noValidate
            aria-label={editing ? 'Editar pedido' : 'Publicar pedido'}
            onSubmit={(event) => {
              // The photo goes as a file, not as a data URL in a hidden field: a 15 MB photo is
              // a 20 MB string that a form field does not carry reliably.
              event.preventDefault();
              if (busy) return;
              // The draft as sent: it is removed once the request is published, kept if not.
              saveDraft();
              const data = new FormData(event.currentTarget);
              setPreparing(true);
              void (async () => {
                try {
                  if (image) data.set('productImage', await (await fetch(image.dataUrl)).blob(), image.name);
                  submit(data, { method: 'post', encType: 'multipart/form-data' });
                } finally {
                  setPreparing(false);
                }
              })();
            }}
          >
            {editing ? <input type="hidden" name="editId" value={editing.id} /> : null}
            <input type="hidden" name={SUBMISSION_FIELD} value={submissionKey} />
            <TextField
              label="Nombre del producto"
              name="productName"
              isRequired
              maxLength={120}
              defaultValue={draft.productName}
              validationBehavior="aria"
              {...invalid('productName')}
            />
            <TextField
              label="Enlace del producto"
              name="productUrl"
              type="url"
              isRequired
              defaultValue={draft.productUrl}
              placeholder="https://"
              validationBehavior="aria"
              description="La página donde se vende, para que el viajero compre exactamente ese producto."
              {...invalid('productUrl')}
            />
            <MoneyField
              label="Precio estimado"
              name="estimatedPrice"
              currencyName="currency"
              isRequired
              defaultCurrency={editing?.currency ?? estimate.values.currency}
              defaultAmountText={
                editing ? formatAmount(editing.estimatedPriceCents) : (kept?.fields.estimatedPrice ?? '')
              }
              onAmountTextChange={(value) => {
                estimate.setPriceText(value);
                setPriceProblem(null);
              }}
              formatOnBlur={priceAsRead}
              onAmountBlur={(value) => {
                const parsed = parseAmount(value);
                setPriceProblem(value.trim() === '' || parsed.ok ? null : parsed.message);
              }}
              onCurrencyChange={(currency) => {
                estimate.setCurrency(currency);
                draftChanged();
              }}
              isInvalid={Boolean(priceProblem ?? errors.estimatedPrice ?? errors.currency)}
              errorMessage={priceProblem ?? errors.estimatedPrice ?? errors.currency}
            />
            <CountryPicker
              label="País de compra"
              name="country"
              isRequired
              countries={COUNTRY_OPTIONS}
              defaultValue={draft.country}
              onChange={(country) => {
                setHintCountry(country);
                draftChanged();
              }}
              validationBehavior="aria"
              {...invalid('country')}
            />
            <Slider
              label="Recompensa para el viajero"
              name="reward"
              minValue={REWARD_SLIDER.min}
              maxValue={REWARD_SLIDER.max}
              step={REWARD_SLIDER.step}
              defaultValue={editing ? editing.rewardCents / 100 : estimate.values.reward}
              onChange={(value) => {
                estimate.setReward(value);
                draftChanged();
              }}
            />
            {errors.reward ? <p className={form.error}>{errors.reward}</p> : null}
            <RewardSuggestionHint
              category={hintCategory}
              country={hintCountry}
              priceCents={estimate.values.priceCents}
              currency={estimate.values.currency}
            />
            <Select
              label="Categoría"
              name="category"
              isRequired
              placeholder="Elige una categoría"
              options={categoryOptions}
              defaultValue={draft.category ?? null}
              onChange={(key) => {
                setHintCategory(typeof key === 'string' ? key : null);
                draftChanged();
              }}
              validationBehavior="aria"
              {...invalid('category')}
            />
            {REQUEST_TEXT_FACTS.map((fact) => (
              <TextField
                key={fact.key}
                label={`${fact.label} (opcional)`}
                name={fact.key}
                maxLength={fact.max}
                defaultValue={
                  editing
                    ? textFactsOf(editing).find((f) => f.key === fact.key)?.value
                    : savedText(kept?.fields, fact.key)
                }
                validationBehavior="aria"
                {...invalid(fact.key)}
              />
            ))}
            <TextArea
              label="Notas (opcional)"
              name="notes"
              maxLength={1000}
              rows={3}
              defaultValue={editing?.notes ?? savedText(kept?.fields, 'notes')}
              validationBehavior="aria"
              {...invalid('notes')}
            />
            <ImageDropZone
              isRequired={!editing}
              value={image}
              onChange={setImage}
              onReadingChange={setPhotoReading}
              onError={(e) =>
                toast({ title: e.title, description: e.description || undefined, variant: 'destructive' })
              }
              error={imageError}
            />
            {image && saveOutcome === 'saved_without_photo' ? (
              <p role="status" className={form.hint}>
                Esta foto pesa más de lo que guardamos en el borrador de este dispositivo (unos 700 KB): el resto del
                pedido queda guardado, y si vuelves más tarde tendrás que elegirla otra vez.
              </p>
            ) : null}
            {!image && kept?.photoLeftOut && saveOutcome === 'saved_without_photo' ? (
              <p role="status" className={form.hint}>
                La foto que habías elegido pesaba más de lo que guardamos en el borrador: vuelve a elegirla para
                publicar.
              </p>
            ) : null}
            {/* The photo travels with the form as the data URL the zone read. */}
            <Button
              type="submit"
              size="lg"
              isPending={busy || photoReading}
              pendingLabel={photoReading ? 'Leyendo imagen...' : editing ? 'Guardando...' : 'Publicando...'}
            >
              {editing ? 'Guardar cambios' : 'Publicar pedido'}
            </Button>
          </Form>
        </div>
        <div className={styles.section}>
          <LiveLandedCost {...estimate.values} />
          <Card as="aside" variant="sunken" padding="lg" gap="sm" aria-labelledby="garantia">
            <h2 id="garantia" className={styles.sectionTitle}>
              Garantía de seguridad
            </h2>
            <ul>
              <li>Solo viajeros con identidad verificada pueden aceptar tu pedido.</li>
              <li>Tu pago queda en garantía: el viajero no lo recibe hasta que tengas el producto.</li>
              <li>Ante cualquier problema, nuestro equipo de soporte media entre las partes.</li>
              <li>
                Los artículos prohibidos o restringidos por la aduana llevan a la suspensión permanente de la cuenta.
              </li>
            </ul>
          </Card>
          <Card as="aside" variant="sunken" padding="lg" gap="sm" aria-labelledby="como-pagas">
            <h2 id="como-pagas" className={styles.sectionTitle}>
              ¿Cómo pagas?
            </h2>
            <ol>
              <li>Un viajero acepta tu pedido y coordinan por chat.</li>
              <li>
                Pagas el precio del producto más la recompensa y una pequeña tarifa de servicio (
                {formatPercent(SERVICE_FEE.rate)}, mínimo {formatMoney(SERVICE_FEE.minimumCents)}).
              </li>
              <li>El dinero queda en garantía y recibes un código de seguridad de 6 dígitos.</li>
              <li>Cuando recibes el producto, le das el código al viajero y se libera el pago.</li>
            </ol>
          </Card>
        </div>
      </div>
    </main>
  );
}

// A refusal because the session ended keeps the page (and what was typed) as it is.
export { keepFormWhenSessionEnded as shouldRevalidate } from '#app/lib/forms';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
