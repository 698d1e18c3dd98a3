import { expect, test } from "bun:test";
import { useId, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import * as ReactRouter from "react-router";
import { createRouter } from "./router.ts";
import { RouterProvider } from "./RouterProvider.tsx";
import { Link, NavLink } from "./Link.tsx";
import * as ourLibrary from "./index.ts";
import type { RouteDefinition } from "./routes.ts";
import { memoryHistory } from "./testing.ts";

/**
 * The browser hydrates what React Router rendered on the server, so our router must render the very same
 * markup from the same data: the same anchors for links, and the same tree, down to `useId`'s ids.
 */

/** The server's data for `table` at `path`: React Router's static handler. */
async function query(table: RouteDefinition[], path: string) {
  const handler = ReactRouter.createStaticHandler(table as ReactRouter.RouteObject[]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected`);
  return { handler, context };
}

/** `table` at `path` as the server renders it: React Router's static router. */
async function theirs(table: RouteDefinition[], path: string) {
  const { handler, context } = await query(table, path);
  return renderToString(
    <ReactRouter.StaticRouterProvider
      router={ReactRouter.createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
}

/** The same, rendered by our router from the server's data, as the browser's first render is. */
async function ours(table: RouteDefinition[], path: string) {
  const { context } = await query(table, path);
  const router = createRouter(table, memoryHistory(path).history, {
    hydrationData: { loaderData: context.loaderData, errors: context.errors },
  });
  return renderToString(<RouterProvider router={router} />);
}

/** One page that renders `element` (under a splat, so every path is that page). */
const around = (element: () => ReactNode) => [
  { path: "/", Component: element, children: [{ path: "*", Component: () => null }] },
];

const pages = ["/", "/chat", "/chat/7", "/search", "/user/anna%20b", "/Chat/"];
const targets = [
  "/",
  "/search",
  "/user/anna%20b",
  "/user/anna b",
  "/?tab=friends",
  "/zones/coffee",
  "/Chat",
  "/chat/",
  "/a/../chat",
  "//chat",
  "?q=x",
  "https://example.com/x",
];

test("a Link renders the anchor React Router's Link renders, on every page and to every kind of target", async () => {
  for (const page of pages) {
    for (const to of targets) {
      const props = { className: "x", "aria-label": "Go", tabIndex: -1 };
      const html = await theirs(
        around(() => (
          <ReactRouter.Link to={to} {...props} preventScrollReset>
            a
          </ReactRouter.Link>
        )),
        page,
      );
      expect(
        await ours(
          around(() => (
            <Link to={to} {...props} preventScrollReset>
              a
            </Link>
          )),
          page,
        ),
        `${to} on ${page}`,
      ).toBe(html);
    }
  }
});

test("a NavLink is current, with its class and aria-current, exactly where React Router's is", async () => {
  for (const page of pages) {
    for (const to of [...targets.filter((t) => !t.startsWith("http")), "/chat"]) {
      for (const end of [false, true]) {
        const html = await theirs(
          around(() => (
            <ReactRouter.NavLink to={to} end={end} className="nav-item">
              a
            </ReactRouter.NavLink>
          )),
          page,
        );
        expect(
          await ours(
            around(() => (
              <NavLink to={to} end={end} className="nav-item">
                a
              </NavLink>
            )),
            page,
          ),
          `${to} on ${page}, end ${end}`,
        ).toBe(html);
      }
    }
  }
  expect(
    await ours(
      around(() => (
        <NavLink to="/chat" className="nav-item">
          Chat
        </NavLink>
      )),
      "/chat/7",
    ),
  ).toContain('aria-current="page" class="nav-item active"');
});

test("while a navigation goes to a NavLink's path, the link has the class pending, as React Router's has", async () => {
  const held = new Promise<string>(() => {});
  const page = (links: ReactNode) => [
    {
      path: "/",
      Component: () => links,
      children: [
        { path: "chat", loader: () => held },
        { path: "*", Component: () => null },
      ],
    },
  ];
  const theirRouter = ReactRouter.createMemoryRouter(
    page(
      <ReactRouter.NavLink to="/chat" className="nav-item">
        Chat
      </ReactRouter.NavLink>,
    ),
    { initialEntries: ["/"] },
  );
  const ourRouter = createRouter(
    page(
      <NavLink to="/chat" className="nav-item">
        Chat
      </NavLink>,
    ),
    memoryHistory("/").history,
  );
  void theirRouter.navigate("/chat/");
  void ourRouter.navigate("/chat/");
  await Promise.all([loading(theirRouter), loading(ourRouter)]);
  const html = renderToString(<ReactRouter.RouterProvider router={theirRouter} />);
  expect(html).toContain('class="nav-item pending"');
  expect(renderToString(<RouterProvider router={ourRouter} />)).toBe(html);
});

/** Resolves once the router's navigation is under way (its loaders running), as both routers tell it. */
function loading(router: {
  state: { navigation: { state: string } };
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}) {
  return new Promise<void>((resolve) => {
    if (router.state.navigation.state === "loading") return resolve();
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== "loading") return;
      stop();
      resolve();
    });
  });
}

/** A component with an id from `useId`, so a tree of another shape would show in its markup. */
function Labelled({ name, children }: { name: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      {children}
    </section>
  );
}

/** The hooks and helpers a screen imports from "react-router": React Router's on the server, ours in the browser. */
type Library = Pick<
  typeof ReactRouter,
  "Outlet" | "useLoaderData" | "useParams" | "useRouteError" | "isRouteErrorResponse" | "data"
>;

/** Pages of every kind (nested layouts, an index, a 403 boundary, a root error), built on `lib`'s hooks. */
function tableOn(lib: Library): RouteDefinition[] {
  const Shell = () => (
    <html lang="en">
      <body>
        <Labelled name="shell" />
        <lib.Outlet />
        <Labelled name="after" />
      </body>
    </html>
  );
  const ShellError = () => {
    const error = lib.useRouteError();
    return (
      <html lang="en">
        <body>
          <Labelled name={lib.isRouteErrorResponse(error) ? `error ${error.status}` : "error"} />
        </body>
      </html>
    );
  };
  const Refused = () => {
    const error = lib.useRouteError();
    return <Labelled name={`refused ${lib.isRouteErrorResponse(error) ? error.status : "?"}`} />;
  };
  const Show = () => {
    const value = lib.useLoaderData() as string;
    const { name } = lib.useParams();
    return (
      <Labelled name={value}>
        <Labelled name={`param ${name}`} />
      </Labelled>
    );
  };
  const Layout = () => (
    <Labelled name="layout">
      <lib.Outlet />
    </Labelled>
  );
  return [
    {
      id: "root",
      path: "/",
      loader: () => "shell",
      Component: Shell,
      ErrorBoundary: ShellError,
      children: [
        { index: true, loader: () => "home", Component: Show },
        { Component: Layout, children: [{ path: "user/:name", loader: () => "user", Component: Show }] },
        {
          id: "admin-only",
          loader: () => Promise.reject(lib.data("Not allowed", { status: 403 })),
          ErrorBoundary: Refused,
          children: [{ path: "admin", loader: () => "admin", Component: Show }],
        },
        { path: "*", loader: () => Promise.reject(lib.data("Not found", { status: 404 })) },
      ],
    },
  ];
}

test("every kind of page renders the markup React Router renders, useId's ids included", async () => {
  for (const path of ["/", "/user/ann", "/admin", "/nowhere"]) {
    const html = await theirs(tableOn(ReactRouter), path);
    expect(html).toContain("<section aria-labelledby=");
    expect(await ours(tableOn(ourLibrary as unknown as Library), path), path).toBe(html);
  }
});
