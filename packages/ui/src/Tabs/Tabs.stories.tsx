import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Building blocks/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultSelectedKey: 'viajeros', onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args} style={{ maxWidth: 640 }}>
      <TabList aria-label="Conecta y Gana">
        <Tab id="viajeros">Viajeros Disponibles</Tab>
        <Tab id="pedidos">Pedidos Disponibles</Tab>
      </TabList>
      <TabPanel id="viajeros">
        <p>Hasta 4 viajeros que llegan pronto a Argentina.</p>
      </TabPanel>
      <TabPanel id="pedidos">
        <p>Hasta 4 pedidos publicados recientemente.</p>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home's "Conecta y Gana": travellers selected by default. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Viajeros Disponibles' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('viajeros');
  },
};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'pedidos' } };

export const Pointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Pedidos Disponibles' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('pedidos');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('pedidos');
  },
};

/** Tab enters the list, arrows move and select, Tab again goes to the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Viajeros Disponibles' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: 'Pedidos Disponibles' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const DisabledTab: Story = { args: { disabledKeys: ['pedidos'] } };

/** Dashboard's three tabs at 360 px. */
export const Mobile: Story = {
  render: (args) => (
    <Tabs {...args} defaultSelectedKey="pedidos" style={{ maxWidth: 328 }}>
      <TabList aria-label="Mi Cuenta">
        <Tab id="pedidos">Mis Pedidos</Tab>
        <Tab id="viajes">Mis Viajes</Tab>
        <Tab id="entregas">Mis Entregas</Tab>
      </TabList>
      <TabPanel id="pedidos">Pedidos</TabPanel>
      <TabPanel id="viajes">Viajes</TabPanel>
      <TabPanel id="entregas">Entregas</TabPanel>
    </Tabs>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
