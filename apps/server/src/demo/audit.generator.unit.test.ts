import { describe, expect, it } from 'vitest';
import { generateDemoData } from './seed-demo.ts';

const now = new Date('2025-06-15T10:00:00Z');
const data = generateDemoData(20_250_401, now, 'Asia/Kolkata');
const targetsPhone = (phone: string) => (event: (typeof data.auditEvents)[number]) =>
  event.target.kind === 'account' && event.target.phone === phone;

describe('demo audit trail', () => {
  it('records each admin created by another admin, by that admin, when it joined', () => {
    for (const admin of data.admins.filter((a) => a.createdByIndex !== null)) {
      const creator = data.admins[admin.createdByIndex ?? -1];
      const created = data.auditEvents.filter((e) => e.action === 'admin.create' && targetsPhone(admin.phone)(e));
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ actorPhone: creator?.phone, actorName: creator?.name });
      expect(created[0]?.createdAt).toEqual(admin.dateJoined);
      // The password is never in the trail, only that one was set.
      expect(created[0]?.changes.password).toEqual({ before: null, after: 'set' });
    }
  });

  it("records every suspended reader's suspension, with the same line in the reader's activity", () => {
    const suspensions = new Map<string, (typeof data.auditEvents)[number][]>();
    for (const event of data.auditEvents) {
      if (event.action !== 'user.suspend' || event.target.kind !== 'account') continue;
      suspensions.set(event.target.phone, [...(suspensions.get(event.target.phone) ?? []), event]);
    }
    const lines = new Map(
      data.activities
        .filter((a) => a.activityType === 'status' && a.description === `Account deactivated by ${a.actorName}`)
        .map((a) => [a.userPhone, a]),
    );
    for (const reader of data.readers.filter((r) => !r.isActive)) {
      const [suspension, ...more] = suspensions.get(reader.phone) ?? [];
      expect(more).toHaveLength(0);
      expect(suspension?.changes).toEqual({ is_active: { before: true, after: false } });
      expect(lines.get(reader.phone)?.createdAt).toEqual(suspension?.createdAt);
    }
  });

  it('has every kind of row, acted by active admins only, nothing in the future', () => {
    expect(new Set(data.auditEvents.map((e) => e.action))).toEqual(
      new Set(['admin.create', 'admin.suspend', 'plan.create', 'user.suspend', 'user.update']),
    );
    const active = new Set(data.admins.filter((a) => a.isActive).map((a) => a.phone));
    for (const event of data.auditEvents) {
      expect(active.has(event.actorPhone)).toBe(true);
      expect(event.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
