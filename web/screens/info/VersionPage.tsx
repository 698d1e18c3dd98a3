import { useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { apiOf } from "../../api/context.ts";
import { version } from "../../../shared/api/system.ts";
import { useDocumentData } from "../../document.tsx";
import { InfoPage } from "./InfoPage.tsx";

export async function loader({ context }: LoaderFunctionArgs) {
  return apiOf(context).call(version);
}

/** The build's content hash, taken from the entry script's hashed name (entry.client-<hash>.js). */
function clientBuild(entry: string): string {
  return entry.match(/-([a-z0-9]+)\.js$/)?.[1] ?? entry;
}

export function Component() {
  const { version } = useLoaderData<typeof loader>();
  const { assets } = useDocumentData();
  return (
    <InfoPage
      title="Version"
      lead="Which release of Virtual Worlds you are using. Support may ask for these when you report a problem."
    >
      <dl className="version-list">
        <dt>Server version</dt>
        <dd data-testid="server-version">{version}</dd>
        <dt>Client build</dt>
        <dd data-testid="client-build">{clientBuild(assets.entry)}</dd>
      </dl>
      <section>
        <h2>What these mean</h2>
        <p>
          The server version is the release answering your requests right now. The client build identifies the code
          running in your browser; it changes with every release. If you reported a problem and were asked to reload, a
          new client build here confirms that you now have the latest code.
        </p>
      </section>
    </InfoPage>
  );
}
