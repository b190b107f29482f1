import Foundation
import Hummingbird
import Logging
import OrderMachine
import PostgresNIO
import ServiceLifecycle

// order-service serve [--port 8080] [--name NAME] [--concurrency lock|optimistic]
// order-service migrate
// order-service check --acknowledged FILE
// order-service dot                    (the machine's diagram: `| dot -Tsvg > Order.svg`)
//
// The database is the one libpq's variables name: PGHOST (127.0.0.1), PGPORT (5432),
// PGUSER (postgres), PGPASSWORD, PGDATABASE (orders).

let command = CommandLine.arguments.dropFirst().first ?? "serve"

func option(_ name: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

let environment = ProcessInfo.processInfo.environment
let name = option("--name") ?? "order-service"
var logger = Logger(label: name)
logger.logLevel = environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info

var configuration = PostgresClient.Configuration(
  host: environment["PGHOST"] ?? "127.0.0.1",
  port: environment["PGPORT"].flatMap(Int.init) ?? 5432,
  username: environment["PGUSER"] ?? "postgres",
  password: environment["PGPASSWORD"],
  database: environment["PGDATABASE"] ?? "orders",
  tls: .disable)
configuration.options.maximumConnections = 16
configuration.options.connectTimeout = .seconds(2)
let client = PostgresClient(configuration: configuration, backgroundLogger: logger)

guard let concurrency = Concurrency(rawValue: option("--concurrency") ?? "lock") else {
  print("--concurrency is lock or optimistic")
  exit(2)
}
let store = OrderStore(client: client, logger: logger, process: name, concurrency: concurrency)

/// Runs `work` while the client's connection pool runs.
func withClient<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { await client.run() }
    let result = try await work()
    group.cancelAll()
    return result
  }
}

switch command {
case "dot":
  print(Order.dot)
case "serve":
  let port = option("--port").flatMap(Int.init) ?? 8080
  var app = Application(
    router: makeRouter(store),
    configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: name),
    logger: logger)
  // The workers start once the tables exist.
  let (migrated, migration) = AsyncStream<Void>.makeStream()
  app.addServices(
    client, Worker(after: migrated, TimerWorker(store: store).run),
    Worker(after: migrated, OutboxWorker(store: store).run))
  app.beforeServerStarts {
    try await Schema.migrate(client, logger: logger)
    migration.finish()
  }
  try await app.runService()
case "migrate":
  try await withClient { try await Schema.migrate(client, logger: logger) }
case "check":
  guard let acknowledged = option("--acknowledged") else {
    print("check --acknowledged FILE")
    exit(2)
  }
  let passed = try await withClient {
    var check = Check(store: store)
    return try await check.run(acknowledged: acknowledged)
  }
  exit(passed ? 0 : 1)
default:
  print("usage: order-service serve|migrate|check|dot")
  exit(2)
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
