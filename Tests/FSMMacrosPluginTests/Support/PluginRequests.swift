import Foundation

@testable import FSMMacrosPlugin

/// The JSON requests the compiler sends the plugin, written out as it writes them (the key names
/// were read off a real session between swiftc 6.3 and the plugin).
enum Request {
  static let machine = """
    @StateMachine
    enum Door {
      case closed, open
      enum Event { case push, pull }
      static let transitions: [Transition] = [
        .from(.closed, on: .push, to: .open),
        .from(.open, on: .pull, to: .closed),
      ]
    }
    """

  /// A region of a struct of regions, as `@StateMachine` marks it (`RegionMacro`'s requests).
  static let region = """
    @_Region
    enum Radio {
      case on, off
      enum Event { case flip }
      enum Superstate { case active }
      static let transitions: [Transition] = [
        .from(.on, on: .flip, to: .off),
        .from(.off, on: .flip, to: .on),
      ]
    }
    """

  static func syntax(_ kind: String, _ source: String) -> String {
    """
    {"kind":"\(kind)","location":{"column":1,"fileID":"Client/Door.swift",\
    "fileName":"Door.swift","line":1,"offset":0},"source":\(quoted(source))}
    """
  }

  /// An `expandAttachedMacro` request; `fields` are more key-value pairs, as JSON text.
  static func attached(
    role: String,
    declaration: String,
    parent: String? = machine,
    type: String = "StateMachineMacro",
    module: String = "FSMMacrosPlugin",
    fields: [String] = [],
    reversed: Bool = false
  ) -> String {
    var members = [
      #""attributeSyntax":\#(syntax("attribute", "@StateMachine"))"#,
      #""declSyntax":\#(syntax("declaration", declaration))"#,
      #""discriminator":"$s6Client4DoorO1_12StateMachinefMr_""#,
      #""lexicalContext":[\#(syntax("declaration", "@StateMachine\nenum Door {}"))]"#,
      #""macro":{"moduleName":\#(quoted(module)),"name":"StateMachine","typeName":\#(quoted(type))}"#,
      #""macroRole":\#(quoted(role))"#,
    ]
    if let parent { members.append(#""parentDeclSyntax":\#(syntax("declaration", parent))"#) }
    members += fields
    if reversed { members.reverse() }
    return #"{"expandAttachedMacro":{\#(members.joined(separator: ","))}}"#
  }

  static func capability(_ version: Int) -> String {
    #"{"getCapability":{"capability":{"protocolVersion":\#(version)}}}"#
  }

  /// `text` as a JSON string literal: the plugin's Swift string literals are JSON too, for the
  /// characters these requests use.
  static func quoted(_ text: String) -> String { stringLiteral(text) }
}

extension String {
  func replacingFirst(of target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    var result = self
    result.replaceSubrange(range, with: replacement)
    return result
  }
}
