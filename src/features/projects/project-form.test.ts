import { zProject } from './model';
import {
  cleanTags,
  filterProjects,
  keyFromName,
  newProjectProblems,
  pinCount,
  projectChanges,
  projectFormProblems,
  projectKeyProblem,
  projectToForm,
} from './project-form';

const project = (over: Record<string, unknown> = {}) => zProject.parse({ projectName: 'Harbour', ...over });
const row = (id: string, projectName: string, pins: string[] = []) => ({
  ...project({ projectName, pins }),
  id,
});

describe('project key', () => {
  it.each([
    ['', 'Enter a project key'],
    ['   ', 'Enter a project key'],
    ['harbour walk', 'Use only letters, digits, - and _ (no spaces)'],
    ['harbour/walk', 'Use only letters, digits, - and _ (no spaces)'],
    ['café', 'Use only letters, digits, - and _ (no spaces)'],
    ['k'.repeat(101), 'Keep the key under 100 characters'],
  ])('"%s" → %s', (key, message) => {
    expect(projectKeyProblem(key)).toBe(message);
  });
  it.each(['harbour-walk', 'Harbour_2', 'x'])('"%s" is fine', (key) => {
    expect(projectKeyProblem(key)).toBeNull();
  });
  it('is suggested from the name', () => {
    expect(keyFromName('Harbour Walk!')).toBe('harbour-walk');
    expect(keyFromName('  Ça va 2 ')).toBe('ca-va-2');
  });
  it('goes with a name', () => {
    expect(newProjectProblems({ projectKey: '', projectName: ' ', isPrivate: false })).toEqual({
      projectKey: 'Enter a project key',
      projectName: 'Enter a project name',
    });
  });
});

describe('the edit form', () => {
  it('starts from the saved project with the spec defaults', () => {
    const form = projectToForm(project());
    expect(form.config).toEqual({
      locationInfo: true,
      authorInfo: true,
      recordingInfo: true,
      uploadFields: true,
      password: '',
    });
    expect(form.isResponseEnabled).toBe(false);
    expect(form.isQREnabled).toBe(false);
  });
  it('says what is wrong, field by field', () => {
    const form = {
      ...projectToForm(project()),
      projectName: '',
      icon: 'not a url',
      subjectTag: ['x'.repeat(51)],
    };
    expect(projectFormProblems(form)).toEqual({
      projectName: 'Enter a project name',
      icon: 'Use an http(s):// address or a path starting with / (under 500 characters)',
      subjectTag: 'Keep each tag under 50 characters',
    });
    expect(projectFormProblems({ ...form, projectName: 'ok', icon: '/icons/a.png', subjectTag: [] })).toEqual(
      {},
    );
  });
  it('changes only what was changed', () => {
    const saved = project({ tags: { subjectTag: ['history'], contentTag: '' } });
    expect(projectChanges(projectToForm(saved), saved)).toEqual({});
    const form = {
      ...projectToForm(saved),
      projectName: ' Harbour Memories ',
      isQREnabled: true,
      subjectTag: ['history', 'boats', 'Boats', ' '],
      config: { ...projectToForm(saved).config, password: 'sea' },
    };
    expect(projectChanges(form, saved)).toEqual({
      projectName: 'Harbour Memories',
      isQREnabled: true,
      tags: { subjectTag: ['history', 'boats'], contentTag: '' },
      config: {
        locationInfo: true,
        authorInfo: true,
        recordingInfo: true,
        uploadFields: true,
        password: 'sea',
      },
    });
  });
  it('cleans tags', () => {
    expect(cleanTags([' a ', 'A', '', 'b'])).toEqual(['a', 'b']);
  });
});

describe('the project list', () => {
  const rows = [
    row('harbour', 'Harbour Memories', ['p1', 'p1', 'p2']),
    row('high-street', 'High Street', ['p3']),
    row('abbey', 'Abbey Ruins'),
  ];
  it('counts unique pins', () => {
    expect(pinCount(rows[0]!)).toBe(2);
  });
  it('searches name or key, any case', () => {
    expect(filterProjects(rows, 'HARB', 'name').map((r) => r.id)).toEqual(['harbour']);
    expect(filterProjects(rows, 'street', 'name').map((r) => r.id)).toEqual(['high-street']);
    expect(filterProjects(rows, 'zzz', 'name')).toEqual([]);
  });
  it('sorts by name, name descending, key or pins', () => {
    expect(filterProjects(rows, '', 'name').map((r) => r.id)).toEqual(['abbey', 'harbour', 'high-street']);
    expect(filterProjects(rows, '', 'name-desc').map((r) => r.id)).toEqual([
      'high-street',
      'harbour',
      'abbey',
    ]);
    expect(filterProjects(rows, '', 'key').map((r) => r.id)).toEqual(['abbey', 'harbour', 'high-street']);
    expect(filterProjects(rows, '', 'pins').map((r) => r.id)).toEqual(['harbour', 'high-street', 'abbey']);
  });
  it('does not reorder the input', () => {
    filterProjects(rows, '', 'name-desc');
    expect(rows.map((r) => r.id)).toEqual(['harbour', 'high-street', 'abbey']);
  });
});
