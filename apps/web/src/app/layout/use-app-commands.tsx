import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, LogOut, Moon, Sun } from 'lucide-react';
import { filterCommandGroups, type CommandGroup } from '../../components/command-filter.ts';
import { paths } from '../../lib/paths.ts';
import { useTheme } from '../../lib/theme/use-theme.ts';
import { useAdminCommands } from '../../features/admins/use-admin-commands.tsx';
import { useEpaperCommands } from '../../features/epapers/list/use-epaper-commands.tsx';
import { usePlanCommands } from '../../features/plans/use-plan-commands.tsx';
import { useReaderCommands } from '../../features/users/use-reader-commands.tsx';
import { SCREENS } from '../screens.ts';

const goIcon = <ArrowRight className="size-4" />;

/**
 * What the command palette offers for the typed text: the screens the list offers it, the
 * theme, sign out, and each domain's records and actions as groups from a hook of its
 * feature (readers searched by the server, admins, Create New Admin, plans, Add New Plan).
 */
export function useAppCommands(search: string): CommandGroup[] {
  const navigate = useNavigate();
  const { theme, toggleTheme } = useTheme();
  const readers = useReaderCommands(search);
  const admin = useAdminCommands(search);
  const epaper = useEpaperCommands(search);
  const plan = usePlanCommands(search);

  const groups = useMemo<CommandGroup[]>(() => {
    const screens: CommandGroup = {
      id: 'screens',
      heading: 'Go to',
      commands: SCREENS.flatMap(({ palette, path, title }) =>
        palette
          ? [
              {
                id: `screen:${path}`,
                label: title,
                keywords: palette.keywords,
                hint: path,
                icon: goIcon,
                run: () => void navigate(path),
              },
            ]
          : [],
      ),
    };
    const nextTheme = theme === 'dark' ? 'light' : 'dark';
    const actions: CommandGroup = {
      id: 'actions',
      heading: 'Actions',
      commands: [
        {
          id: 'action:theme',
          label: `Switch to ${nextTheme} theme`,
          keywords: ['theme', 'dark mode', 'light mode', 'appearance'],
          icon: nextTheme === 'dark' ? <Moon className="size-4" /> : <Sun className="size-4" />,
          run: toggleTheme,
        },
        {
          id: 'action:sign-out',
          label: 'Sign out',
          keywords: ['logout', 'log out', 'exit'],
          icon: <LogOut className="size-4" />,
          run: () => void navigate(paths.logout),
        },
        ...epaper.actions,
        ...admin.actions,
        ...plan.actions,
      ],
    };
    return [screens, actions, ...(admin.admins ? [admin.admins] : []), ...(plan.plans ? [plan.plans] : [])];
  }, [navigate, theme, toggleTheme, admin, epaper.actions, plan]);

  return useMemo(
    () =>
      filterCommandGroups(
        [...groups, ...(readers ? [readers] : []), ...(epaper.epapers ? [epaper.epapers] : [])],
        search,
      ),
    [groups, epaper.epapers, readers, search],
  );
}
