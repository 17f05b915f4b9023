import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** Each tab shows its whole label: nothing cut inside the tab, and the tab inside its list. */
async function expectWholeTabs(list: HTMLElement) {
  const box = list.getBoundingClientRect();
  for (const tab of within(list).getAllByRole('tab')) {
    await expect(tab.scrollWidth, tab.textContent).toBeLessThanOrEqual(tab.clientWidth);
    const own = tab.getBoundingClientRect();
    await expect(own.left).toBeGreaterThanOrEqual(box.left - 0.5);
    await expect(own.right).toBeLessThanOrEqual(box.right + 0.5);
  }
}

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
  play: async ({ canvas }) => {
    await expectWholeTabs(canvas.getByRole('tablist', { name: 'Mi Cuenta' }));
  },
};

/** Home's two long labels at 360 px: they share the row and wrap onto two lines instead of being cut. */
export const MobileLongLabels: Story = {
  render: (args) => (
    <Tabs {...args} style={{ maxWidth: 328 }}>
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
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Conecta y Gana' });
    await expectWholeTabs(list);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pedidos Disponibles' })).toHaveAttribute('aria-selected', 'true');
    await expectWholeTabs(list);
  },
};

/**
 * More tabs than fit at 360 px: the row scrolls sideways, snapping to whole tabs, and the arrows
 * bring the focused tab fully into view.
 */
export const MobileScrolling: Story = {
  args: { defaultSelectedKey: 'pedidos' },
  render: (args) => (
    <Tabs {...args} style={{ maxWidth: 328 }}>
      <TabList aria-label="Mi actividad">
        <Tab id="pedidos">Pedidos</Tab>
        <Tab id="viajes">Viajes</Tab>
        <Tab id="entregas">Entregas</Tab>
        <Tab id="resenas">Reseñas</Tab>
        <Tab id="cupones">Cupones</Tab>
      </TabList>
      {['pedidos', 'viajes', 'entregas', 'resenas', 'cupones'].map((id) => (
        <TabPanel key={id} id={id}>
          {id}
        </TabPanel>
      ))}
    </Tabs>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Mi actividad' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    for (const tab of within(list).getAllByRole('tab')) {
      await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
    }
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Cupones' });
    await expect(last).toHaveFocus();
    await waitFor(async () => {
      const own = last.getBoundingClientRect();
      const box = list.getBoundingClientRect();
      await expect(own.right).toBeLessThanOrEqual(box.right + 0.5);
      await expect(own.left).toBeGreaterThanOrEqual(box.left - 0.5);
    });
  },
};
