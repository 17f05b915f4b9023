import { button } from '../Button/Button.css';
import { formatWholeCents } from '../EscrowSummary/EscrowSummary.format';
import * as field from '../Field/Field.css';
import * as select from '../Select/Select.css';
import * as slider from '../Slider/Slider.css';
import type { SelectOption } from '../Select/Select';
import * as s from './FilterBar.css';
import { REQUEST_FILTER_REWARD, countActive, requestFilterDefaults, type RequestFilterValues } from './filter-values';

export interface RequestFilterBarPlaceholderProps {
  /** The filters in use (the URL's), shown as the bar will show them. @default requestFilterDefaults */
  value?: RequestFilterValues;
  /** Categories with their Spanish labels, to name the chosen one. */
  categories: readonly SelectOption[];
}

const usd = (n: number) => formatWholeCents(n * 100, 'USD');

function StaticField({ label, text, muted }: { label: string; text: string; muted?: boolean }) {
  return (
    <div className={field.field}>
      <span className={field.label}>{label}</span>
      <div className={[field.control, select.trigger].join(' ')}>
        <span className={[select.value, muted ? select.placeholder : ''].filter(Boolean).join(' ')}>{text}</span>
      </div>
    </div>
  );
}

/**
 * What RequestFilterBar will look like, drawn before its fields' code has arrived (decision 024):
 * the same frame, labels and boxes with the filters in use, so the bar replaces it without moving
 * the list (both heights are checked in its story). Nothing in it can be used yet: the phone's
 * "Filtros" button is disabled and the inline fields are hidden from assistive technology, for
 * the moment the lazy bar takes to load.
 */
export function RequestFilterBarPlaceholder({
  value = requestFilterDefaults,
  categories,
}: RequestFilterBarPlaceholderProps) {
  const active = countActive(value, requestFilterDefaults);
  const category = categories.find((c) => c.id === value.category)?.label ?? 'Todas las categorías';
  return (
    <div className={s.frame} data-placeholder="">
      <div className={s.compact}>
        {/* Plain disabled buttons, drawn as @cg/ui's Button draws one: nothing of react-aria here. */}
        <button type="button" className={button({ variant: 'secondary' })} disabled data-disabled="true">
          {active > 0 ? `Filtros (${active})` : 'Filtros'}
        </button>
      </div>
      <div className={[s.root, s.inline].join(' ')} aria-hidden="true">
        <div className={s.fields}>
          <StaticField label="Buscar" text={value.text || 'Nombre del producto'} muted={!value.text} />
          <StaticField label="País de compra" text={value.country || 'Todos los países'} muted={!value.country} />
          <StaticField label="Categoría" text={category} />
          <div className={slider.slider}>
            <span className={slider.label}>Recompensa mínima</span>
            <span className={slider.output}>{usd(value.minReward)}</span>
            <div className={slider.track} />
            <div className={slider.limits}>
              <span>{usd(REQUEST_FILTER_REWARD.min)}</span>
              <span>{usd(REQUEST_FILTER_REWARD.max)}</span>
            </div>
          </div>
        </div>
        <div className={s.actions}>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} disabled data-disabled="true">
            Limpiar filtros
          </button>
        </div>
      </div>
    </div>
  );
}
