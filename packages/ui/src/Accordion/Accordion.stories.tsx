import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';

const faq = [
  {
    id: 'como-funciona',
    q: '¿Cómo funciona Conexión Global?',
    a: 'Publicas tu pedido con una recompensa, un viajero verificado lo acepta y te lo trae a Argentina.',
  },
  {
    id: 'seguridad',
    q: '¿Es seguro?',
    a: 'El pago queda en garantía hasta que entregas el código de seguridad al recibir el producto.',
  },
  {
    id: 'costo',
    q: '¿Cuánto cuesta?',
    a: 'Pagas el precio del producto, la recompensa del viajero y una pequeña tarifa de servicio.',
  },
  {
    id: 'productos',
    q: '¿Qué productos puedo pedir?',
    a: 'Cualquier producto legal. Los artículos prohibidos o restringidos por la aduana llevan a la suspensión permanente.',
  },
  {
    id: 'danos',
    q: '¿Qué pasa si el producto llega dañado?',
    a: 'El equipo de soporte media en la disputa entre comprador y viajero.',
  },
];

const meta = {
  title: 'Building blocks/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  render: (args) => (
    <Accordion {...args} style={{ maxWidth: 640 }}>
      {faq.map((f) => (
        <AccordionItem key={f.id} id={f.id} title={f.q}>
          <p>{f.a}</p>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneOpen: Story = { args: { defaultExpandedKeys: ['seguridad'] } };

/** Opening a question closes the one that was open (single-open FAQ). */
export const OpeningAnotherClosesTheFirst: Story = {
  args: { defaultExpandedKeys: ['como-funciona'] },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: '¿Cómo funciona Conexión Global?' });
    const cost = canvas.getByRole('button', { name: '¿Cuánto cuesta?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(cost);
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/pequeña tarifa de servicio/)).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: '¿Cómo funciona Conexión Global?' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Headings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  },
};

export const Mobile: Story = {
  args: { defaultExpandedKeys: ['productos'], style: { maxWidth: 328 } },
  render: (args) => (
    <Accordion {...args}>
      {faq.map((f) => (
        <AccordionItem key={f.id} id={f.id} title={f.q}>
          <p>{f.a}</p>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};
