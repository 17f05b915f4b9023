import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConnectionBanner, connectionBannerStates } from './ConnectionBanner';

const meta = {
  title: 'Shell/ConnectionBanner',
  component: ConnectionBanner,
  tags: ['autodocs'],
  args: { state: 'offline', onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: connectionBannerStates } },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server cannot be reached: the page says so and offers to retry at once. */
export const Offline: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sin conexión con el servidor');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The live stream dropped and is reconnecting on its own. */
export const Reconnecting: Story = {
  args: { state: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconectando…');
  },
};

/** A live update arrived once the connection came back: said politely, with nothing to retry. */
export const Updated: Story = {
  args: { state: 'updated' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Hay novedades');
    await expect(canvas.getByRole('status')).toHaveTextContent('Se actualizó la página con los últimos cambios.');
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};

export const WithoutRetry: Story = { args: { onRetry: undefined } };

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
