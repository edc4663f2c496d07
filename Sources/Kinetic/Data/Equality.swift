/// Compares values of a type that may or may not be `Equatable` (a `@State` value, a preference),
/// deciding which once, when made: a dynamic `as? any Equatable` cast for every comparison cost
/// about 67,000 instructions here (Swift 6.3's conformance lookup), once a tap in the 1,000-row tree.
package struct Equality<Value> {
    private let equals: ((Value, Value) -> Bool)?

    package init() {
        equals = (Value.self as? any Equatable.Type).map { Self.comparison($0) }
    }

    /// `==` of `E`, which is `Value` (opened from `Value.self`).
    private static func comparison<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
        { unsafeBitCast($0, to: E.self) == unsafeBitCast($1, to: E.self) }
    }

    /// Whether `a` equals `b`; values of a type that is not `Equatable` are never equal.
    package func callAsFunction(_ a: Value, _ b: Value) -> Bool { equals?(a, b) ?? false }
}
