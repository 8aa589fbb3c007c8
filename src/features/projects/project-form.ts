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
export function projectKeyProblem(key: string): string | null {
  const k = key.trim();
  if (!k) return 'Enter a project key';
  if (!PROJECT_KEY_PATTERN.test(k)) return 'Use only letters, digits, - and _ (no spaces)';
  if (k.length > 100) return 'Keep the key under 100 characters';
  return null;
}

export const keyTakenMessage = (key: string) => `The key “${key}” is already taken; choose another`;

export function projectNameProblem(name: string): string | null {
  if (!name.trim()) return 'Enter a project name';
  if (name.trim().length > 200) return 'Keep the name under 200 characters';
  return null;
}

export function newProjectProblems(form: NewProjectForm): Partial<Record<keyof NewProjectForm, string>> {
  const problems: Partial<Record<keyof NewProjectForm, string>> = {};
  const key = projectKeyProblem(form.projectKey);
  const name = projectNameProblem(form.projectName);
  if (key) problems.projectKey = key;
  if (name) problems.projectName = name;
  return problems;
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

export function projectFormProblems(form: ProjectForm): Partial<Record<ProjectFormField, string>> {
  const problems: Partial<Record<ProjectFormField, string>> = {};
  const name = projectNameProblem(form.projectName);
  if (name) problems.projectName = name;
  const icon = form.icon.trim();
  if (icon && (!isIconUrl(icon) || icon.length > 500))
    problems.icon = 'Use an http(s):// address or a path starting with / (under 500 characters)';
  if (form.transitAlbumKey.trim().length > 200)
    problems.transitAlbumKey = 'Keep the album key under 200 characters';
  const tags = cleanTags(form.subjectTag);
  if (tags.length > MAX_SUBJECT_TAGS) problems.subjectTag = `At most ${MAX_SUBJECT_TAGS} subject tags`;
  else if (tags.some((t) => t.length > 50)) problems.subjectTag = 'Keep each tag under 50 characters';
  if (form.contentTag.trim().length > 100) problems.contentTag = 'Keep the content tag under 100 characters';
  if (form.config.password.length > 200) problems.password = 'Keep the password under 200 characters';
  return problems;
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
