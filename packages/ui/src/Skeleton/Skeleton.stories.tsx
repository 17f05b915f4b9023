import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RequestCardSkeleton, Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Building blocks/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'line', width: '60%' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  // The shapes take their parent's width, so each story sets one.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters as { frameWidth?: number }).frameWidth ?? 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line of text about to appear. Screen readers skip it. */
export const Line: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(shape).not.toBeNull();
    await expect(shape).toHaveStyle({ width: '192px' });
  },
};

export const Block: Story = { args: { shape: 'block', width: '100%', height: 160 } };

export const Circle: Story = { args: { shape: 'circle', width: 48 } };

/** With reduced motion the shimmer stops (the still screenshot is the same in both cases). */
export const ReducedMotion: Story = {
  args: { shape: 'block', width: '100%', height: 80 },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]');
    await expect(shape).not.toBeNull();
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const reduced = rules.filter(
      (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.includes('prefers-reduced-motion: reduce'),
    );
    const stopsHere = reduced.some((m) =>
      Array.from(m.cssRules).some(
        (r) =>
          r instanceof CSSStyleRule &&
          shape?.matches(r.selectorText) === true &&
          r.style.getPropertyValue('animation-name') === 'none',
      ),
    );
    await expect(stopsHere).toBe(true);
  },
};

/** A list of requests loading: card-shaped placeholders, and "Cargando…" said once. */
export const RequestCards: Story = {
  parameters: { frameWidth: 820 },
  render: () => <RequestCardSkeleton count={3} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const RequestCardsMobile: Story = {
  parameters: { frameWidth: 328 },
  globals: { viewport: { value: 'mobile' } },
  render: () => <RequestCardSkeleton count={2} label="Cargando pedidos…" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando pedidos…');
  },
};
