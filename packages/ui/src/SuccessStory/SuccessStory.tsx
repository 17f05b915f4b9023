import type { HTMLAttributes } from 'react';
import { Flag } from '../Flag/Flag';
import { defaultRequestImage } from '../RequestCard/RequestCard.defaultImage';
import * as s from './SuccessStory.css';

/** A static success story (spec §3, "Success story"). Amounts in whole USD. */
export interface SuccessStoryData {
  id: string | number;
  product: string;
  buyer: string;
  traveler: string;
  review: string;
  /** Picture of the product; the default stock image when missing. */
  image?: string | null;
  buyerSavings: number;
  travelerEarnings: number;
  /** The flag of the country the product came from, as its ISO code ('FR'). */
  originFlag?: string;
  /** Country the product came from, for the flag's meaning. @default 'el exterior' */
  originCountry?: string;
}

export interface SuccessStoryProps extends Omit<HTMLAttributes<HTMLElement>, 'id'> {
  story: SuccessStoryData;
  /** Heading level of the product name. @default 3 */
  headingLevel?: 3 | 4;
}

const usd = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** One success story: product, quote, who bought and who brought it, what each one saved or earned. */
export function SuccessStory({ story, headingLevel = 3, className, ...props }: SuccessStoryProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...props} className={[s.root, className].filter(Boolean).join(' ')}>
      <img
        className={s.image}
        src={story.image || defaultRequestImage}
        alt=""
        width={320}
        height={180}
        loading="lazy"
      />
      <div className={s.body}>
        <Heading className={s.product}>
          <Flag country={story.originCountry ?? 'el exterior'} code={story.originFlag} decorative />
          {story.product}
        </Heading>
        <blockquote className={s.quote}>
          <p>“{story.review}”</p>
        </blockquote>
        <p className={s.people}>
          <span>
            Comprador: <strong>{story.buyer}</strong>
          </span>
          <span>
            Viajero: <strong>{story.traveler}</strong>
          </span>
        </p>
        <dl className={s.figures}>
          <div className={s.figure}>
            <dt>Ahorro del comprador</dt>
            <dd className={s.amount}>{usd.format(story.buyerSavings)}</dd>
          </div>
          <div className={s.figure}>
            <dt>Ganancia del viajero</dt>
            <dd className={s.amount}>{usd.format(story.travelerEarnings)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
