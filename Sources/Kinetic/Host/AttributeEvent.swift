import Foundation

/// Something that happened to an animatable attribute of the scene graph, as its subscribers
/// (inspectors, recorders) receive it.
public struct AttributeEvent: Equatable, Sendable {
    /// What happened.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// The attribute was at rest and started animating.
        case started
        /// A new animation took over the running one, inheriting its state (springs).
        case merged
        /// A new animation runs on top of the running ones, their effects added up.
        case combined
        /// Its animations finished: it rests on its model value.
        case completed
        /// It left the graph (its view was removed).
        case removed
        /// It took a new value at once, outside a frame, without animation.
        case jump

        /// The kind of event an animator change makes; nil for `.unchanged`.
        /// - Parameter change: What a new model value did to the attribute's animator.
        public init?(_ change: AnimatorChange) {
            switch change {
            case .unchanged: return nil
            case .immediate: self = .jump
            case .started: self = .started
            case .merged: self = .merged
            case .combined: self = .combined
            }
        }
    }

    /// What happened.
    public var kind: Kind
    /// The attribute (``AttributeFrameSample/attribute``, ``AttributeSample/id``).
    public var attribute: Int
    /// The attribute and its view as a person reads them (`🐶 · scaleEffect`).
    public var name: AttributeName
    /// The host time of the update or frame.
    public var time: TimeInterval
    /// The transaction's animation, described (`spring(duration: 0.5, bounce: 0.3)`), for
    /// started, merged and combined; nil otherwise.
    public var animation: String?
    /// The value drawn just before a started, merged, combined or jump change, as components;
    /// empty for completed and removed.
    public var shown: [Double]
    /// The new model value of a started, merged, combined or jump change, as components; empty
    /// for completed and removed.
    public var model: [Double]

    /// Creates an event.
    /// - Parameters:
    ///   - kind: What happened.
    ///   - attribute: The attribute's id.
    ///   - name: The attribute and its view, named for a person.
    ///   - time: The host time.
    ///   - animation: The transaction's animation, described.
    ///   - shown: The value drawn before the change, as components.
    ///   - model: The new model value, as components.
    public init(kind: Kind, attribute: Int, name: AttributeName, time: TimeInterval, animation: String? = nil,
                shown: [Double] = [], model: [Double] = []) {
        self.kind = kind
        self.attribute = attribute
        self.name = name
        self.time = time
        self.animation = animation
        self.shown = shown
        self.model = model
    }
}

/// An animatable attribute named as a person reads it: its view (`🐶`, `Card`) and the modifier
/// it belongs to (`scaleEffect`).
public struct AttributeName: Hashable, Sendable, CustomStringConvertible {
    /// The view: the nearest test id, else the text, emoji or image drawn inside it, else the
    /// name of the view type (without generic arguments) that contains it.
    public var view: String
    /// The attribute: the modifier's name (`offset`, `scaleEffect`, `rotationEffect`, `opacity`,
    /// `shadow`, …), `frame` or `color` of a drawn view, `animatableData` of a custom view, or a
    /// phase or keyframe animator's clock (``phaseClock``, ``keyframeTime``).
    public var attribute: String

    /// Where the view's name came from: a test id the user gave it, a label drawn inside it, or
    /// only the type of the view around it; or the view is part of a control Kinetic draws (a
    /// toggle's knob). Not part of the name's identity.
    package var source = Source.label

    /// Where a view's name came from (``source``).
    package enum Source: Sendable { case testID, label, type, control }
    /// The kind whose component names and units the value reads in when the attribute is named
    /// after the user's property (a keyframe track of an `Angle`: a rotation's). Not part of the
    /// name's identity.
    package var valueKind: String?
    /// The attribute belongs to content whose values are plotted by the names the code gives them
    /// (a modifier inside a keyframe animator, driven by its tracks): it moves along with them.
    /// Not part of the name's identity.
    package var followsNamedValues = false

    /// Creates a name.
    /// - Parameters:
    ///   - view: The view's name.
    ///   - attribute: The attribute's name.
    public init(view: String, attribute: String) {
        self.view = view
        self.attribute = attribute
    }

    /// Names are equal when their views and attributes are (``source`` is not compared).
    public static func == (lhs: AttributeName, rhs: AttributeName) -> Bool {
        lhs.view == rhs.view && lhs.attribute == rhs.attribute
    }

    /// Hashes the view and the attribute, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(view)
        hasher.combine(attribute)
    }

    /// `view · attribute`.
    public var description: String { "\(view) · \(attribute)" }

    /// The attribute of a drawn view's laid-out frame (and of the frame an effect tracks for its anchor).
    package static let frame = "frame"
    /// The attribute of a phase animator's step clock (it counts the phases; the values the
    /// animator drives are attributes of their own).
    package static let phaseClock = "phase clock"
    /// The attribute of a keyframe animator's clock: the time into the run, in seconds.
    package static let keyframeTime = "keyframe time"

    /// The attribute without the number a repeated modifier gets (`scaleEffect` for `scaleEffect 2`).
    package var kind: String {
        if let valueKind { return valueKind }
        guard let space = attribute.lastIndex(of: " "), attribute[attribute.index(after: space)...].allSatisfy(\.isNumber),
              space < attribute.index(before: attribute.endIndex) else { return attribute }
        return String(attribute[..<space])
    }

    /// Whether it moves along with what an interaction animated rather than being what it
    /// animated: a laid-out frame, a phase or keyframe animator's clock, or a modifier a keyframe
    /// animator's tracks drive (``followsNamedValues``).
    package var followsAlong: Bool {
        followsNamedValues || attribute == Self.frame || attribute == Self.phaseClock || attribute == Self.keyframeTime
    }

    /// How much an inspector following a click cares about it, 0 most: an effect on one of the
    /// user's views; then a view coming or going (its transition: the travel of a matched
    /// geometry comes first) or the frame of a view the user named with a test id (the truck a
    /// toggle moves); then an effect inside a control Kinetic draws (the toggle's knob); last, any
    /// other frame (a caption reflowing), an animator's clock and the modifiers a keyframe
    /// animator's tracks drive (the tracks, named by their key paths, come first).
    package var followRank: Int {
        switch (followsAlong, source) {
        case (false, .control): return 2
        case (false, _) where kind.hasPrefix("transition"): return 1
        case (false, _): return 0
        case (true, .testID) where attribute == Self.frame: return 1
        default: return 3
        }
    }
}
