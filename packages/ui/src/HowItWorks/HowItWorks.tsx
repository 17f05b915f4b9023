import type { HTMLAttributes } from 'react';
import * as s from './HowItWorks.css';

export interface HowItWorksStep {
  title: string;
  description: string;
}

/** The four steps of the home page (spec §2, Home 2). */
const howItWorksDefaultSteps: readonly HowItWorksStep[] = [
  {
    title: 'Publica tu pedido',
    description: 'Indica qué producto quieres, dónde se compra y la recompensa que ofreces al viajero.',
  },
  {
    title: 'Conecta con viajeros verificados',
    description: 'Un viajero verificado que viene a Argentina acepta tu pedido y coordinan todo por chat.',
  },
  {
    title: 'Pago seguro',
    description: 'Pagas el producto, la recompensa y una pequeña tarifa de servicio: el dinero queda en garantía.',
  },
  {
    title: 'Recibe tu producto',
    description: 'Al recibirlo le das tu código de seguridad al viajero y recién entonces se libera el pago.',
  },
];

export interface HowItWorksProps extends HTMLAttributes<HTMLElement> {
  /** Section heading. @default '¿Cómo funciona?' */
  title?: string;
  /** The steps, in order. @default howItWorksDefaultSteps */
  steps?: readonly HowItWorksStep[];
  /** Heading level of the title; steps use the next level. @default 2 */
  headingLevel?: 2 | 3;
}

/** The "how it works" steps as a numbered list: one column on phones, four on wide screens. */
export function HowItWorks({
  title = '¿Cómo funciona?',
  steps = howItWorksDefaultSteps,
  headingLevel = 2,
  className,
  ...props
}: HowItWorksProps) {
  const Heading = `h${headingLevel}` as const;
  const StepHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section {...props} aria-label={title} className={[s.root, className].filter(Boolean).join(' ')}>
      <Heading className={s.title}>{title}</Heading>
      <ol className={s.list}>
        {steps.map((step, i) => (
          <li key={step.title} className={s.step}>
            <span className={s.number} aria-hidden="true">
              {i + 1}
            </span>
            <StepHeading className={s.stepTitle}>{step.title}</StepHeading>
            <p className={s.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
