import Foundation
import Hummingbird
import Logging
import OrderMachine
import OrderServiceApp
import PostgresNIO

// order-service serve [--port 8080] [--name NAME] [--concurrency lock|optimistic]
// order-service migrate
// order-service check --acknowledged FILE
// order-service dot                    (the machine's diagram: `| dot -Tsvg > Order.svg`)
//
// The database is the one libpq's variables name: PGHOST (127.0.0.1), PGPORT (5432),
// PGUSER (postgres), PGPASSWORD, PGDATABASE (orders).

func option(_ name: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

/// The service's arguments, from the command's options and the environment.
struct CommandArguments: AppArguments {
  var hostname = "127.0.0.1"
  var port = option("--port").flatMap(Int.init) ?? 8080
  var name = option("--name") ?? "order-service"
  var concurrency: Concurrency
  var database = databaseConfiguration(ProcessInfo.processInfo.environment)
  var logLevel =
    ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
}

guard let concurrency = Concurrency(rawValue: option("--concurrency") ?? "lock") else {
  print("--concurrency is lock or optimistic")
  exit(2)
}
let arguments = CommandArguments(concurrency: concurrency)

switch CommandLine.arguments.dropFirst().first ?? "serve" {
case "dot":
  print(Order.dot)
case "serve":
  try await buildApplication(arguments).runService()
case "migrate":
  try await migrateDatabase(arguments)
case "check":
  guard let acknowledged = option("--acknowledged") else {
    print("check --acknowledged FILE")
    exit(2)
  }
  exit(try await checkDatabase(arguments, acknowledged: acknowledged) ? 0 : 1)
default:
  print("usage: order-service serve|migrate|check|dot")
  exit(2)
}
