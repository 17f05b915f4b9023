// The trips bar lives in TripFilterBar.tsx: it needs the DatePicker (about 40 KiB gzip with its
// calendar), which a module shared with the requests bar would drag into /pedidos's first load.
import {
  Suspense,
  lazy,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { Button } from '../Button/Button';
import { CountryPicker, type CountryOption } from '../CountryPicker/CountryPicker';
import { Select, type SelectOption } from '../Select/Select';
import { Slider } from '../Slider/Slider';
import { TextField } from '../TextField/TextField';
import * as s from './FilterBar.css';
import { REQUEST_FILTER_REWARD, countActive, requestFilterDefaults, type RequestFilterValues } from './filter-values';

export { countActive, requestFilterDefaults, type RequestFilterValues };

// The phone's sheet (react-aria's Modal, Dialog and focus scope, about 25 KiB gzip) is fetched when
// "Filtros" is first pressed, not with /pedidos's first load (decision 024): most widths never
// open it. Pressing starts the download (onPressStart), so it is usually there by the release.
const loadDialog = () => import('../Dialog/Dialog');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

interface BarProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onChange' | 'defaultValue'> {
  /** Accessible name of the filter group. */
  title: string;
  /** How many filters differ from "all": the phone's button says it ("Filtros (2)"). */
  activeCount: number;
  onReset?: () => void;
  children: ReactNode;
}

/**
 * The frame both filter bars share (also used by TripFilterBar.tsx). Given 560 px or more the
 * filters sit in the page; narrower (a phone) the list comes first and a "Filtros" button opens
 * them in a sheet, applied as they change, with "Ver resultados" to get back to the list.
 * Container queries pick the layout, so there is no flash and it follows the width it is given.
 */
export function Bar({ title, activeCount, onReset, children, className, ...props }: BarProps) {
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on (not only while open), so closing keeps its animation.
  const [wanted, setWanted] = useState(false);
  const stopSubmit = (e: FormEvent) => e.preventDefault();
  // The in-page fields are rendered only where they show (the container query's width, measured
  // before the first paint): on a phone they are hidden by CSS, and rendering them anyway was the
  // longest task of /pedidos's first load there (decision 024). The sheet renders its own.
  // A window narrower than the threshold needs no measuring (the frame is never wider than it):
  // reading `clientWidth` there forced a layout of the whole page inside React's commit, 10 ms of
  // the task on this machine and 40 on a phone (issue 19). The observer's reports come after the
  // browser's own layout.
  const frameRef = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    setWide(window.innerWidth >= s.WIDE_MIN_PX && frame.clientWidth >= s.WIDE_MIN_PX);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWide(entry.contentRect.width >= s.WIDE_MIN_PX);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={s.frame} ref={frameRef}>
      <div className={s.compact}>
        <Button
          variant="secondary"
          onPressStart={() => void loadDialog()}
          onPress={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          {activeCount > 0 ? `Filtros (${activeCount})` : 'Filtros'}
        </Button>
      </div>
      <form
        {...props}
        role="search"
        aria-label={title}
        className={[s.root, s.inline, className].filter(Boolean).join(' ')}
        onSubmit={stopSubmit}
      >
        <div className={s.fields}>{wide ? children : null}</div>
        {onReset && (
          <div className={s.actions}>
            <Button variant="ghost" size="sm" onPress={onReset}>
              Limpiar filtros
            </Button>
          </div>
        )}
      </form>
      {wanted && (
        <Suspense fallback={null}>
          <Dialog
            title="Filtros"
            placement="sheet"
            isOpen={open}
            onOpenChange={setOpen}
            footer={({ close }) => (
              <div className={s.sheetActions}>
                <Button onPress={close}>Ver resultados</Button>
                {onReset && (
                  <Button variant="ghost" onPress={onReset}>
                    Limpiar filtros
                  </Button>
                )}
              </div>
            )}
          >
            <form role="search" aria-label={title} className={s.sheetForm} onSubmit={stopSubmit}>
              <div className={s.fields}>{children}</div>
            </form>
          </Dialog>
        </Suspense>
      )}
    </div>
  );
}

export function useValue<T>(value: T | undefined, defaultValue: T, onChange?: (v: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

export interface RequestFilterBarProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onChange' | 'defaultValue'> {
  /** Every purchase country offered (the site passes the domain's list with flags). */
  countries: readonly CountryOption[];
  /** Categories with their Spanish labels (the domain's `CATEGORY_LABELS`). */
  categories: readonly SelectOption[];
  /** Current filters (controlled). */
  value?: RequestFilterValues;
  /** Initial filters when uncontrolled. @default requestFilterDefaults */
  defaultValue?: RequestFilterValues;
  /** Called with every change; the site filters with the domain's `filterRequests`. */
  onChange?: (value: RequestFilterValues) => void;
  /** Accessible name. @default 'Filtrar pedidos' */
  title?: string;
}

/** Filters of /pedidos: text in the product name, purchase country, category and minimum reward. */
export function RequestFilterBar({
  countries,
  categories,
  value,
  defaultValue = requestFilterDefaults,
  onChange,
  title = 'Filtrar pedidos',
  ...props
}: RequestFilterBarProps) {
  const [v, set] = useValue(value, defaultValue, onChange);
  const options: SelectOption[] = [{ id: 'all', label: 'Todas las categorías' }, ...categories];
  return (
    <Bar
      {...props}
      title={title}
      activeCount={countActive(v, requestFilterDefaults)}
      onReset={() => set(requestFilterDefaults)}
    >
      <TextField
        label="Buscar"
        type="search"
        placeholder="Nombre del producto"
        value={v.text}
        onChange={(text) => set({ ...v, text })}
      />
      <CountryPicker
        label="País de compra"
        placeholder="Todos los países"
        countries={countries}
        value={v.country || null}
        onChange={(country) => set({ ...v, country: country ?? '' })}
      />
      <Select
        label="Categoría"
        options={options}
        value={v.category || 'all'}
        onChange={(key) => set({ ...v, category: key === 'all' || key == null ? '' : String(key) })}
      />
      <Slider
        label="Recompensa mínima"
        minValue={REQUEST_FILTER_REWARD.min}
        maxValue={REQUEST_FILTER_REWARD.max}
        step={REQUEST_FILTER_REWARD.step}
        value={v.minReward}
        onChange={(minReward) => set({ ...v, minReward })}
      />
    </Bar>
  );
}
