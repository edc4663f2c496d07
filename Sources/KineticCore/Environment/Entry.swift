/// Creates an environment value: inside `extension EnvironmentValues`, `@Entry var name: Type =
/// default` becomes a property read and written through a private `EnvironmentKey` whose default
/// value is `default`.
///
///     extension EnvironmentValues {
///         @Entry var animationPaused: Bool = false
///     }
///
/// An optional type may leave out the default (`nil`). The declaration needs `var`, an explicit
/// type and one variable; anything else is a compile error that says what to write.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "KineticMacros", type: "EntryMacro")
