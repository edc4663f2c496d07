import Foundation

/// Where an `@Environment` property finds the environment of its view's node.
final class EnvironmentBox {
    var values: EnvironmentValues?
    weak var owner: DynamicPropertyOwner?
}

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// @Environment(\.font) private var font
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty, DynamicPropertyLink {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The current value of the environment property (read on the main actor, from the view's node).
    @MainActor @preconcurrency public var wrappedValue: Value {
        if let values = box.values ?? box.owner?.environment { return values[keyPath: keyPath] }
        reportIssue("Accessing Environment<\(Value.self)>'s value outside of being installed on a View; using the default")
        return EnvironmentValues()[keyPath: keyPath]
    }

    @MainActor package func link(to owner: DynamicPropertyOwner, index: inout Int) {
        box.owner = owner
        box.values = owner.environment
    }
}

/// The environment modifier: writes `value` at `keyPath` for the modified view's subtree.
public struct _EnvironmentKeyWritingModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    package typealias Effect = EnvironmentWritingEffect<Value>
}

package final class EnvironmentWritingEffect<Value>: ModifierEffectBase, ModifierEffect {
    package init(modifier: _EnvironmentKeyWritingModifier<Value>, node: ViewNode, context: inout UpdateContext) {}
    package func update(modifier: _EnvironmentKeyWritingModifier<Value>, node: ViewNode, context: inout UpdateContext) {
        context.environment[keyPath: modifier.keyPath] = modifier.value
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}

// MARK: Keys the view layer defines

private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The foreground colour for text and shapes filled with the foreground style (nil: primary).
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
    /// The foreground colour resolved, primary when none is set. Non-generic, so that the generic
    /// nodes reading it do not look up `Optional<Color>` metadata at run time on every update.
    package var resolvedForegroundColor: Color.Resolved { (foregroundColor ?? .primary).resolved }
    /// The default font of text in the view.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// Whether interaction is enabled.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
