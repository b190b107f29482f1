public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Initial`, `@Final`, `@Composite` and `@Named`: markers that `@StateMachine` reads; they expand to
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
