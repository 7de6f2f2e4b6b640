// Plants source files in the real tree and lints them with the project's own config, so
// a rule test sees exactly what `npm run lint` would say about such a file.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export type PlantedLint = {
  /** The messages of one planted file (none when it lints clean); throws for a file not linted. */
  messagesOf: (file: string) => Linter.LintMessage[];
  /** The reasons the import-boundary rule (import-x/no-restricted-paths) gave for refusing a file's imports. */
  refusalsOf: (file: string) => string[];
  /** Deletes every planted file, and every folder planted to hold one. */
  remove: () => void;
};

/** The topmost folder of `file` that does not exist yet: removing it removes what planting created. */
function firstMissingFolder(file: string): string | undefined {
  let missing: string | undefined;
  for (let folder = path.dirname(file); !existsSync(folder); folder = path.dirname(folder)) missing = folder;
  return missing;
}

/** Writes `files` (absolute path → source), then lints them all at once. */
export async function plantAndLint(files: Record<string, string>): Promise<PlantedLint> {
  const plantedFolders = new Set<string>();
  for (const [file, text] of Object.entries(files)) {
    const missing = firstMissingFolder(file);
    if (missing) plantedFolders.add(missing);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${text}\n`);
  }
  const remove = () => {
    for (const file of Object.keys(files)) rmSync(file, { force: true });
    for (const folder of plantedFolders) rmSync(folder, { recursive: true, force: true });
  };
  try {
    // A new instance reads the config now, so it sees any planted module folder.
    const reports = await new ESLint({ cwd: repoRoot }).lintFiles(Object.keys(files));
    const results = new Map(reports.map((report) => [report.filePath, report.messages]));
    const messagesOf = (file: string) => {
      const messages = results.get(file);
      // A file the linter skipped (ignored, or a mistyped path) must not pass as a clean one.
      if (!messages) throw new Error(`${file} was not linted`);
      return messages;
    };
    const refusalsOf = (file: string) =>
      messagesOf(file)
        .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
        .map((message) => message.message);
    return { messagesOf, refusalsOf, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
