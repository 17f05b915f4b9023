import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { VerificationUpload, verificationUploadEmpty, type VerificationUploadValue } from './VerificationUpload';

const picture = (bg: string, label: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" rx="8" fill="${bg}"/><rect x="12" y="20" width="40" height="52" rx="4" fill="#94a3b8"/><rect x="64" y="24" width="80" height="8" fill="#475569"/><rect x="64" y="42" width="60" height="8" fill="#475569"/><text x="64" y="80" font-size="12" font-family="sans-serif" fill="#0f172a">${label}</text></svg>`,
  )}`;

const complete: VerificationUploadValue = {
  documentType: 'DNI',
  front: { dataUrl: picture('#dbeafe', 'FRENTE'), name: 'dni-frente.jpg', type: 'image/jpeg', size: 182_000 },
  back: { dataUrl: picture('#e0e7ff', 'DORSO'), name: 'dni-dorso.jpg', type: 'image/jpeg', size: 175_000 },
  selfie: { dataUrl: picture('#fef3c7', 'SELFIE'), name: 'selfie.png', type: 'image/png', size: 240_000 },
};

const meta = {
  title: 'Marketplace/VerificationUpload',
  component: VerificationUpload,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onIncomplete: fn(), onChange: fn() },
  // maxWidth: on a phone viewport this wrapper must not make the page 960 px wide.
  decorators: [
    (Story) => (
      <div style={{ width: 960, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VerificationUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Verifica tu identidad' })).toBeVisible();
    await expect(canvas.getByText('Frente del documento')).toBeVisible();
    await expect(canvas.getByText('Dorso del documento')).toBeVisible();
    await expect(canvas.getByText('Selfie con el documento')).toBeVisible();
  },
};

export const DocumentTypes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Tipo de documento/ }));
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual(['DNI', 'Pasaporte', 'Registro vehicular']);
  },
};

/** Sending with something missing shows each field's error and reports "Información incompleta". */
export const MissingFields: Story = {
  args: { defaultValue: { ...verificationUploadEmpty, documentType: 'Pasaporte', front: complete.front } },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Enviar documentos' });
    await userEvent.click(send);
    await userEvent.unhover(send);
    await expect(args.onIncomplete).toHaveBeenCalledWith(
      'Información incompleta',
      expect.objectContaining({
        back: { kind: 'required', title: 'Imagen requerida', description: 'Por favor sube el dorso del documento.' },
        selfie: {
          kind: 'required',
          title: 'Imagen requerida',
          description: 'Por favor sube una selfie sosteniendo el documento.',
        },
      }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(/sube el dorso del documento/)).toBeVisible();
    await expect(canvas.getByText(/sube una selfie/)).toBeVisible();
  },
};

/** An error from the page (e.g. a file that is not an image). */
export const WrongFileType: Story = {
  args: {
    defaultValue: { ...complete, selfie: null },
    errors: {
      selfie: {
        kind: 'invalidType',
        title: 'Archivo no válido',
        description: 'Por favor, selecciona un archivo de imagen.',
      },
    },
  },
};

export const WithPreviews: Story = {
  args: { defaultValue: complete },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Vista previa de dni-frente.jpg' })).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Enviar documentos' });
    await userEvent.click(send);
    await userEvent.unhover(send);
    await expect(args.onSubmit).toHaveBeenCalledWith(complete);
  },
};

export const Submitting: Story = {
  args: { defaultValue: complete, status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Enviando documentos/ })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Documentos enviados');
  },
};

export const Verified: Story = {
  args: {
    status: 'verified',
    verifiedAction: (
      <Link href="/viajero" variant="button-primary">
        Registrar un viaje
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('¡Verificación completada!');
  },
};

/**
 * 360 px wide (WCAG reflow): one column, nothing cut or scrolled sideways. At that width the form
 * is about 1200 px tall, more than the 740 px phone viewport, and the story screenshot only paints
 * what fits in the viewport: everything below ~720 px was blank (the meta's 960 px wrapper, which
 * also made this page scroll sideways, now shrinks to the viewport). So this story uses a viewport
 * of the same width and the whole form's height (the test runner scales it down to fit its
 * window, hence the smaller reference image), and checks that the form really fits in it.
 */
export const Mobile: Story = {
  args: { defaultValue: { ...verificationUploadEmpty, documentType: 'DNI', front: complete.front } },
  parameters: {
    viewport: {
      options: {
        mobileLong: { name: 'Móvil 360 (página entera)', styles: { width: '360px', height: '1220px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'mobileLong' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const label of ['Frente del documento', 'Dorso del documento', 'Selfie con el documento'])
      await expect(canvas.getByText(label)).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Enviar documentos' });
    await expect(send).toBeVisible();
    await expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
