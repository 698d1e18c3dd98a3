/**
 * The server's first import: unless the environment says otherwise, the libraries run their production
 * builds. Without it `bun src/main.ts` server-renders every page with React's development build, which
 * checks each element's properties as it goes and takes several times as long. (`bun run dev` asks for
 * development; `bun test` sets "test" itself.) A separate module, so that it runs before React is loaded.
 */
process.env.NODE_ENV ??= "production";
