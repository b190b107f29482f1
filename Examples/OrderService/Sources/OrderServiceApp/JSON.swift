import Foundation

/// JSON as the service writes it: sorted keys, so that equal values are equal text.
enum JSON {
  static func data(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Only the service's own values are encoded: they always encode.
    return try! encoder.encode(value)
  }

  static func string(_ value: some Encodable) -> String {
    String(decoding: data(value), as: UTF8.self)
  }

  /// An object of values that are already JSON objects (`value(_:)`), numbers or strings.
  static func string(_ object: [String: Any]) -> String {
    let data = try! JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  /// An encodable value as a JSON object, to nest in `string(_:)`'s objects.
  static func value(_ value: some Encodable) -> Any {
    try! JSONSerialization.jsonObject(with: data(value), options: [.fragmentsAllowed])
  }

  /// JSON text as an object to nest in `string(_:)`'s objects.
  static func object(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }
}
