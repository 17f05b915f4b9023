import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import '@cg/ui/theme/styles';

// Every request a story makes must be answered by a named handler group from `mocks/`;
// anything else is a bug in the story and fails it.
initialize({ onUnhandledRequest: 'error', quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // An axe violation fails the story's test (stack notes, trap 10).
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Móvil 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Escritorio 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    chromatic: {
      modes: {
        mobile: { viewport: 360 },
        desktop: { viewport: 1280 },
      },
    },
  },
  initialGlobals: { locale: 'es-AR' },
};

export default preview;
