import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReviewForm, reviewFormRoles } from './ReviewForm';

const meta = {
  title: 'Marketplace/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  args: { subjectName: 'Carlos M.', productName: 'Auriculares Sony WH-1000XM5', onSubmit: fn() },
  argTypes: { role: { control: 'inline-radio', options: reviewFormRoles } },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer rates the traveller after the delivery. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Califica al viajero Carlos M.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '5 estrellas' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Comentario/ }), '  Llegó impecable y a tiempo.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar reseña' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, comment: 'Llegó impecable y a tiempo.' });
  },
};

/** The traveller rates the buyer. */
export const ByTraveller: Story = {
  args: { role: 'traveller', subjectName: 'Ana G.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Califica a Ana G., quien compró' })).toBeVisible();
  },
};

/** Sending without stars or comment says what is missing and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar reseña' }));
    await expect(canvas.getByText('Elige una calificación de 1 a 5 estrellas.')).toBeVisible();
    await expect(canvas.getByText('Escribe un comentario.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An error the domain returned on a field. */
export const DomainError: Story = {
  args: { fieldErrors: { comment: 'El comentario no puede superar los 1000 caracteres.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('El comentario no puede superar los 1000 caracteres.')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('Enviando reseña...');
  },
};

/** Once left, the review is shown instead of the form (one per order). */
export const Submitted: Story = {
  args: { submitted: { rating: 4, comment: 'Muy buena comunicación; tardó un día más de lo previsto.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Gracias por tu reseña' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

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
