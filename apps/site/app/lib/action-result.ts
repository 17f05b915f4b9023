// What the last form submission on this page answered, kept until the person leaves the page or
// submits again. Remix's useActionData clears it on every completed navigation, a plain
// revalidation included; in server mode the root revalidates on every live change (someone
// else's new request, a message), so "Revisa tu correo" or "Email o contraseña incorrectos"
// vanished under the person's eyes when anyone anywhere published. Routes read their action's
// answer through this hook instead (an ESLint rule keeps it so).
import { useRef } from 'react';
import {
  // eslint-disable-next-line no-restricted-imports -- the one place that wraps it
  useActionData,
  useLocation,
  useNavigation,
} from '@remix-run/react';

/** The route's last action result; survives revalidations, dropped on navigation or a new submission. */
export function useActionResult<T>(): ReturnType<typeof useActionData<T>> {
  const data = useActionData<T>();
  const { key } = useLocation();
  const { state } = useNavigation();
  const kept = useRef<{ readonly key: string; readonly data: typeof data } | null>(null);
  // Idempotent for a given (state, data, key): safe however often React renders. A cache of the
  // router's own state, not render output.
  if (state === 'submitting') kept.current = null;
  else if (data !== undefined) kept.current = { key, data };
  if (data !== undefined) return data;
  return kept.current?.key === key ? kept.current.data : undefined;
}
