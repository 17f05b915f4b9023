import { Button } from '@cg/ui';

/** The show/hide button placed inside a password field (TextField `trailing`). */
export function PasswordToggle({
  shown,
  onToggle,
  controls,
}: {
  shown: boolean;
  onToggle: () => void;
  controls?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={shown}
      aria-controls={controls}
      aria-label={shown ? 'Ocultar contraseña' : 'Mostrar contraseña'}
      onPress={onToggle}
    >
      {shown ? 'Ocultar' : 'Mostrar'}
    </Button>
  );
}
