// Chunks of the app's own shared modules. Left to itself the bundler makes one chunk per
// set of screens that share a module: the signed-in start of /profile fetched 25 chunks of
// 1–4 kB after the first script, six at a time over HTTP/1.1, each a round trip on a phone.
// Four chunks serve instead:
//   shell       what the sign-in page shares with other screens (alert, theme, icons' use),
//               all of it needed by the sign-in page anyway, so /signin fetches no byte more;
//   app-shared  what the signed-in screens share, which the sign-in page never loads;
//   app-forms   the form fields the signed-in screens share, with react-hook-form itself,
//               loaded only by screens that have a form;
//   app-overlays the dialogs and menus the screens share, which bring Radix: a screen without
//               one (the Dashboard, Profile) starts without Radix, whose 40 kB the layout
//               fetches only once the first screen has painted (lib/lazy/deferred-module.ts).
// A module that brings zod, or loads anything lazily, stays with the bundler: in a chunk
// every screen loads it would undo the lazy loading of the forms' schemas (and of the
// password estimator), which keeps zod off a screen's start.
import path from 'node:path';

// Rolldown's importedIds also lists the dynamic imports, which are not part of the closure.
type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
type Context = { getModuleInfo: (id: string) => ModuleInfo };

const MAIN = path.resolve(import.meta.dirname, '../src/main.tsx');
const SIGN_IN_PAGE = path.resolve(import.meta.dirname, '../src/features/auth/sign-in-page.tsx');
const OWN_CODE = /[\\/](apps[\\/]web[\\/]src|packages[\\/][^\\/]+[\\/]src)[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const FORMS_LIBRARY = /[\\/]node_modules[\\/]react-hook-form[\\/]/;
const OVERLAYS_LIBRARY = /[\\/]node_modules[\\/](@radix-ui|radix-ui|sonner)[\\/]/;

let mainModules: Set<string> | undefined;
let signInModules: Set<string> | undefined;

/** Every module one imports, directly or through others (static imports only). */
function staticClosure(context: Context, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    const dynamic = new Set(info.dynamicallyImportedIds);
    pending.push(...info.importedIds.filter((imported) => !dynamic.has(imported)));
  }
  return seen;
}

/** What a module brings with it: zod or a lazy load (either keeps it out), Radix, or the forms library. */
function bringsWithIt(context: Context, id: string): 'lazy-or-zod' | 'overlays' | 'forms' | 'nothing' {
  let brings: 'overlays' | 'forms' | 'nothing' = 'nothing';
  for (const module of staticClosure(context, id)) {
    if (ZOD.test(module) || (context.getModuleInfo(module)?.dynamicallyImportedIds.length ?? 0) > 0) {
      return 'lazy-or-zod';
    }
    if (OVERLAYS_LIBRARY.test(module)) brings = 'overlays';
    else if (FORMS_LIBRARY.test(module) && brings === 'nothing') brings = 'forms';
  }
  return brings;
}

/** The chunk a shared module of ours goes to; null leaves a module to the bundler. */
export function appChunkName(id: string, context: Context): string | null {
  if (FORMS_LIBRARY.test(id)) return 'app-forms';
  if (!OWN_CODE.test(id)) return null;
  mainModules ??= staticClosure(context, MAIN);
  if (mainModules.has(id)) return null; // the first script's own: every page runs it
  const brings = bringsWithIt(context, id);
  if (brings === 'lazy-or-zod') return null;
  signInModules ??= staticClosure(context, SIGN_IN_PAGE);
  if (signInModules.has(id)) return 'shell';
  if (brings === 'overlays') return 'app-overlays';
  return brings === 'forms' ? 'app-forms' : 'app-shared';
}
