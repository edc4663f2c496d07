import Foundation

/// How a ``Picker`` presents its options; set with ``View/pickerStyle(_:)``.
public protocol PickerStyle {
    /// The presentation Kinetic draws for this style.
    var _kind: _PickerKind { get }
}

/// The presentations Kinetic draws.
public enum _PickerKind: Hashable, Sendable {
    /// A row showing the selection; a tap unfolds the options below it (iOS's menu in a form).
    case menu
    /// Side-by-side segments.
    case segmented
    /// Every option as a row, the selected one checked.
    case inline
}

/// The default picker style: a menu.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the default style.
    public init() {}
    public var _kind: _PickerKind { .menu }
}
/// A picker style that presents the options in a menu (a row that unfolds them).
public struct MenuPickerStyle: PickerStyle {
    /// Creates the menu style.
    public init() {}
    public var _kind: _PickerKind { .menu }
}
/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the segmented style.
    public init() {}
    public var _kind: _PickerKind { .segmented }
}
/// A picker style where each option is displayed inline with other views in the current container.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the inline style.
    public init() {}
    public var _kind: _PickerKind { .inline }
}
/// A picker style that presents the options in a scrollable wheel (drawn inline in Kinetic).
public struct WheelPickerStyle: PickerStyle {
    /// Creates the wheel style.
    public init() {}
    public var _kind: _PickerKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style where each option is displayed inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

private struct PickerKindKey: EnvironmentKey { static let defaultValue = _PickerKind.menu }

/// What a tagged option inside a picker needs: how it is drawn, whether it is selected, how to select it.
struct PickerOptionContext {
    enum Role: Equatable { case segment, collapsed, row }
    var role: Role
    var selection: AnyHashable
    var select: (AnyHashable) -> Void
}

private struct PickerOptionKey: EnvironmentKey { static var defaultValue: PickerOptionContext? { nil } }

extension EnvironmentValues {
    var pickerKind: _PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
    var pickerOption: PickerOptionContext? {
        get { self[PickerOptionKey.self] }
        set { self[PickerOptionKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    /// - Parameter style: `.segmented`, `.menu`, `.inline`, `.wheel` or `.automatic`.
    /// - Returns: A view whose pickers use `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerKind, style._kind) }

    /// Sets the unique tag value of this view: inside a ``Picker``, the selection value this option stands for.
    /// - Parameter tag: the value (compared with the picker's selection, of the same type).
    /// - Returns: A view tagged with `tag`.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(tag: AnyHashable(tag))) }
}

/// A control for selecting from a set of mutually exclusive values.
///
/// The options are the picker's content views, each identified by its ``View/tag(_:)``
/// (typically `ForEach(values, id: \.self) { Text(…).tag($0) }`). Styles: `.segmented` draws the
/// options side by side, the selected one on a raised white segment; the default (menu) style
/// draws a row with the label and the selected option, and a tap unfolds the options below it;
/// `.inline` lists every option as a row with a check mark on the selected one.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    private let selection: Binding<SelectionValue>
    private let label: Label
    private let content: Content
    @Environment(\.pickerKind) private var kind
    @State private var isExpanded = false

    /// Creates a picker that displays a custom label.
    /// - Parameters:
    ///   - selection: the selected option's tag.
    ///   - content: the options, each with a ``View/tag(_:)``.
    ///   - label: what the picker is for.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

// `@MainActor` on the extension: its helpers are not `View` requirements, so they would not inherit
// `body`'s isolation, and they read the environment, state and bindings.
@MainActor extension Picker: View {
    private func option(_ role: PickerOptionContext.Role, collapse: Binding<Bool>? = nil) -> PickerOptionContext {
        let selection = self.selection
        return PickerOptionContext(role: role, selection: AnyHashable(selection.wrappedValue)) { tag in
            if let value = tag.base as? SelectionValue {
                if value != selection.wrappedValue { selection.wrappedValue = value }
            } else {
                reportIssue("Picker: the tag \(tag) is not a \(SelectionValue.self), the selection's type; ignoring the tap")
            }
            if let collapse { withAnimation(.easeInOut(duration: 0.25)) { collapse.wrappedValue = false } }
        }
    }

    public var body: some View {
        options.modifier(_PickerSelectionCheck(selection: AnyHashable(selection.wrappedValue)))
    }

    @ViewBuilder private var options: some View {
        switch kind {
        case .segmented:
            SegmentsLayout() { content }
                .environment(\.pickerOption, option(.segment))
                .padding(2)
                .background(RoundedRectangle(cornerRadius: 9).fill(ControlStyle.fill))
        case .inline:
            VStack(alignment: .leading, spacing: 0) {
                label
                VStack(alignment: .leading, spacing: 0) { content }.environment(\.pickerOption, option(.row))
            }
        case .menu:
            let expanded = $isExpanded
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    label.layoutPriority(1)
                    HStack(spacing: 6) {
                        HStack(spacing: 0) { content }.environment(\.pickerOption, option(.collapsed))
                        Text(isExpanded ? "▴" : "▾")
                    }
                    .foregroundColor(.secondary)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                }
                .background(ControlStyle.hitArea)
                .onTapGesture { withAnimation(.easeInOut(duration: 0.25)) { expanded.wrappedValue.toggle() } }
                if isExpanded {
                    VStack(alignment: .leading, spacing: 0) { content }
                        .environment(\.pickerOption, option(.row, collapse: expanded))
                        .padding(.top, 8)
                }
            }
        }
    }
}

extension Picker {
    /// Creates a picker that displays a custom label (the older argument order).
    /// - Parameters:
    ///   - selection: the selected option's tag.
    ///   - label: what the picker is for.
    ///   - content: the options, each with a ``View/tag(_:)``.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a string.
    /// - Parameters:
    ///   - title: the label.
    ///   - selection: the selected option's tag.
    ///   - content: the options, each with a ``View/tag(_:)``.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Warns (as SwiftUI does) when no option of the picker is tagged with the selection.
package struct _PickerSelectionCheck: PrimitiveModifier {
    let selection: AnyHashable
    package typealias Effect = PickerSelectionCheckEffect
}

package final class PickerSelectionCheckEffect: ModifierEffectBase, ModifierEffect {
    package init(modifier: _PickerSelectionCheck, node: ViewNode, context: inout UpdateContext) {}
    package func update(modifier: _PickerSelectionCheck, node: ViewNode, context: inout UpdateContext) {}
    package func updateAfterContent(modifier: _PickerSelectionCheck, node: ViewNode, context: inout UpdateContext) {
        var tags: [AnyHashable] = []
        func collect(_ n: ViewNode) {
            if let tag = (n as? EffectNode)?.effect as? TagEffect { tags.append(tag.tag); return }
            for child in n.children where !child.isRemoved { collect(child) }
        }
        collect(node.children[0])
        if !tags.isEmpty && !tags.contains(modifier.selection) {
            reportIssue("Picker: the selection \"\(modifier.selection.base)\" is invalid and does not have an associated tag; no option is shown as selected",
                                in: node.graph)
        }
    }
}

/// Segments of equal width: the widest segment's ideal width each, or an equal share of the
/// width offered.
struct SegmentsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = ideals.map(\.width).max() ?? 0
        let height = ideals.map(\.height).max() ?? 0
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? widest * CGFloat(subviews.count)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

/// `tag(_:)`: an option of a picker. Outside a picker it changes nothing.
public struct _TagModifier: PrimitiveModifier {
    let tag: AnyHashable
    package typealias Effect = TagEffect
}

/// Draws a tagged view as the option its picker asks for: a segment, the collapsed menu's
/// selection (unselected options take no space), or a row with a check mark.
package final class TagEffect: ModifierEffectBase, ModifierEffect {
    var tag: AnyHashable
    var role: PickerOptionContext.Role?
    var isSelected = false
    let handler: TapHandler
    /// How much of the selected-segment highlight is drawn (1 selected, 0 not), cross-fading on changes.
    var highlight: AnimatedValue<Double>?

    /// Room around a segment's title at its ideal width, and the least it keeps when squeezed.
    static let segmentPadding: CGFloat = 12
    static let segmentInset: CGFloat = 4
    static let checkFont = Font.system(.body, weight: .semibold).resolved

    package init(modifier: _TagModifier, node: ViewNode, context: inout UpdateContext) {
        tag = modifier.tag
        handler = TapHandler(count: 1, action: {})
    }

    package func update(modifier: _TagModifier, node: ViewNode, context: inout UpdateContext) {
        tag = modifier.tag
        let option = context.environment.pickerOption
        let newRole = option?.role
        let selected = option.map { $0.selection == modifier.tag } ?? false
        if newRole != role || (newRole == .collapsed && selected != isSelected) { node.invalidateLayout() }
        if newRole != role || selected != isSelected { node.graph.needsRender = true }
        role = newRole
        isSelected = selected
        if newRole == .segment {
            if let highlight {
                // Segments slide their highlight on their own (iOS), unless the change brings an animation.
                var transaction = context.transaction
                if transaction.animation == nil && !transaction.disablesAnimations { transaction.animation = .easeInOut(duration: 0.2) }
                highlight.set(selected ? 1 : 0, transaction: transaction, environment: context.environment)
            } else {
                highlight = AnimatedValue.make(selected ? 1 : 0, owner: node)
            }
        }
        if let option { let tag = modifier.tag; handler.action = { option.select(tag) } } else { handler.action = {} }
        context.environment.pickerOption = nil  // nested pickers start afresh
        if newRole == .segment && context.environment.font == nil {
            context.environment.font = .system(size: 13, weight: .medium)  // iOS's segment titles
        }
    }

    package override var isLayoutNeutral: Bool { role == nil }

    package override func forEachAttribute(_ body: (String, AnimatedAttribute) -> Void) {
        if let highlight { body("segmentHighlight", highlight) }
    }

    package override func teardown() { highlight?.stop() }

    package override func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        switch role {
        case nil:
            return content.sizeThatFits(proposal)
        case .segment:
            let pad = Self.segmentPadding
            let inner = content.sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * Self.segmentInset) }, height: nil))
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? inner.width + 2 * pad
            return CGSize(width: width, height: max(28, inner.height + 8))
        case .collapsed:
            return isSelected ? content.sizeThatFits(proposal) : .zero
        case .row:
            let check = TextMetrics.size(of: "✓", font: Self.checkFont, width: nil).width + 12
            let inner = content.sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - check) }, height: nil))
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? inner.width + check
            return CGSize(width: width, height: max(36, inner.height + 16))
        }
    }

    package override func place(in rect: CGRect, content: ViewNode, node: ViewNode) {
        switch role {
        case nil:
            content.place(in: rect)
        case .segment:
            let inner = content.sizeThatFits(ProposedViewSize(width: max(0, rect.width - 2 * Self.segmentInset), height: nil))
            content.place(in: CGRect(x: (rect.midX - inner.width / 2).rounded(), y: (rect.midY - inner.height / 2).rounded(),
                                     width: inner.width, height: inner.height))
        case .collapsed:
            content.place(in: isSelected ? rect : CGRect(origin: rect.origin, size: .zero))
        case .row:
            let check = TextMetrics.size(of: "✓", font: Self.checkFont, width: nil).width + 12
            let inner = content.sizeThatFits(ProposedViewSize(width: max(0, rect.width - check), height: nil))
            content.place(in: CGRect(x: rect.minX, y: (rect.midY - inner.height / 2).rounded(), width: inner.width, height: inner.height))
        }
    }

    package override func render(_ renderer: inout DisplayListBuilder, content: ViewNode, node: ViewNode) {
        guard let role else { content.render(&renderer); return }
        if role == .collapsed {
            if isSelected { content.render(&renderer) }
            return
        }
        let savedTarget = renderer.tapTarget
        renderer.tapTarget = renderer.tapHandlers.count
        renderer.tapHandlers.append(handler)
        let frame = node.frame
        if role == .segment {
            renderer.draw(.shape(.rectangle, paint: .fill), frame: frame, color: ControlStyle.hitArea.resolved)
            let amount = highlight?.presentationValue ?? (isSelected ? 1 : 0)
            if amount > 0 {
                let savedShadow = renderer.shadow, savedOpacity = renderer.opacity
                renderer.shadow = DisplayShadow(color: Color(white: 0, opacity: 0.12).resolved, radius: 4, x: 0, y: 2)
                renderer.opacity = savedOpacity * min(1, amount)
                renderer.draw(.shape(.roundedRectangle(cornerSize: CGSize(width: 7, height: 7)), paint: .fill), frame: frame, color: Color.white.resolved)
                renderer.shadow = savedShadow
                renderer.opacity = savedOpacity
            }
        } else {
            renderer.draw(.shape(.rectangle, paint: .fill), frame: frame, color: ControlStyle.hitArea.resolved)
            if isSelected {
                let size = TextMetrics.size(of: "✓", font: Self.checkFont, width: nil)
                renderer.draw(.text("✓", font: Self.checkFont),
                              frame: CGRect(x: frame.maxX - size.width, y: (frame.midY - size.height / 2).rounded(), width: size.width, height: size.height),
                              color: Color.accentColor.resolved)
            }
        }
        content.render(&renderer)
        renderer.tapTarget = savedTarget
    }
}
