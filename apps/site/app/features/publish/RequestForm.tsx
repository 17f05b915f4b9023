// The publish form, and the edit form of a published request (`editing`, decision 022): the
// product's fields, the estimate beside them, the draft kept on this device while it is new.
import { Form, useNavigation, useSearchParams, useSubmit } from '@remix-run/react';
import { useState } from 'react';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  COUNTRY_OPTIONS,
  REWARD_SLIDER,
  formatAmount,
  parseAmount,
  REQUEST_TEXT_FACTS,
  textFactsOf,
  type RequestView,
} from '@cg/domain';
import {
  Button,
  CountryPicker,
  ImageDropZone,
  MoneyField,
  Select,
  Slider,
  TextArea,
  TextField,
  type ImageDropZoneError,
} from '@cg/ui';
import { useActionResult } from '#app/lib/action-result';
import { RewardSuggestionHint } from '#app/features/reward-hint';
import { SUBMISSION_FIELD, useSubmissionKey } from '#app/lib/submission';
import { toast } from '#app/lib/toast';
import { LiveLandedCost, useLandedCostInputs } from '#app/components/market/LandedCost';
import type { DraftLoad, DraftOwner } from '#app/lib/request-draft';
import type { publishOrEdit } from './actions/publish';
import { DraftNotes, PhotoDraftNote } from './DraftNotes';
import { PublishAside } from './PublishAside';
import { estimateStart, priceAsRead, productStart, savedText } from './starting-values';
import { useRequestDraft } from './useRequestDraft';
import * as page from '#app/styles/page.css';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';

const categoryOptions = CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c] }));

/** What the page's loader gives the form: the request edited, or the draft owner's kept draft. */
export interface PublishPageData {
  editing: RequestView | null;
  owner: DraftOwner | null;
  saved: DraftLoad;
}

export function RequestForm({
  editing,
  owner,
  saved,
  onStartAgain,
  startedAgain,
}: PublishPageData & { onStartAgain: () => void; startedAgain: boolean }) {
  const failure = useActionResult<typeof publishOrEdit>();
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
  const { kept, note, saveOutcome, image, setImage, formRef, saveDraft, draftChanged, discard } = useRequestDraft({
    editing: editing !== null,
    owner,
    saved,
    startedAgain,
    search,
  });
  // While a picked photo is still being read, publishing waits for it (a 15 MB photo takes a moment).
  const [photoReading, setPhotoReading] = useState(false);
  const estimate = useLandedCostInputs(estimateStart(editing, kept));
  const [start] = useState(() => productStart(editing, kept, search));
  const similar = !editing && !kept && Object.keys(start).length > 0;
  // Why the typed price cannot be read, shown when the box loses focus (and again on publish).
  const [priceProblem, setPriceProblem] = useState<string | null>(null);
  // What the reward suggestion is asked for (decision 046): the chosen category and country.
  const [hintCategory, setHintCategory] = useState<string | null>(() => start.category ?? null);
  const [hintCountry, setHintCountry] = useState<string | null>(() => start.country ?? null);
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
          <DraftNotes
            note={note}
            saveOutcome={saveOutcome}
            similar={similar}
            onStartAgain={() => {
              discard();
              onStartAgain();
            }}
          />
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
              defaultValue={start.productName}
              validationBehavior="aria"
              {...invalid('productName')}
            />
            <TextField
              label="Enlace del producto"
              name="productUrl"
              type="url"
              isRequired
              defaultValue={start.productUrl}
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
              defaultValue={start.country}
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
              // Controlled: the reward suggestion's "Usar US$ X" sets it too (decision 046). The
              // estimate starts from the request edited, the draft kept or the default.
              value={estimate.values.reward}
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
              onUse={(reward) => {
                estimate.setReward(reward);
                draftChanged();
              }}
            />
            <Select
              label="Categoría"
              name="category"
              isRequired
              placeholder="Elige una categoría"
              options={categoryOptions}
              defaultValue={start.category ?? null}
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
            <PhotoDraftNote
              hasImage={image !== null}
              leftOutBefore={kept?.photoLeftOut === true}
              saveOutcome={saveOutcome}
            />
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
          <PublishAside />
        </div>
      </div>
    </main>
  );
}
