import { expect, test } from "bun:test";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Link, NavLink, RouterContextProvider, RouterProvider } from "../router/index.ts";
import { createServerRouter } from "../router/server.ts";
import { PathLink, PathNavLink } from "./PathLink.tsx";

/** What `element` renders on the server at `path`, inside the router as the pages have. */
async function rendered(path: string, element: ReactNode): Promise<string> {
  const query = createServerRouter([
    { path: "/", Component: () => element, children: [{ path: "*", Component: () => null }] },
  ]);
  const page = await query(new Request(`http://localhost${path}`), new RouterContextProvider());
  if (page instanceof Response) throw new Error("redirected");
  return renderToString(<RouterProvider router={page.router} />);
}

const paths = ["/", "/search", "/user/anna%20b", "/?tab=friends", "/zones/coffee", "/Chat"];
const pages = ["/", "/chat", "/chat/7", "/search", "/user/anna%20b", "/zones"];

test("on the server a PathLink is the very anchor the router's Link renders", async () => {
  for (const page of pages) {
    for (const to of paths) {
      const props = { className: "x", "aria-label": "Go", tabIndex: -1, id: "l" };
      expect(
        await rendered(
          page,
          <PathLink to={to} {...props} preventScrollReset>
            a
          </PathLink>,
        ),
      ).toBe(
        await rendered(
          page,
          <Link to={to} {...props} preventScrollReset>
            a
          </Link>,
        ),
      );
    }
  }
});

test("on the server a PathNavLink is the very anchor NavLink renders, current where NavLink says so", async () => {
  for (const page of pages) {
    for (const to of [...paths, "/chat"]) {
      for (const end of [false, true]) {
        const props = { className: "nav-item", "aria-label": "Go" };
        expect(
          await rendered(
            page,
            <PathNavLink to={to} end={end} {...props}>
              a
            </PathNavLink>,
          ),
        ).toBe(
          await rendered(
            page,
            <NavLink to={to} end={end} {...props}>
              a
            </NavLink>,
          ),
        );
      }
    }
  }
  expect(
    await rendered(
      "/chat/7",
      <PathNavLink to="/chat" className="nav-item">
        Chat
      </PathNavLink>,
    ),
  ).toContain('aria-current="page" class="nav-item active"');
});
