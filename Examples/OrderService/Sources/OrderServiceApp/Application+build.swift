import Hummingbird
import Logging
import PostgresNIO
import ServiceLifecycle

/// What the service is started with: where it listens, its name, how requests for one order are
/// kept apart, and its database. The `serve` command reads them from its options and libpq's
/// variables; a test gives its own.
public protocol AppArguments: Sendable {
  /// The address to listen on (the tests' `.router` framework does not listen).
  var hostname: String { get }
  var port: Int { get }
  /// The process's name, written with each step (the fault test kills one of two).
  var name: String { get }
  /// `lock` (the default) or `optimistic`.
  var concurrency: Concurrency { get }
  /// The PostgreSQL database the orders are kept in.
  var database: PostgresClient.Configuration { get }
  var logLevel: Logger.Level { get }
  /// Whether the timer and outbox workers run (by default they do; a test that counts a
  /// request's statements on the server turns them off).
  var runsWorkers: Bool { get }
}

extension AppArguments {
  public var runsWorkers: Bool { true }
}

/// The service: the routes, the database client, the timer and outbox workers (which start
/// once the tables exist), and the tables' migration before the server starts. Run it with
/// `runService()`; test it with HummingbirdTesting's `test(.router)`.
public func buildApplication(_ arguments: some AppArguments) async throws
  -> some ApplicationProtocol
{
  let logger = {
    var logger = Logger(label: arguments.name)
    logger.logLevel = arguments.logLevel
    return logger
  }()
  let client = PostgresClient(configuration: arguments.database, backgroundLogger: logger)
  let store = OrderStore(
    client: client, logger: logger, process: arguments.name, concurrency: arguments.concurrency)
  var app = Application(
    router: makeRouter(store),
    configuration: .init(
      address: .hostname(arguments.hostname, port: arguments.port), serverName: arguments.name),
    logger: logger)
  let (migrated, migration) = AsyncStream<Void>.makeStream()
  app.addServices(client)
  if arguments.runsWorkers {
    app.addServices(
      Worker(after: migrated, TimerWorker(store: store).run),
      Worker(after: migrated, OutboxWorker(store: store).run))
  }
  app.beforeServerStarts {
    try await Schema.migrate(client, logger: logger)
    migration.finish()
  }
  return app
}

/// The database's configuration from libpq's variables: PGHOST (127.0.0.1), PGPORT (5432),
/// PGUSER (postgres), PGPASSWORD, PGDATABASE (orders).
public func databaseConfiguration(_ environment: [String: String]) -> PostgresClient.Configuration {
  var configuration = PostgresClient.Configuration(
    host: environment["PGHOST"] ?? "127.0.0.1",
    port: environment["PGPORT"].flatMap(Int.init) ?? 5432,
    username: environment["PGUSER"] ?? "postgres",
    password: environment["PGPASSWORD"],
    database: environment["PGDATABASE"] ?? "orders",
    tls: .disable)
  configuration.options.maximumConnections = 16
  configuration.options.connectTimeout = .seconds(2)
  return configuration
}

/// Creates the tables if they do not exist (the `migrate` command).
public func migrateDatabase(_ arguments: some AppArguments) async throws {
  let logger = Logger(label: arguments.name)
  let client = PostgresClient(configuration: arguments.database, backgroundLogger: logger)
  try await withClient(client) { try await Schema.migrate(client, logger: logger) }
}

/// Checks the database after a fault test (the `check` command): whether every order's log,
/// timers and outbox are as they must be, given the answers the clients were acknowledged.
public func checkDatabase(_ arguments: some AppArguments, acknowledged: String) async throws
  -> Bool
{
  let logger = Logger(label: arguments.name)
  let client = PostgresClient(configuration: arguments.database, backgroundLogger: logger)
  let store = OrderStore(
    client: client, logger: logger, process: arguments.name, concurrency: arguments.concurrency)
  return try await withClient(client) {
    var check = Check(store: store)
    return try await check.run(acknowledged: acknowledged)
  }
}

/// Runs `work` while `client`'s connection pool runs.
func withClient<T: Sendable>(
  _ client: PostgresClient, _ work: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { await client.run() }
    let result = try await work()
    group.cancelAll()
    return result
  }
}

/// A loop that starts when `start` finishes, and runs until the service shuts down.
struct Worker: Service {
  let start: AsyncStream<Void>
  let loop: @Sendable () async -> Void
  init(after start: AsyncStream<Void>, _ loop: @escaping @Sendable () async -> Void) {
    self.start = start
    self.loop = loop
  }
  func run() async throws {
    await cancelWhenGracefulShutdown {
      for await _ in start {}
      await loop()
    }
  }
}
