import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandedCostEstimate } from './LandedCostEstimate';
import { landedCostSamples } from './LandedCostEstimate.fixtures';
import { present } from '../testing/present';
import { formatCents, formatIsoDate, formatPercent } from '../EscrowSummary/EscrowSummary.format';

// Figures as the domain computes them from the inputs in LandedCostEstimate.fixtures.ts (kept true
// by tooling/ui-fixtures.test.ts); the texts the stories look for are written from the same figures.
const usd = (cents: number) => formatCents(cents, 'USD');
/** A pattern for exactly `text`, whatever space formatCents puts after "US$". */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s')}$`);
/** The headline's saving, as the component writes it: "US$ 72,10 (15,5 %)". */
function savingText(sample: keyof typeof landedCostSamples): string {
  const saving = present(landedCostSamples[sample].savingVsCourier, `the saving of ${sample}`);
  return `${usd(Math.abs(saving.cents))} (${formatPercent(Math.abs(saving.percent) / 100)})`;
}

const meta = {
  title: 'Marketplace/LandedCostEstimate',
  component: LandedCostEstimate,
  tags: ['autodocs'],
  args: { figures: landedCostSamples.saving },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LandedCostEstimate>;

export default meta;

/** The option a heading ("Por courier") names: the heading's box. */
const optionOf = (heading: HTMLElement) => present(heading.parentElement, `the option of ${heading.textContent}`);
type Story = StoryObj<typeof meta>;

/** Every amount stays inside its option's box, and no option inside the estimate's (nothing overflows). */
async function expectNothingOverflows(canvasElement: HTMLElement) {
  const root = present(canvasElement.querySelector('section'), 'the estimate');
  const outer = root.getBoundingClientRect();
  for (const heading of within(root).getAllByRole('heading', { level: 3 })) {
    const option = optionOf(heading);
    const box = option.getBoundingClientRect();
    await expect(box.right, `${heading.textContent} inside the estimate`).toBeLessThanOrEqual(outer.right + 0.5);
    // Inside the option's padding, not only its border.
    const inner = box.right - parseFloat(getComputedStyle(option).paddingRight);
    for (const amount of option.querySelectorAll('dd, dt')) {
      const own = amount.getBoundingClientRect();
      await expect(own.right, `${amount.textContent} inside ${heading.textContent}`).toBeLessThanOrEqual(inner + 0.5);
      await expect(amount.scrollWidth, `${amount.textContent} not clipped`).toBeLessThanOrEqual(amount.clientWidth + 1);
    }
  }
}

/** Inside the courier's duty-free amount and the traveller's franchise: the saving is the courier's VAT and freight. */
export const Saving: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      exactly(`Ahorras ${savingText('saving')} frente al courier`),
    );
    const courier = within(optionOf(canvas.getByRole('heading', { name: 'Por courier' })));
    const courierTotal = present(landedCostSamples.saving.courier.totalCents, 'the courier total');
    await expect(courier.getByText(exactly(usd(courierTotal)))).toBeVisible();
    // No duty under USD 400: the row is left out rather than shown as zero.
    await expect(courier.queryByText('Derecho de importación')).toBeNull();
  },
};

/** The notes explain each figure once opened. */
export const NotesOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Cómo lo calculamos'));
    const franchiseNote = present(landedCostSamples.saving.notes[0], 'the franchise note');
    await expect(canvas.getByText(exactly(franchiseNote.text))).toBeVisible();
    const checked = formatIsoDate(landedCostSamples.saving.figuresLastChecked);
    await expect(canvas.getByText(exactly(`Cifras revisadas el ${checked}.`))).toBeVisible();
  },
};

/** A cheap product with a big reward: the estimate says plainly that the courier is cheaper. */
export const CourierCheaper: Story = {
  args: { figures: landedCostSamples.courierCheaper },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      exactly(`Por courier sale ${savingText('courierCheaper')} menos`),
    );
  },
};

/** Over the USD 500 franchise: the customs tax the escrow does not hold is added to the marketplace total. */
export const OverFranchise: Story = {
  args: { figures: landedCostSamples.overFranchise },
  play: async ({ canvas }) => {
    const ours = within(optionOf(canvas.getByRole('heading', { name: 'Con Conexión Global' })));
    await expect(ours.getByText('Impuesto en la aduana')).toBeVisible();
    await expect(ours.getByText(exactly(usd(landedCostSamples.overFranchise.marketplace.totalCents)))).toBeVisible();
    const courier = within(optionOf(canvas.getByRole('heading', { name: 'Por courier' })));
    await expect(courier.getByText('Derecho de importación')).toBeVisible();
  },
};

/** Over the courier's USD 3.000 limit: no courier figure, no saving percentage. */
export const CourierNotAllowed: Story = {
  args: { figures: landedCostSamples.notAllowed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Por courier no se puede traer');
    await expect(canvas.getByText('No disponible')).toBeVisible();
  },
};

/** A price in euros, converted by the domain before the thresholds are compared. */
export const ForeignCurrency: Story = { args: { figures: landedCostSamples.eur } };

/** The request form before a valid price and reward are typed. */
export const Empty: Story = {
  args: { figures: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Completa el precio/);
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

/** Compact, for the request page's side column. */
export const WithoutNotes: Story = { args: { showNotes: false, headingLevel: 3 } };

export const Mobile: Story = {
  args: { figures: landedCostSamples.overFranchise },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};

/**
 * Five-digit amounts ("US$ 24.298,45") in the width of the request form's side column at 1280 px:
 * a label and its amount share a line while they fit, and the amount moves under its label when
 * they do not; nothing runs out of its box.
 */
export const LargeAmounts: Story = {
  args: { figures: landedCostSamples.largeAmounts },
  decorators: [
    (Story) => (
      <div style={{ width: 440 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(exactly(usd(landedCostSamples.largeAmounts.marketplace.totalCents)))).toBeVisible();
    await expectNothingOverflows(canvasElement);
  },
};

/** The largest amounts the courier still takes, every row of the three options, in the same column. */
export const LargeAmountsWithCourier: Story = {
  ...LargeAmounts,
  args: { figures: landedCostSamples.largeWithCourier },
  play: async ({ canvas, canvasElement }) => {
    const courierTotal = present(landedCostSamples.largeWithCourier.courier.totalCents, 'the courier total');
    await expect(canvas.getByText(exactly(usd(courierTotal)))).toBeVisible();
    await expectNothingOverflows(canvasElement);
  },
};

/** Five-digit amounts on a 360 px phone. */
export const LargeAmountsMobile: Story = {
  ...Mobile,
  args: { figures: landedCostSamples.largeAmounts },
  play: async ({ canvasElement }) => expectNothingOverflows(canvasElement),
};
