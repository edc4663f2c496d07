import Foundation

/// A fixed-size frame: `frame(width:height:alignment:)`.
public struct _FrameLayout: PrimitiveModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    package typealias Effect = FrameEffect
}

package final class FrameEffect: ModifierEffectBase, ModifierEffect {
    package static var leavesContextAlone: Bool { true }
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment
    var warned = false

    package init(modifier: _FrameLayout, node: ViewNode, context: inout UpdateContext) {
        width = modifier.width; height = modifier.height; alignment = modifier.alignment
    }

    package func update(modifier: _FrameLayout, node: ViewNode, context: inout UpdateContext) {
        if width != modifier.width || height != modifier.height || alignment != modifier.alignment { node.invalidateLayout() }
        width = modifier.width; height = modifier.height; alignment = modifier.alignment
    }

    package func updateAfterContent(modifier: _FrameLayout, node: ViewNode, context: inout UpdateContext) {
        width = validated(width, node: node); height = validated(height, node: node)
    }

    private func validated(_ value: CGFloat?, node: ViewNode) -> CGFloat? {
        guard let value else { return nil }
        if value.isFinite && value > 0 { return value }
        if !warned {
            warned = true
            let name = node.children.first?.debugName ?? "view"
            if value == 0 {
                reportIssue("frame(width:height:) of zero size on \(name): the view is laid out but not visible", in: node.graph)
            } else {
                reportIssue("Invalid frame dimension (negative or non-finite: \(value)) on \(name); using 0", in: node.graph)
            }
        }
        return 0
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = content.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    package override func place(in rect: CGRect, content: ViewNode, node: ViewNode) {
        let child = content.sizeThatFits(ProposedViewSize(rect.size))
        content.place(in: CGRect(origin: alignment.origin(of: child, in: rect), size: child))
    }
    package override var isLayoutNeutral: Bool { false }
}

/// A flexible frame: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct _FlexFrameLayout: PrimitiveModifier {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    package typealias Effect = FlexFrameEffect
}

package final class FlexFrameEffect: ModifierEffectBase, ModifierEffect {
    var frame: _FlexFrameLayout
    var warned = false

    package init(modifier: _FlexFrameLayout, node: ViewNode, context: inout UpdateContext) { frame = modifier }

    package func update(modifier: _FlexFrameLayout, node: ViewNode, context: inout UpdateContext) {
        if !Self.same(frame, modifier) { node.invalidateLayout() }
        frame = modifier
    }

    package func updateAfterContent(modifier: _FlexFrameLayout, node: ViewNode, context: inout UpdateContext) {
        let values = [frame.minWidth, frame.idealWidth, frame.maxWidth, frame.minHeight, frame.idealHeight, frame.maxHeight]
        if !warned, values.contains(where: { $0.map { $0.isNaN || $0 < 0 } ?? false }) {
            warned = true
            reportIssue("Invalid frame dimension (negative or NaN) on \(node.children.first?.debugName ?? "view"); ignoring it", in: node.graph)
        }
        if let minW = frame.minWidth, let maxW = frame.maxWidth, minW > maxW, !warned {
            warned = true
            reportIssue("Contradictory frame constraints (minWidth > maxWidth) on \(node.children.first?.debugName ?? "view")", in: node.graph)
        }
    }

    private static func same(_ a: _FlexFrameLayout, _ b: _FlexFrameLayout) -> Bool {
        a.minWidth == b.minWidth && a.idealWidth == b.idealWidth && a.maxWidth == b.maxWidth && a.minHeight == b.minHeight
            && a.idealHeight == b.idealHeight && a.maxHeight == b.maxHeight && a.alignment == b.alignment
    }

    private static func clean(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isNaN || $0 < 0 ? nil : $0 } }

    private func dimension(proposed: CGFloat?, child: CGFloat, min lo: CGFloat?, ideal: CGFloat?, max hi: CGFloat?) -> CGFloat {
        let lo = Self.clean(lo), hi = Self.clean(hi), ideal = Self.clean(ideal)
        if lo == nil && hi == nil { return proposed == nil ? (ideal ?? child) : child }
        var value = proposed ?? ideal ?? child
        let lower = lo ?? Swift.min(child, hi ?? child)
        let upper = Swift.max(lower, hi ?? Swift.max(child, lower))
        value = Swift.min(Swift.max(value, lower), upper)
        return value
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func clamp(_ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
            guard var p = p ?? Self.clean(ideal) else { return nil }
            if let lo = Self.clean(lo) { p = Swift.max(p, lo) }
            if let hi = Self.clean(hi) { p = Swift.min(p, hi) }
            return p
        }
        return ProposedViewSize(width: clamp(proposal.width, frame.minWidth, frame.idealWidth, frame.maxWidth),
                                height: clamp(proposal.height, frame.minHeight, frame.idealHeight, frame.maxHeight))
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let child = content.sizeThatFits(childProposal(proposal))
        return CGSize(width: dimension(proposed: proposal.width, child: child.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
                      height: dimension(proposed: proposal.height, child: child.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
    }

    package override func place(in rect: CGRect, content: ViewNode, node: ViewNode) {
        let child = content.sizeThatFits(childProposal(ProposedViewSize(rect.size)))
        content.place(in: CGRect(origin: frame.alignment.origin(of: child, in: rect), size: child))
    }
    package override var isLayoutNeutral: Bool { false }
}

/// Pads the modified view.
public struct _PaddingLayout: PrimitiveModifier {
    let insets: EdgeInsets
    package typealias Effect = PaddingEffect
}

package final class PaddingEffect: ModifierEffectBase, ModifierEffect {
    var insets: EdgeInsets
    package init(modifier: _PaddingLayout, node: ViewNode, context: inout UpdateContext) { insets = modifier.insets }
    package func update(modifier: _PaddingLayout, node: ViewNode, context: inout UpdateContext) {
        if insets != modifier.insets { insets = modifier.insets; node.invalidateLayout() }
    }
    package override func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        let child = content.sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - h) }, height: proposal.height.map { max(0, $0 - v) }))
        return CGSize(width: child.width + h, height: child.height + v)
    }
    package override func place(in rect: CGRect, content: ViewNode, node: ViewNode) {
        content.place(in: CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                                 width: max(0, rect.width - insets.leading - insets.trailing),
                                 height: max(0, rect.height - insets.top - insets.bottom)))
    }
    package override var isLayoutNeutral: Bool { false }
}

/// Layers a secondary view behind (background) or in front of (overlay) the modified view, sized like it.
public struct _SecondaryLayerModifier<Layer: View>: PrimitiveModifier {
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool
    package typealias Effect = SecondaryLayerEffect<Layer>
}

package final class SecondaryLayerEffect<Layer: View>: ModifierEffectBase, ModifierEffect {
    var alignment: Alignment
    let isBackground: Bool
    package init(modifier: _SecondaryLayerModifier<Layer>, node: ViewNode, context: inout UpdateContext) {
        alignment = modifier.alignment; isBackground = modifier.isBackground
    }
    package func update(modifier: _SecondaryLayerModifier<Layer>, node: ViewNode, context: inout UpdateContext) {
        if alignment != modifier.alignment { node.invalidateLayout() }
        alignment = modifier.alignment
    }
    package func updateAfterContent(modifier: _SecondaryLayerModifier<Layer>, node: ViewNode, context: inout UpdateContext) {
        if node.children.count < 2 { node.children.append(makeNode(modifier.layer, parent: node, context: &context)) }
        else { updateNode(node.children[1], with: modifier.layer, context: &context) }
    }
    package override func place(in rect: CGRect, content: ViewNode, node: ViewNode) {
        content.place(in: rect)
        let layer = node.children[1]
        let size = layer.sizeThatFits(ProposedViewSize(rect.size))
        layer.place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
    }
    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        if isBackground { node.children[1].render(&renderer); content.render(&renderer) }
        else { content.render(&renderer); node.children[1].render(&renderer) }
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
    /// Adds an equal padding amount to specific edges of this view.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return modifier(_PaddingLayout(insets: EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
    }
    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Adds the given insets to this view.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }
    /// Layers the given view behind this view.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        modifier(_SecondaryLayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }
    /// Layers a view behind this view.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(layer: background, alignment: alignment, isBackground: true))
    }
    /// Sets the view's background to a colour.
    public func background(_ color: Color) -> some View {
        modifier(_SecondaryLayerModifier(layer: color, alignment: .center, isBackground: true))
    }
    /// Sets the view's background to a style.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_SecondaryLayerModifier(layer: Rectangle().fill(style), alignment: .center, isBackground: true))
    }
    /// Layers the views that you specify in front of this view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        modifier(_SecondaryLayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }
    /// Layers a secondary view in front of this view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }
    /// Adds a border to this view with the specified style and width.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
