import { createTestApp, ADMIN, CUSTOMER, EMPLOYEE, TENANT, type TestApp } from './app.ts';

export interface RunningServer {
  url: string;
  app: TestApp;
  logins: {
    admin: typeof ADMIN;
    customer: typeof CUSTOMER;
    employee: typeof EMPLOYEE;
    tenant: typeof TENANT;
  };
  close(): Promise<void>;
}

/** The real server with the built web app on a random loopback port, fresh database and demo data. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { demoStatements?: boolean } = {},
): Promise<RunningServer> {
  const app = await createTestApp(env, options);
  // createTestApp builds without the web app; browser tests need it, so build a serving instance.
  await app.app.close();
  const { buildApp } = await import('../../src/server/app.ts');
  const web = await buildApp(app.ctx, { serveWeb: true });
  const address = await web.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    logins: { admin: ADMIN, customer: CUSTOMER, employee: EMPLOYEE, tenant: TENANT },
    async close() {
      await web.close();
      await app.ctx.jobs.stop();
      await app.ctx.billing.destroy();
      await app.ctx.pdfs.destroy();
      await app.database.close();
      await app.dropDatabase();
    },
  };
}
