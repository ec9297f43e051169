import { useLocation, useNavigate } from 'react-router';
import { searchString } from './list-url.util';

/** The address parameter that names the record a screen shows in its details view. */
export const OPEN_PARAM = 'open';

/**
 * The record open on a screen, kept in the address (`?open=<id>`), so that a row click can be
 * shared, reloaded and undone with Back like any other list state.
 */
export const useOpenParam = (name = OPEN_PARAM) => {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const openId = search.get(name) || null;

  const openedHere = (location.state as { openedHere?: string } | null)?.openedHere === name;

  const go = (id: string | null, replace: boolean) => {
    // The address as it is now: the router renders a navigation in a transition, after this render.
    const next = new URLSearchParams(window.location.search);
    if (id === null) next.delete(name);
    else next.set(name, id);
    const state = id === null ? null : { openedHere: name };
    void navigate({ pathname: location.pathname, search: searchString(next), hash: location.hash }, { replace, state });
  };

  return {
    openId,
    open: (id: string) => go(id, false),
    // A record opened by a click closes by going back, so the history holds no copy of the list;
    // one opened from a link (or a reload) closes in place.
    close: () => (openedHere ? void navigate(-1) : go(null, true)),
  };
};
