import Foundation

// Effects whose parameters are animatable attributes (SPEC §9): each is an `AnimatedValue` in the
// modifier's node, set with the transaction at that position; frames only read presentation values.

/// Offsets the modified view.
public struct _OffsetEffect: PrimitiveModifier {
    public var offset: CGSize
    package typealias Effect = OffsetEffect
}

package final class OffsetEffect: ModifierEffectBase, ModifierEffect {
    package static var leavesContextAlone: Bool { true }
    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) { body("offset", value) }
    let value: AnimatedValue<CGSize.AnimatableData>
    package init(modifier: _OffsetEffect, node: ViewNode, context: inout UpdateContext) {
        value = AnimatedValue.make(modifier.offset.animatableData, owner: node)
    }
    package func update(modifier: _OffsetEffect, node: ViewNode, context: inout UpdateContext) {
        value.set(modifier.offset.animatableData, in: context)
    }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        let offset = value.presentationValue
        renderer.withTransform(.translation(x: offset.first, y: offset.second)) { content.render(&$0) }
    }
    package override func teardown() { value.stop() }
}

/// The frame of an effect's content as an animatable attribute, so anchors follow animated layout.
@MainActor package final class AnimatedFrameTracker {
    private var value: AnimatedValue<CGRect.AnimatableData>?
    private var transaction = Transaction()
    private var stamp = -1

    /// Records the transaction at the effect in an update.
    func visit(_ context: UpdateContext) {
        transaction = context.transaction
        stamp = context.updateCount
    }

    /// Sets the laid-out frame, animating with the transaction the effect saw in this update.
    func place(_ rect: CGRect, node: ViewNode) {
        let graph = node.graph
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        if let value {
            value.set(rect.animatableData, transaction: stamp == graph.updateCount ? transaction : graph.updateTransaction)
        } else {
            value = AnimatedValue.make(rect.animatableData, owner: node)
        }
    }

    /// The frame drawn now.
    func presentation(or frame: CGRect) -> CGRect {
        guard let value else { return frame }
        var rect = CGRect.zero
        rect.animatableData = value.presentationValue
        return rect
    }

    func stop() { value?.stop() }
}

/// Scales the modified view about an anchor. Its animatable data is 4-D: (width, height, anchor x, anchor y).
public struct _ScaleEffect: PrimitiveModifier {
    public var scale: CGSize
    public var anchor: UnitPoint
    package typealias Effect = ScaleEffect
    var data: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> { .init(scale.animatableData, anchor.animatableData) }
}

package final class ScaleEffect: ModifierEffectBase, ModifierEffect {
    package static var leavesContextAlone: Bool { true }
    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) { body("scaleEffect", value) }
    let frame = AnimatedFrameTracker()
    let value: AnimatedValue<AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>
    package init(modifier: _ScaleEffect, node: ViewNode, context: inout UpdateContext) {
        value = AnimatedValue.make(modifier.data, owner: node)
    }
    package func update(modifier: _ScaleEffect, node: ViewNode, context: inout UpdateContext) {
        frame.visit(context)
        value.set(modifier.data, in: context)
    }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        var scale = CGSize.zero, anchor = UnitPoint.zero
        scale.animatableData = value.presentationValue.first
        anchor.animatableData = value.presentationValue.second
        let rect = frame.presentation(or: node.frame)
        let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        renderer.withTransform(.scale(x: scale.width, y: scale.height, about: point)) { content.render(&$0) }
    }
    package override func place(in rect: CGRect, content: ViewNode, node: ViewNode) {
        content.place(in: rect)
        frame.place(rect, node: node)
    }
    package override func teardown() { value.stop(); frame.stop() }
}

/// Rotates the modified view about an anchor.
public struct _RotationEffect: PrimitiveModifier {
    public var angle: Angle
    public var anchor: UnitPoint
    package typealias Effect = RotationEffect
    var data: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> { .init(angle.animatableData, anchor.animatableData) }
}

package final class RotationEffect: ModifierEffectBase, ModifierEffect {
    package static var leavesContextAlone: Bool { true }
    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) { body("rotationEffect", value) }
    let frame = AnimatedFrameTracker()
    let value: AnimatedValue<AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>>
    package init(modifier: _RotationEffect, node: ViewNode, context: inout UpdateContext) {
        value = AnimatedValue.make(modifier.data, owner: node)
    }
    package func update(modifier: _RotationEffect, node: ViewNode, context: inout UpdateContext) {
        frame.visit(context)
        value.set(modifier.data, in: context)
    }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        var angle = Angle.zero, anchor = UnitPoint.zero
        angle.animatableData = value.presentationValue.first
        anchor.animatableData = value.presentationValue.second
        let rect = frame.presentation(or: node.frame)
        let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        renderer.withTransform(.rotation(angle, about: point)) { content.render(&$0) }
    }
    package override func place(in rect: CGRect, content: ViewNode, node: ViewNode) {
        content.place(in: rect)
        frame.place(rect, node: node)
    }
    package override func teardown() { value.stop(); frame.stop() }
}

/// Sets the transparency of the modified view.
public struct _OpacityEffect: PrimitiveModifier {
    public var opacity: Double
    package typealias Effect = OpacityEffect
}

package final class OpacityEffect: ModifierEffectBase, ModifierEffect {
    package static var leavesContextAlone: Bool { true }
    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) { body("opacity", value) }
    let value: AnimatedValue<Double>
    package init(modifier: _OpacityEffect, node: ViewNode, context: inout UpdateContext) {
        value = AnimatedValue.make(modifier.opacity, owner: node)
    }
    package func update(modifier: _OpacityEffect, node: ViewNode, context: inout UpdateContext) {
        value.set(modifier.opacity, in: context)
    }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        let saved = renderer.opacity
        renderer.opacity *= min(1, max(0, value.presentationValue))
        content.render(&renderer)
        renderer.opacity = saved
    }
    package override func teardown() { value.stop() }
}

/// Adds a shadow to the modified view.
public struct _ShadowEffect: PrimitiveModifier {
    public var color: Color
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat
    package typealias Effect = ShadowEffect
    var data: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> { .init(radius, .init(x, y)) }
}

package final class ShadowEffect: ModifierEffectBase, ModifierEffect {
    package static var leavesContextAlone: Bool { true }
    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) { body("shadow", geometry); body("shadowColor", color) }
    let geometry: AnimatedValue<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
    let color: AnimatedValue<ColorData>
    package init(modifier: _ShadowEffect, node: ViewNode, context: inout UpdateContext) {
        geometry = AnimatedValue.make(modifier.data, owner: node)
        color = AnimatedValue.make(modifier.color.resolved.data, owner: node)
    }
    package func update(modifier: _ShadowEffect, node: ViewNode, context: inout UpdateContext) {
        geometry.set(modifier.data, in: context)
        color.set(modifier.color.resolved.data, in: context)
    }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        let saved = renderer.shadow
        let g = geometry.presentationValue
        renderer.shadow = DisplayShadow(color: Color.Resolved(data: color.presentationValue), radius: g.first, x: g.second.first, y: g.second.second)
        content.render(&renderer)
        renderer.shadow = saved
    }
    package override func teardown() { geometry.stop(); color.stop() }
}

extension View {
    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(_OffsetEffect(offset: CGSize(width: x, height: y))) }
    /// Scales this view's rendered output by the given vertical and horizontal size amounts, relative to an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { modifier(_ScaleEffect(scale: scale, anchor: anchor)) }
    /// Scales this view's rendered output by the given amount in both the horizontal and vertical directions, relative to an anchor point.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { modifier(_ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor)) }
    /// Scales this view's rendered output by the given horizontal and vertical amounts, relative to an anchor point.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor)) }
    /// Rotates a view's rendered output in two dimensions around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { modifier(_RotationEffect(angle: angle, anchor: anchor)) }
    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View { modifier(_OpacityEffect(opacity: opacity)) }
    /// Adds a shadow to this view.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
    }
}

/// Blurs the modified view.
public struct _BlurEffect: PrimitiveModifier {
    public var radius: CGFloat
    package typealias Effect = BlurEffect
}

package final class BlurEffect: ModifierEffectBase, ModifierEffect {
    let value: AnimatedValue<CGFloat>
    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) { body("blur", value) }
    package init(modifier: _BlurEffect, node: ViewNode, context: inout UpdateContext) {
        value = AnimatedValue.make(modifier.radius, owner: node)
    }
    package func update(modifier: _BlurEffect, node: ViewNode, context: inout UpdateContext) {
        value.set(modifier.radius, in: context)
    }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        let saved = renderer.blurRadius
        renderer.blurRadius += max(0, value.presentationValue)
        content.render(&renderer)
        renderer.blurRadius = saved
    }
    package override func teardown() { value.stop() }
}

extension View {
    /// Applies a Gaussian blur to this view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(_BlurEffect(radius: radius)) }
}
