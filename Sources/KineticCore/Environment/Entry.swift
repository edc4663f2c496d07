/// Creates an environment value: inside `extension EnvironmentValues`, `@Entry var name: Type =
/// default` becomes a property read and written through a private `EnvironmentKey` whose default
/// value is `default`.
///
///     extension EnvironmentValues {
///         @Entry var animationPaused: Bool = false
///     }
///
/// As with SwiftUI's macro, the type may be left to inference (`@Entry var count = 0`; that default
/// is then evaluated once and, in the Swift 6 language mode, its type must be `Sendable`), an
/// optional type may leave out the default (`nil`), and the declaration may carry attributes,
/// `#if` around them, generic and function types, and any expression as its default. It needs
/// `var` and one variable; anything else is a compile error that says what to write.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "KineticMacros", type: "EntryMacro")
