import { z } from 'zod/mini';
import { DEFAULT_PROJECT_CONFIG, uniquePins, type Project } from './model';

/** The create and edit forms of /project-view and their rules (lengths match firestore.rules' validProject). */

export const PROJECT_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
export const MAX_SUBJECT_TAGS = 50;

export interface NewProjectForm {
  projectKey: string;
  projectName: string;
  isPrivate: boolean;
}

/** The key is the document id: required, letters/digits/-/_ only, short. Whether it is taken is asked separately. */
export const zProjectKey = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter a project key'),
    z.regex(PROJECT_KEY_PATTERN, 'Use only letters, digits, - and _ (no spaces)'),
    z.maxLength(100, 'Keep the key under 100 characters'),
  );

export const zProjectName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter a project name'),
    z.maxLength(200, 'Keep the name under 200 characters'),
  );

/** The create dialog's form: key and name trimmed. */
export const zNewProjectForm = z.object({
  projectKey: zProjectKey,
  projectName: zProjectName,
  isPrivate: z.boolean(),
});

/** Each field's first problem, by the field's name in the form (config's password as `password`). */
function problemsOf<T extends string>(result: z.util.SafeParseResult<unknown>): Partial<Record<T, string>> {
  const problems: Partial<Record<string, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const name = String(issue.path[issue.path.length - 1] ?? '');
    problems[name] ??= issue.message;
  }
  return problems as Partial<Record<T, string>>;
}
const firstProblem = (result: z.util.SafeParseResult<unknown>) =>
  result.success ? null : (result.error.issues[0]?.message ?? null);

export function projectKeyProblem(key: string): string | null {
  return firstProblem(zProjectKey.safeParse(key));
}

export const keyTakenMessage = (key: string) => `The key “${key}” is already taken; choose another`;

export function projectNameProblem(name: string): string | null {
  return firstProblem(zProjectName.safeParse(name));
}

export function newProjectProblems(form: NewProjectForm): Partial<Record<keyof NewProjectForm, string>> {
  return problemsOf<keyof NewProjectForm>(zNewProjectForm.safeParse(form));
}

/** A key suggested from the name ("Harbour Walk!" → "harbour-walk"), for people who do not care. */
export function keyFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents go, the letters stay
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export interface ProjectForm {
  projectName: string;
  isPrivate: boolean;
  isAvailable: boolean;
  isResponseEnabled: boolean;
  isQREnabled: boolean;
  icon: string;
  transitAlbumKey: string;
  subjectTag: string[];
  contentTag: string;
  config: Project['config'];
}
export type ProjectFormField = Exclude<keyof ProjectForm, 'config'> | 'password';

export function projectToForm(p: Project): ProjectForm {
  return {
    projectName: p.projectName,
    isPrivate: p.isPrivate,
    isAvailable: p.isAvailable,
    isResponseEnabled: p.isResponseEnabled,
    isQREnabled: p.isQREnabled ?? false,
    icon: p.icon ?? '',
    transitAlbumKey: p.transitAlbumKey,
    subjectTag: [...p.tags.subjectTag],
    contentTag: p.tags.contentTag,
    config: { ...DEFAULT_PROJECT_CONFIG, ...p.config },
  };
}

const isIconUrl = (url: string) => /^https?:\/\/\S+$/.test(url) || /^\/[^\s/]\S*$/.test(url);

/**
 * The edit form's rules (lengths as firestore.rules' validProject). Values are checked, not changed: what is
 * written is worked out from the form as typed by projectChanges.
 */
export const zProjectForm = z.object({
  projectName: z.string().check(
    z.refine((name) => !projectNameProblem(name), {
      error: (issue) => projectNameProblem(issue.input as string) ?? '',
    }),
  ),
  isPrivate: z.boolean(),
  isAvailable: z.boolean(),
  isResponseEnabled: z.boolean(),
  isQREnabled: z.boolean(),
  icon: z.string().check(
    z.refine((url) => !url.trim() || (isIconUrl(url.trim()) && url.trim().length <= 500), {
      error: 'Use an http(s):// address or a path starting with / (under 500 characters)',
    }),
  ),
  transitAlbumKey: z
    .string()
    .check(z.refine((key) => key.trim().length <= 200, { error: 'Keep the album key under 200 characters' })),
  subjectTag: z.array(z.string()).check(
    z.refine((tags) => cleanTags(tags).length <= MAX_SUBJECT_TAGS, {
      error: `At most ${MAX_SUBJECT_TAGS} subject tags`,
      abort: true,
    }),
    z.refine((tags) => cleanTags(tags).every((t) => t.length <= 50), {
      error: 'Keep each tag under 50 characters',
    }),
  ),
  contentTag: z
    .string()
    .check(
      z.refine((tag) => tag.trim().length <= 100, { error: 'Keep the content tag under 100 characters' }),
    ),
  config: z.object({
    locationInfo: z.boolean(),
    authorInfo: z.boolean(),
    recordingInfo: z.boolean(),
    uploadFields: z.boolean(),
    password: z.string().check(z.maxLength(200, 'Keep the password under 200 characters')),
  }),
});

export function projectFormProblems(form: ProjectForm): Partial<Record<ProjectFormField, string>> {
  return problemsOf<ProjectFormField>(zProjectForm.safeParse(form));
}

/** Subject tags trimmed, without blanks or repeats (case-insensitive; the first spelling wins). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((t) => t.trim())
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

/** Only what changed, so a save never overwrites a field someone else changed meanwhile. */
export function projectChanges(form: ProjectForm, saved: Project) {
  const before = projectToForm(saved);
  const changes: Partial<Pick<Project, 'projectName' | 'isPrivate' | 'isAvailable' | 'isResponseEnabled'>> & {
    isQREnabled?: boolean;
    icon?: string;
    transitAlbumKey?: string;
    tags?: Project['tags'];
    config?: Project['config'];
  } = {};
  const name = form.projectName.trim();
  if (name !== before.projectName) changes.projectName = name;
  for (const k of ['isPrivate', 'isAvailable', 'isResponseEnabled', 'isQREnabled'] as const)
    if (form[k] !== before[k]) changes[k] = form[k];
  if (form.icon.trim() !== before.icon) changes.icon = form.icon.trim();
  if (form.transitAlbumKey.trim() !== before.transitAlbumKey)
    changes.transitAlbumKey = form.transitAlbumKey.trim();
  const tags = { subjectTag: cleanTags(form.subjectTag), contentTag: form.contentTag.trim() };
  if (tags.subjectTag.join('\n') !== before.subjectTag.join('\n') || tags.contentTag !== before.contentTag)
    changes.tags = tags;
  if (JSON.stringify(form.config) !== JSON.stringify(before.config)) changes.config = { ...form.config };
  return changes;
}

export type ProjectSort = 'name' | 'name-desc' | 'key' | 'pins';
export const PROJECT_SORTS: { value: ProjectSort; label: string }[] = [
  { value: 'name', label: 'Name A–Z' },
  { value: 'name-desc', label: 'Name Z–A' },
  { value: 'key', label: 'Project key' },
  { value: 'pins', label: 'Most pins' },
];

export const pinCount = (p: Pick<Project, 'pins'>) => uniquePins(p.pins).length;

/** The list of /project-view: matching name or key (any case), in the chosen order. */
export function filterProjects<T extends Project & { id: string }>(
  rows: readonly T[],
  search: string,
  sort: ProjectSort,
): T[] {
  const q = search.trim().toLowerCase();
  const found = rows.filter(
    (p) => !q || p.projectName.toLowerCase().includes(q) || p.id.toLowerCase().includes(q),
  );
  const byName = (a: T, b: T) => a.projectName.localeCompare(b.projectName) || a.id.localeCompare(b.id);
  const order: Record<ProjectSort, (a: T, b: T) => number> = {
    name: byName,
    'name-desc': (a, b) => byName(b, a),
    key: (a, b) => a.id.localeCompare(b.id),
    pins: (a, b) => pinCount(b) - pinCount(a) || byName(a, b),
  };
  return found.sort(order[sort]);
}
