// Every query key of the admins, in one place: its api files and hooks take theirs from here.

/** Every page of the admin list sits under this key. */
export const adminsQueryKey = ['dashboard', 'admins'] as const;

/** One page of the admin list, in its order. */
export const adminsPageQueryKey = ({
  page,
  pageSize,
  isNewestFirst = false,
}: {
  page: number;
  pageSize: number;
  isNewestFirst?: boolean | undefined;
}) => [...adminsQueryKey, { page, pageSize, isNewestFirst }] as const;
