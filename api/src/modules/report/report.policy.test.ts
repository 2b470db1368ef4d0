import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { reportPolicy, type ReportViewer } from './report.policy.js';

const viewer = (over: Partial<ReportViewer> = {}): ReportViewer => ({
  userId: 'reader',
  workspace: { role: WorkspaceRole.MEMBER },
  isReceiver: false,
  ...over,
});
const report = { authorId: 'author', authorDeleted: false };
const author = viewer({ userId: 'author' });
const receiver = viewer({ isReceiver: true });

describe('report policy', () => {
  it('opens a report to its author and its receivers, while they are active members', () => {
    expect(reportPolicy.read(author, report)).toBe(true);
    expect(reportPolicy.read(receiver, report)).toBe(true);
    expect(reportPolicy.read(viewer(), report)).toBe(false);
    expect(reportPolicy.read(viewer({ isReceiver: true, workspace: null }), report)).toBe(false);
    expect(reportPolicy.read(viewer({ userId: 'author', workspace: { role: WorkspaceRole.INVITED } }), report)).toBe(
      false,
    );
  });

  it('leaves editing, sending and deleting to the author, even over admins', () => {
    for (const rule of [reportPolicy.edit, reportPolicy.send, reportPolicy.delete]) {
      expect(rule(author, report)).toBe(true);
      expect(rule(receiver, report)).toBe(false);
      expect(rule(viewer({ workspace: { role: WorkspaceRole.OWNER } }), report)).toBe(false);
    }
  });

  it('takes a sent report its author deleted from the author only (decision D5)', () => {
    const deleted = { ...report, authorDeleted: true };
    expect(reportPolicy.read(author, deleted)).toBe(false);
    expect(reportPolicy.delete(author, deleted)).toBe(false);
    expect(reportPolicy.read(receiver, deleted)).toBe(true);
    expect(reportPolicy.receive(receiver, deleted)).toBe(true);
  });

  it('lets a receiver, not the author, mark it read and delete it from their list', () => {
    expect(reportPolicy.receive(receiver, report)).toBe(true);
    expect(reportPolicy.receive(author, report)).toBe(false);
    expect(reportPolicy.receive(viewer({ isReceiver: true, workspace: null }), report)).toBe(false);
  });

  it('lets active members write reports in their workspace', () => {
    expect(reportPolicy.write({ role: WorkspaceRole.MEMBER })).toBe(true);
    expect(reportPolicy.write({ role: WorkspaceRole.INVITED })).toBe(false);
    expect(reportPolicy.write(null)).toBe(false);
  });
});
