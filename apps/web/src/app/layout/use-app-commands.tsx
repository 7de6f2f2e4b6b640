import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, LogOut, Moon, Sun } from 'lucide-react';
import { filterCommandGroups, type CommandGroup } from '../../components/command-filter.ts';
import { paths } from '../../lib/paths.ts';
import { useTheme } from '../../lib/theme/use-theme.ts';
import { SCREENS } from '../screens.ts';

const goIcon = <ArrowRight className="size-4" />;

/**
 * What the command palette offers for the typed text: every screen, the theme and sign out.
 * Each domain issue adds its records here as one more group from a hook of its feature,
 * e.g. `useReaderCommands(search)` in features/users: it searches the API (debounced) and
 * answers a group with `isSearchedByServer` and `isLoading`, whose commands open the record.
 */
export function useAppCommands(search: string): CommandGroup[] {
  const navigate = useNavigate();
  const { theme, toggleTheme } = useTheme();

  const groups = useMemo<CommandGroup[]>(() => {
    const screens: CommandGroup = {
      id: 'screens',
      heading: 'Go to',
      commands: Object.values(SCREENS)
        .filter((screen) => screen.isInPalette)
        .map((screen) => ({
          id: `screen:${screen.path}`,
          label: screen.title,
          keywords: screen.keywords,
          hint: screen.path,
          icon: goIcon,
          run: () => void navigate(screen.path),
        })),
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
      ],
    };
    return [screens, actions];
  }, [navigate, theme, toggleTheme]);

  return useMemo(() => filterCommandGroups(groups, search), [groups, search]);
}
