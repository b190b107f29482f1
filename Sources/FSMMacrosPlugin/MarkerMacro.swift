public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Initial`, `@Final` and `@Composite`: markers that `@StateMachine` reads; they expand to
/// nothing.
public enum MarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
