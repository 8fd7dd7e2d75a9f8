import { useList } from "../../../adapters/react/use-list.ts";
import { MAX_PAGE_LIMIT } from "../../../core/api/page-window.ts";
import { USER_LIST } from "../../../core/api/users/index.ts";
import { userName } from "../../../core/api/users/user-name.ts";

/**
 * The company's users as the choices of a "user" filter (a log's user or actor): each by name,
 * else e-mail address. The first hundred: a company with more searches its log by period.
 */
export function useUserChoices(): {
  readonly choices: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly isPending: boolean;
} {
  const people = useList(USER_LIST, { limit: MAX_PAGE_LIMIT });
  return {
    choices: (people.data?.results ?? []).map((each) => ({
      value: each.id,
      label: userName(each),
    })),
    isPending: people.isPending,
  };
}
